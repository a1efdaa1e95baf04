import type * as grpc from '@grpc/grpc-js';
import { createInternalTokenVerifier, INTERNAL_TOKEN_KEY, type CallerIdentity } from '@vmdash/identity';
import { acceptRequestId, REQUEST_ID_KEY, runWithRequestContext, type Logger } from '@vmdash/observability';
import { toGrpcError } from './service-errors';

/** What a handler learns about its call besides the request message. */
export interface CallContext {
  requestId: string;
  /** The verified caller (from the gateway's internal token). */
  caller: CallerIdentity;
  metadata: grpc.Metadata;
  /** Aborted when the client cancels or the deadline passes; long work should stop then. */
  signal: AbortSignal;
}

/** Handler adapters of one service; the only way its RPCs are registered, so no RPC skips the identity check. */
export interface Handlers {
  unary<Req, Res>(fn: (request: Req, context: CallContext) => Promise<Res>): grpc.handleUnaryCall<Req, Res>;
  serverStream<Req, Res>(fn: (request: Req, context: CallContext) => AsyncIterable<Res> | Iterable<Res>): grpc.handleServerStreamingCall<Req, Res>;
}

type AnyCall = grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>;

/** Resolves when the stream can take more writes, or when it will never again (cancelled or closed). */
function writable(call: grpc.ServerWritableStream<unknown, unknown>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'cancelled', 'close']) call.off(event, done);
      resolve();
    };
    for (const event of ['drain', 'cancelled', 'close']) call.once(event, done);
  });
}

/**
 * Builds the handler adapters of a service. Every call: verifies the caller's internal token with the gateway's
 * public key (missing or invalid -> UNAUTHENTICATED; ARCHITECTURE.md, Identity), runs the handler in the request's
 * context (request id and token forwarded on outbound calls), and maps what it throws to a gRPC status (domain errors
 * keep their code and text; others become INTERNAL and are logged).
 * @param internalTokenPublicKey PEM of the gateway's ES256 public key
 */
export function createHandlers(logger: Logger, internalTokenPublicKey: string): Handlers {
  const verifyCaller = createInternalTokenVerifier(internalTokenPublicKey);
  const begin = (call: AnyCall): { context: CallContext; token: string } => {
    const controller = new AbortController();
    call.once('cancelled', () => controller.abort());
    const token = call.metadata.get(INTERNAL_TOKEN_KEY)[0];
    const caller = verifyCaller(token);
    return {
      context: { requestId: acceptRequestId(call.metadata.get(REQUEST_ID_KEY)[0]), caller, metadata: call.metadata, signal: controller.signal },
      token: token as string,
    };
  };
  const fail = (call: AnyCall, error: unknown, requestId?: string) => {
    const { grpcError, internal } = toGrpcError(error);
    if (internal) logger.error({ err: error, requestId, method: call.getPath() }, 'handler failed');
    return grpcError;
  };

  return {
    unary: (fn) => (call, callback) => {
      let started: ReturnType<typeof begin>;
      try {
        started = begin(call);
      } catch (error) {
        callback(fail(call, error));
        return;
      }
      const { context, token } = started;
      runWithRequestContext({ requestId: context.requestId, internalToken: token }, () => fn(call.request, context)).then(
        (response) => callback(null, response),
        (error: unknown) => callback(fail(call, error, context.requestId)),
      );
    },
    serverStream: (fn) => (call) => {
      let started: ReturnType<typeof begin>;
      try {
        started = begin(call);
      } catch (error) {
        call.emit('error', fail(call, error));
        return;
      }
      const { context, token } = started;
      const pump = async () => {
        const items = fn(call.request, context);
        if (Symbol.asyncIterator in items) {
          for await (const item of items) {
            if (context.signal.aborted) return;
            if (!call.write(item)) await writable(call);
          }
        } else {
          // Synchronous producers (in-memory read models) are written without a promise per item; only a full
          // socket buffer makes the pump wait.
          for (const item of items) {
            if (context.signal.aborted) return;
            if (!call.write(item)) await writable(call);
          }
        }
        call.end();
      };
      runWithRequestContext({ requestId: context.requestId, internalToken: token }, pump).catch((error: unknown) => {
        const grpcError = fail(call, error, context.requestId);
        if (!context.signal.aborted) call.emit('error', grpcError);
      });
    },
  };
}
