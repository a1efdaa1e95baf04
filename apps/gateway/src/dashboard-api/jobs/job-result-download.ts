import type { ClientReadableStream } from '@grpc/grpc-js';
import type { Response } from 'express';
import { jobResultEntityTag } from '@vmdash/domain';
import type { JobResultChunk__Output } from '@vmdash/proto';
import type { StreamOutcome } from '../../http/json-array-stream';
import type { RouteResult } from '../../http/route-result';

/**
 * A job's result file as the answer (GET /api/jobs/{id}/result, docs/decisions/0028-jobs.md), streamed from the
 * dashboard's ReadJobResult call:
 * - nothing is sent before the call's first message (the file's description), so a refusal before it (404, 409, 410)
 *   is answered with its status like any other route;
 * - then the file's media type, `Content-Disposition: attachment` with its name, its length, `Accept-Ranges: bytes`, its
 *   SHA-256 as a strong `ETag` and `X-Content-Type-Options: nosniff`, and its bytes with backpressure (the call pauses
 *   while the socket is full): 200 with the whole file, or 206 with `Content-Range` for the one range the dashboard
 *   answers (RFC 9110, 14.4 and 15.3.7); 416 with `Content-Range: bytes *\/<size>` when no byte is in the range asked
 *   for (15.5.17);
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
      if (settled) return;
      if (!started) {
        const file = chunk.file;
        if (!file) return settle(new Error("the job's result began without its file"));
        started = true;
        const size = Number(file.size);
        res.setHeader('Accept-Ranges', 'bytes');
        res.setHeader('ETag', jobResultEntityTag(file.sha256));
        if (chunk.range_unsatisfiable) {
          res.setHeader('Content-Range', `bytes */${size}`);
          res.status(416).json({ error: `The range asked for holds no byte of the file (${size} bytes)` });
          settle({ kind: 'completed', items: 0 });
          call.cancel();
          return;
        }
        res.attachment(file.name);
        res.setHeader('Content-Type', file.type);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (chunk.range_first !== undefined && chunk.range_first !== null && chunk.range_last !== undefined && chunk.range_last !== null) {
          const first = Number(chunk.range_first);
          const last = Number(chunk.range_last);
          res.status(206).setHeader('Content-Range', `bytes ${first}-${last}/${size}`);
          res.setHeader('Content-Length', String(last - first + 1));
        } else {
          res.status(200).setHeader('Content-Length', String(size));
        }
      }
      if (chunk.data.length === 0) return;
      bytes += chunk.data.length;
      if (!res.write(chunk.data)) {
        call.pause();
        res.once('drain', () => call.resume());
      }
    });
    call.on('end', () => {
      if (settled) return;
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
