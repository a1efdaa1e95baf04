import type * as grpc from '@grpc/grpc-js';
import { acceptRequestId, REQUEST_ID_KEY, runWithRequestContext, type Logger } from '@vmdash/observability';
import { once } from 'node:events';
import { toGrpcError } from './service-errors';

/** What a handler learns about its call besides the request message. */
export interface CallContext {
  requestId: string;
  metadata: grpc.Metadata;
  /** Aborted when the client cancels or the deadline passes; long work should stop then. */
  signal: AbortSignal;
}

function contextOf(call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>): CallContext {
  const controller = new AbortController();
  call.once('cancelled', () => controller.abort());
  return {
    requestId: acceptRequestId(call.metadata.get(REQUEST_ID_KEY)[0]),
    metadata: call.metadata,
    signal: controller.signal,
  };
}

/**
 * Adapts an async function to a grpc-js unary handler: runs it in the request's context (request id from metadata),
 * and maps what it throws to a gRPC status (domain errors keep their code and text; others become INTERNAL, logged).
 */
export function unaryHandler<Req, Res>(
  logger: Logger,
  fn: (request: Req, context: CallContext) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const context = contextOf(call);
    runWithRequestContext({ requestId: context.requestId }, () => fn(call.request, context)).then(
      (response) => callback(null, response),
      (error: unknown) => {
        const { grpcError, internal } = toGrpcError(error);
        if (internal) logger.error({ err: error, requestId: context.requestId, method: call.getPath() }, 'handler failed');
        callback(grpcError);
      },
    );
  };
}

/**
 * Adapts an async iterable producer to a server-streaming handler. Writes respect backpressure (waits for 'drain'),
 * so a large listing is never buffered whole; stops producing when the client cancels. An error thrown by the
 * producer ends the stream with the mapped status.
 */
export function serverStreamHandler<Req, Res>(
  logger: Logger,
  fn: (request: Req, context: CallContext) => AsyncIterable<Res> | Iterable<Res>,
): grpc.handleServerStreamingCall<Req, Res> {
  return (call) => {
    const context = contextOf(call);
    const pump = async () => {
      for await (const item of fn(call.request, context)) {
        if (context.signal.aborted) return;
        if (!call.write(item)) {
          await Promise.race([once(call, 'drain'), once(call, 'cancelled'), once(call, 'close')]);
        }
      }
      call.end();
    };
    runWithRequestContext({ requestId: context.requestId }, pump).catch((error: unknown) => {
      const { grpcError, internal } = toGrpcError(error);
      if (internal) logger.error({ err: error, requestId: context.requestId, method: call.getPath() }, 'stream failed');
      if (!context.signal.aborted) call.emit('error', grpcError);
    });
  };
}
