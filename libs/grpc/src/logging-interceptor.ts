import * as grpc from '@grpc/grpc-js';
import { performance } from 'node:perf_hooks';
import { REQUEST_ID_KEY, type Logger } from '@vmdash/observability';

/** Codes of calls that ended as a caller may expect (a lookup of something absent, input refused): logged at debug. */
const EXPECTED_CODES: ReadonlySet<grpc.status> = new Set([grpc.status.OK, grpc.status.NOT_FOUND, grpc.status.INVALID_ARGUMENT]);

/** The request id a call carries, as far as it may be logged (at most 128 characters), or undefined. */
function requestIdOf(metadata: grpc.Metadata): string | undefined {
  const value = metadata.get(REQUEST_ID_KEY)[0];
  return typeof value === 'string' ? value.slice(0, 128) : undefined;
}

/**
 * Writes the one log line of a call that ended with status `code`: method, status code name, duration (ms, from
 * `startedAt`, a performance.now() reading) and the request id carried from the gateway; debug for OK, NOT_FOUND and
 * INVALID_ARGUMENT, warn ("grpc call failed") otherwise. Never logs message bodies or metadata values other than the
 * request id.
 */
export function logCallEnd(logger: Logger, call: { getPath(): string; metadata: grpc.Metadata }, code: grpc.status, startedAt: number, requestId = requestIdOf(call.metadata)): void {
  const expected = EXPECTED_CODES.has(code);
  if (!logger.isLevelEnabled(expected ? 'debug' : 'warn')) return;
  const line = { method: call.getPath(), code: grpc.status[code], durationMs: Math.round((performance.now() - startedAt) * 10) / 10, requestId };
  if (expected) logger.debug(line, 'grpc call');
  else logger.warn(line, 'grpc call failed');
}

/**
 * Server interceptor that writes logCallEnd's line for the calls of services other than vmdash's own (health,
 * reflection). vmdash's services write it from their grpc-js adapter (grpc-implementation.ts), so their calls pass
 * through unwrapped: an intercepting layer per call (a listener and a responder, every message and status passed
 * through them) is work the call does not need (docs/decisions/0017-gateway-request-path.md).
 */
export function loggingInterceptor(logger: Logger): grpc.ServerInterceptor {
  return (methodDescriptor, call) => {
    // grpc-js chains what an interceptor returns through the call interface only (getServerInterceptingCall), so the
    // call it was given stands for itself; its type asks for the class.
    if (methodDescriptor.path.startsWith('/vmdash.')) return call as grpc.ServerInterceptingCall;
    const startedAt = performance.now();
    let metadata = new grpc.Metadata();
    const listener = new grpc.ServerListenerBuilder()
      .withOnReceiveMetadata((received, next) => {
        metadata = received;
        next(received);
      })
      .build();
    const responder = new grpc.ResponderBuilder()
      .withStart((next) => next(listener))
      .withSendStatus((statusObject, next) => {
        logCallEnd(logger, { getPath: () => methodDescriptor.path, metadata }, statusObject.code, startedAt);
        next(statusObject);
      })
      .build();
    return new grpc.ServerInterceptingCall(call, responder);
  };
}
