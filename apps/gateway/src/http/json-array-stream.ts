import type { ClientReadableStream } from '@grpc/grpc-js';
import type { Response } from 'express';

/** Items are written to the socket in batches of about this many bytes (fewer, larger writes). */
const FLUSH_BYTES = 64 * 1024;
/**
 * Longest time an item waits in the batch, ms. gRPC delivers a few messages per event-loop turn; flushing every turn
 * made one tiny HTTP chunk per two items, a short timer makes batches of tens of kilobytes (measured on 50,000
 * findings: 25,000 chunks -> about 500, a fifth less time).
 */
const FLUSH_DELAY_MS = 10;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const OPEN_ARRAY = Buffer.from('[');
const CLOSE_ARRAY = Buffer.from(']');

/** What a streamed response ended as, for the caller's logging. */
export type StreamOutcome = { kind: 'completed'; items: number } | { kind: 'client-gone'; items: number } | { kind: 'failed-after-start'; items: number; error: Error };

/** JSON records encoded elsewhere (data-cache's BetaFindingsJson): the records separated by commas, without brackets. */
export interface EncodedJsonRecords {
  records: Buffer;
  count: number;
}

/** The JSON text of the records one message holds: records separated by commas (no brackets), and how many. */
type EncodeMessage<T> = (message: T) => { json: string | Buffer; count: number };

/**
 * Writes a server-streaming gRPC call to an HTTP response as one JSON array, item by item, never holding the whole
 * list (docs/architecture.md, Contracts: large lists are streamed).
 *
 * - Nothing is sent before the first item or the end of the stream, so a call that fails before its first item
 *   rejects with the gRPC error and the caller answers with the mapped status (e.g. NOT_FOUND -> 404).
 * - Backpressure: when the socket's buffer is full (`write` returns false) the gRPC stream is paused, which stops
 *   reading from the HTTP/2 stream and so slows the server down; it resumes on `drain`.
 * - When the client goes away before the end, the gRPC call is cancelled.
 * - When the call fails after bytes were sent, the socket is destroyed: the client sees a broken response, never a
 *   truncated array that could pass for a complete one.
 * @param map turns one gRPC message into its JSON record
 * @returns how the response ended; rejects only with an error that happened before anything was sent
 */
export function pipeJsonArray<T>(call: ClientReadableStream<T>, res: Response, map: (item: T) => unknown): Promise<StreamOutcome> {
  return pipeEncoded(call, res, (item) => ({ json: JSON.stringify(map(item)), count: 1 }));
}

/**
 * pipeJsonArray for a stream whose messages carry records already encoded as JSON (several per message): their bytes
 * go to the client unchanged, with the same guarantees.
 */
export function pipeJsonRecords(call: ClientReadableStream<EncodedJsonRecords>, res: Response): Promise<StreamOutcome> {
  return pipeEncoded(call, res, (message) => ({ json: message.records, count: message.count }));
}

/**
 * Answers 200 with the JSON array of records already encoded as JSON (one message of them), with its Content-Length:
 * the brackets and the message's bytes go out in one corked write, so the records are never copied into a new buffer
 * (a copy of every answer was a twentieth of the gateway's time on the by-host lookup; docs/benchmarks.md).
 */
export function sendJsonRecords(res: Response, { records, count }: EncodedJsonRecords): StreamOutcome {
  res.status(200).setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.setHeader('Content-Length', records.length + 2);
  res.cork();
  res.write(OPEN_ARRAY);
  res.write(records);
  res.end(CLOSE_ARRAY);
  return { kind: 'completed', items: count };
}

function pipeEncoded<T>(call: ClientReadableStream<T>, res: Response, encode: EncodeMessage<T>): Promise<StreamOutcome> {
  return new Promise<StreamOutcome>((resolve, reject) => {
    let items = 0;
    let settled = false;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let flushTimer: NodeJS.Timeout | undefined;
    let waitingForDrain = false;

    const settle = (outcome: StreamOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(flushTimer);
      res.off('close', onClose);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };

    const add = (piece: string | Buffer) => {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
      pending.push(bytes);
      pendingBytes += bytes.length;
    };

    const flush = () => {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      if (pendingBytes === 0 || res.destroyed) return;
      const chunk = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!res.headersSent) res.status(200).setHeader('Content-Type', JSON_CONTENT_TYPE);
      if (!res.write(chunk) && !waitingForDrain) {
        waitingForDrain = true;
        call.pause();
        res.once('drain', () => {
          waitingForDrain = false;
          call.resume();
        });
      }
    };

    const fail = (error: Error) => {
      if (settled) return;
      // Nothing sent yet (items may have arrived, but are still buffered): the caller can answer with a status.
      if (!res.headersSent) {
        pending = [];
        pendingBytes = 0;
        return settle(error);
      }
      // Bytes are out: a status can no longer be sent, and ending the array would make a partial list look whole.
      res.destroy();
      settle({ kind: 'failed-after-start', items, error });
    };

    const onClose = () => {
      if (settled || res.writableFinished) return;
      call.cancel();
      settle({ kind: 'client-gone', items });
    };
    res.on('close', onClose);

    call.on('data', (item: T) => {
      if (settled) return;
      let encoded: ReturnType<EncodeMessage<T>>;
      try {
        encoded = encode(item);
      } catch (error) {
        call.cancel();
        return fail(error as Error);
      }
      if (encoded.count === 0) return;
      add(items === 0 ? '[' : ',');
      add(encoded.json);
      items += encoded.count;
      // Slow streams still reach the client promptly: what is buffered goes out within FLUSH_DELAY_MS.
      if (pendingBytes >= FLUSH_BYTES) flush();
      else flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
    });
    call.on('error', (error: Error) => fail(error));
    call.on('end', () => {
      if (settled) return;
      add(items === 0 ? '[]' : ']');
      flush();
      res.end();
      settle({ kind: 'completed', items });
    });
  });
}
