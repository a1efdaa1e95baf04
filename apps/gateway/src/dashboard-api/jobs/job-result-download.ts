import type { ClientReadableStream } from '@grpc/grpc-js';
import type { Response } from 'express';
import type { JobResultChunk__Output } from '@vmdash/proto';
import type { StreamOutcome } from '../../http/json-array-stream';
import type { RouteResult } from '../../http/route-result';

/**
 * A job's result file as the answer (GET /api/jobs/{id}/result, docs/decisions/0028-jobs.md), streamed from the
 * dashboard's ReadJobResult call:
 * - nothing is sent before the call's first message (the file's description), so a refusal before it (404, 409, 410)
 *   is answered with its status like any other route;
 * - then the file's media type, `Content-Disposition: attachment` with its name, its length and
 *   `X-Content-Type-Options: nosniff`, and its bytes with backpressure (the call pauses while the socket is full);
 * - a client that leaves cancels the call; a failure after the start destroys the response (an incomplete transfer,
 *   never a short file that passes for a whole one).
 */
export function jobResultDownload(open: () => ClientReadableStream<JobResultChunk__Output>): RouteResult {
  return { kind: 'stream', write: (res) => pipeResult(open(), res) };
}

function pipeResult(call: ClientReadableStream<JobResultChunk__Output>, res: Response): Promise<StreamOutcome> {
  return new Promise<StreamOutcome>((resolve, reject) => {
    let bytes = 0;
    let started = false;
    let settled = false;
    const settle = (outcome: StreamOutcome | Error) => {
      if (settled) return;
      settled = true;
      res.off('close', onClose);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onClose = () => {
      if (res.writableFinished) return;
      call.cancel();
      settle({ kind: 'client-gone', items: bytes });
    };
    res.on('close', onClose);
    call.on('data', (chunk: JobResultChunk__Output) => {
      if (!started) {
        const file = chunk.file;
        if (!file) return settle(new Error("the job's result began without its file"));
        started = true;
        res.status(200).attachment(file.name);
        res.setHeader('Content-Type', file.type);
        res.setHeader('Content-Length', String(file.size));
        res.setHeader('X-Content-Type-Options', 'nosniff');
      }
      if (chunk.data.length === 0) return;
      bytes += chunk.data.length;
      if (!res.write(chunk.data)) {
        call.pause();
        res.once('drain', () => call.resume());
      }
    });
    call.on('end', () => {
      if (!started) return settle(new Error("the job's result ended before its file"));
      res.end(() => settle({ kind: 'completed', items: bytes }));
    });
    call.on('error', (error: Error) => {
      if (settled) return;
      if (!started) return settle(error);
      res.destroy();
      settle({ kind: 'failed-after-start', items: bytes, error });
    });
  });
}
