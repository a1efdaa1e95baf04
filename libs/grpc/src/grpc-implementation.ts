import * as grpc from '@grpc/grpc-js';
import { performance } from 'node:perf_hooks';
import type { WriteWindow } from '@vmdash/domain';
import { admitCaller, INTERNAL_TOKEN_KEY, type CallerIdentity, type RpcPermission } from '@vmdash/identity';
import { acceptRequestId, REQUEST_ID_KEY, runWithRequestContext, type Logger, type RequestContext } from '@vmdash/observability';
import type { AnyImplementation, DefinedService } from './define-handlers';
import { writeWindowOf } from './call-deadline';
import { logCallEnd } from './logging-interceptor';
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
 * How a handler's work runs: in the call's request context (AsyncLocalStorage), so the calls it makes carry the request
 * id and the caller's internal token (grpc-client.ts callContextTransformer), when the server forwards context; else as
 * it is. AsyncLocalStorage's first `run` turns on Node's promise hooks for the whole process, which then copy the store
 * into every promise and tick: a service that calls no other (data-cache) serves without it
 * (startGrpcServer's `forwardsContext`; docs/decisions/0017-gateway-request-path.md).
 */
type ContextRunner = <T>(requestContext: RequestContext, work: () => Promise<T>) => Promise<T>;
const inRequestContext: ContextRunner = (requestContext, work) => runWithRequestContext(requestContext, work);
const withoutContext: ContextRunner = (_requestContext, work) => work();

/**
 * Adapts a defined service to grpc-js. Every call: verifies the caller's internal token (missing or invalid ->
 * UNAUTHENTICATED), admits it by the RPC's permission (-> PERMISSION_DENIED), runs the handler in the request's context
 * (request id and token forwarded on outbound calls), and maps what it throws to a gRPC status (domain errors keep their
 * code and text; others become INTERNAL and are logged, their text never sent); each call that ends with a status
 * writes its log line (logCallEnd; the server's logging interceptor leaves these calls alone).
 * @param verifyCaller verifies an internal token (libs/identity createInternalTokenVerifier)
 * @param forwardsContext whether handlers run in the request context (ContextRunner); false only for a service whose
 *   handlers make no gRPC call
 */
export function grpcImplementationOf(service: DefinedService, logger: Logger, verifyCaller: (token: unknown) => CallerIdentity, forwardsContext: boolean): grpc.UntypedServiceImplementation {
  const run = forwardsContext ? inRequestContext : withoutContext;
  const fail = (call: AnyCall, error: unknown, requestId?: string) => {
    const { grpcError, internal } = toGrpcError(error);
    if (internal) logger.error({ err: error, requestId, method: call.getPath() }, 'handler failed');
    return grpcError;
  };
  /**
   * The handler's context. Its `signal` and `writes` are made when a handler first reads them: most calls never do,
   * and an eager AbortController was aborted (a DOMException made) at the end of every call, since grpc-js reports
   * each closed stream as cancelled (docs/decisions/0017-gateway-request-path.md).
   */
  const begin = (call: AnyCall, permission: RpcPermission) => {
    const token = call.metadata.get(INTERNAL_TOKEN_KEY)[0];
    const caller = verifyCaller(token);
    let controller: AbortController | undefined;
    let writes: WriteWindow | undefined;
    const signal = () => {
      if (!controller) {
        const made = new AbortController();
        if (call.cancelled) made.abort();
        else call.once('cancelled', () => made.abort());
        controller = made;
      }
      return controller.signal;
    };
    const context = {
      requestId: acceptRequestId(call.metadata.get(REQUEST_ID_KEY)[0]),
      caller,
      get signal() {
        return signal();
      },
      get writes() {
        writes ??= writeWindowOf(call, signal());
        return writes;
      },
      ...admitCaller(permission, caller),
    };
    return { context, requestContext: { requestId: context.requestId, internalToken: token as string } };
  };

  const unary =
    (permission: RpcPermission, fn: AnyImplementation): grpc.handleUnaryCall<unknown, unknown> =>
    (call, callback) => {
      const startedAt = performance.now();
      let started: ReturnType<typeof begin>;
      try {
        started = begin(call, permission);
      } catch (error) {
        const grpcError = fail(call, error);
        logCallEnd(logger, call, grpcError.code, startedAt);
        callback(grpcError);
        return;
      }
      const { context, requestContext } = started;
      run(requestContext, async () => fn(call.request, context)).then(
        (response) => {
          logCallEnd(logger, call, grpc.status.OK, startedAt, context.requestId);
          callback(null, response);
        },
        (error: unknown) => {
          const grpcError = fail(call, error, context.requestId);
          logCallEnd(logger, call, grpcError.code, startedAt, context.requestId);
          callback(grpcError);
        },
      );
    };

  const serverStream =
    (permission: RpcPermission, fn: AnyImplementation): grpc.handleServerStreamingCall<unknown, unknown> =>
    (call) => {
      const startedAt = performance.now();
      let started: ReturnType<typeof begin>;
      try {
        started = begin(call, permission);
      } catch (error) {
        const grpcError = fail(call, error);
        logCallEnd(logger, call, grpcError.code, startedAt);
        call.emit('error', grpcError);
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
        logCallEnd(logger, call, grpc.status.OK, startedAt, context.requestId);
        call.end();
      };
      run(requestContext, pump).catch((error: unknown) => {
        const grpcError = fail(call, error, context.requestId);
        if (context.signal.aborted) return;
        logCallEnd(logger, call, grpcError.code, startedAt, context.requestId);
        call.emit('error', grpcError);
      });
    };

  const implementation: grpc.UntypedServiceImplementation = {};
  for (const [method, { permission, implementation: fn }] of service.rpcs) {
    const streaming = service.definition[method]?.responseStream === true;
    implementation[method] = streaming ? serverStream(permission, fn) : unary(permission, fn);
  }
  return implementation;
}
