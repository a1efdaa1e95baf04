import type * as grpc from '@grpc/grpc-js';
import { admitCaller, INTERNAL_TOKEN_KEY, type CallerIdentity, type RpcPermission } from '@vmdash/identity';
import { acceptRequestId, REQUEST_ID_KEY, runWithRequestContext, type Logger } from '@vmdash/observability';
import type { AnyImplementation, DefinedService } from './define-handlers';
import { writeWindowOf } from './call-deadline';
import { toGrpcError } from './service-errors';

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

type AnyCall = grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>;

/**
 * Adapts a defined service to grpc-js. Every call: verifies the caller's internal token (missing or invalid ->
 * UNAUTHENTICATED), admits it by the RPC's permission (-> PERMISSION_DENIED), runs the handler in the request's context
 * (request id and token forwarded on outbound calls), and maps what it throws to a gRPC status (domain errors keep their
 * code and text; others become INTERNAL and are logged, their text never sent).
 * @param verifyCaller verifies an internal token (libs/identity createInternalTokenVerifier)
 */
export function grpcImplementationOf(service: DefinedService, logger: Logger, verifyCaller: (token: unknown) => CallerIdentity): grpc.UntypedServiceImplementation {
  const fail = (call: AnyCall, error: unknown, requestId?: string) => {
    const { grpcError, internal } = toGrpcError(error);
    if (internal) logger.error({ err: error, requestId, method: call.getPath() }, 'handler failed');
    return grpcError;
  };
  const begin = (call: AnyCall, permission: RpcPermission) => {
    const controller = new AbortController();
    call.once('cancelled', () => controller.abort());
    const token = call.metadata.get(INTERNAL_TOKEN_KEY)[0];
    const caller = verifyCaller(token);
    const context = {
      requestId: acceptRequestId(call.metadata.get(REQUEST_ID_KEY)[0]),
      caller,
      signal: controller.signal,
      writes: writeWindowOf(call, controller.signal),
      ...admitCaller(permission, caller),
    };
    return { context, requestContext: { requestId: context.requestId, internalToken: token as string } };
  };

  const unary =
    (permission: RpcPermission, fn: AnyImplementation): grpc.handleUnaryCall<unknown, unknown> =>
    (call, callback) => {
      let started: ReturnType<typeof begin>;
      try {
        started = begin(call, permission);
      } catch (error) {
        callback(fail(call, error));
        return;
      }
      const { context, requestContext } = started;
      runWithRequestContext(requestContext, async () => fn(call.request, context)).then(
        (response) => callback(null, response),
        (error: unknown) => callback(fail(call, error, context.requestId)),
      );
    };

  const serverStream =
    (permission: RpcPermission, fn: AnyImplementation): grpc.handleServerStreamingCall<unknown, unknown> =>
    (call) => {
      let started: ReturnType<typeof begin>;
      try {
        started = begin(call, permission);
      } catch (error) {
        call.emit('error', fail(call, error));
        return;
      }
      const { context, requestContext } = started;
      const pump = async () => {
        const items = fn(call.request, context) as AsyncIterable<unknown> | Iterable<unknown>;
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
      runWithRequestContext(requestContext, pump).catch((error: unknown) => {
        const grpcError = fail(call, error, context.requestId);
        if (!context.signal.aborted) call.emit('error', grpcError);
      });
    };

  const implementation: grpc.UntypedServiceImplementation = {};
  for (const [method, { permission, implementation: fn }] of service.rpcs) {
    const streaming = service.definition[method]?.responseStream === true;
    implementation[method] = streaming ? serverStream(permission, fn) : unary(permission, fn);
  }
  return implementation;
}
