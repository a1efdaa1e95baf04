import { status as grpcStatus, type ClientReadableStream, type ServiceError } from '@grpc/grpc-js';
import type { Response } from 'express';
import type { StreamOutcome } from '../../http/json-array-stream';
import type { RouteResult } from '../../http/route-result';

/**
 * One Server-Sent Event: its type, JSON data and, when given, its id, which the browser sends back as Last-Event-ID
 * when it reconnects (HTML Living Standard, "Server-sent events").
 */
export interface ServerSentEvent {
  event: string;
  data: unknown;
  id?: string;
}

/** How long a quiet stream waits before a comment line keeps proxies and the browser from closing it, ms. */
const HEARTBEAT_MS = 15_000;

/** How long the browser waits before it reconnects after the stream ended (the field `retry`), ms. */
const RECONNECT_MS = 1_000;

/** An event as text; an id with a line break (never made here) is left out rather than split the frame. */
function frame(event: ServerSentEvent): string {
  const id = event.id !== undefined && !/[\r\n\0]/.test(event.id) ? `id: ${event.id}\n` : '';
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * A Server-Sent Events answer (`text/event-stream`) of the server-streaming call `open` starts, each message written
 * as the events `toEvents` makes of it, at once (no buffering: no compression, `X-Accel-Buffering: no` for proxies).
 *
 * - Nothing is sent before the call's first message, so a call that fails before it is answered with the mapped
 *   status like any other route (the service answers its first message at once).
 * - The call's deadline ends the stream normally; the browser's EventSource reconnects after `retry`.
 * - A client that leaves cancels the call; a failure after the start ends the response (the browser reconnects).
 */
export function eventStreamResult<T>(open: () => ClientReadableStream<T>, toEvents: (message: T) => ServerSentEvent[]): RouteResult {
  return { kind: 'stream', write: (res) => pipeEvents(open(), res, toEvents) };
}

function pipeEvents<T>(call: ClientReadableStream<T>, res: Response, toEvents: (message: T) => ServerSentEvent[]): Promise<StreamOutcome> {
  return new Promise<StreamOutcome>((resolve, reject) => {
    let messages = 0;
    let settled = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const settle = (outcome: StreamOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearInterval(heartbeat);
      res.off('close', onClose);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onClose = () => {
      if (res.writableEnded) return;
      call.cancel();
      settle({ kind: 'client-gone', items: messages });
    };
    res.on('close', onClose);
    call.on('data', (message: T) => {
      if (!res.headersSent) {
        res.status(200);
        res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache, no-transform');
        res.setHeader('X-Accel-Buffering', 'no');
        res.flushHeaders();
        res.write(`retry: ${RECONNECT_MS}\n\n`);
        heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      }
      messages++;
      res.write(toEvents(message).map(frame).join(''));
    });
    call.on('end', () => {
      if (!res.headersSent) return settle(new Error('the event stream ended before its first message'));
      res.end();
      settle({ kind: 'completed', items: messages });
    });
    call.on('error', (error: ServiceError) => {
      if (settled) return;
      if (!res.headersSent) return settle(error);
      res.end();
      settle(error.code === grpcStatus.DEADLINE_EXCEEDED ? { kind: 'completed', items: messages } : { kind: 'failed-after-start', items: messages, error });
    });
  });
}
