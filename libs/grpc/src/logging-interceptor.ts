import * as grpc from '@grpc/grpc-js';
import { REQUEST_ID_KEY, type Logger } from '@vmdash/observability';

/**
 * Server interceptor that writes one structured log line per call: method, status code name, duration (ms) and the
 * request id carried from the gateway. Never logs message bodies or metadata values other than the request id.
 */
export function loggingInterceptor(logger: Logger): grpc.ServerInterceptor {
  return (methodDescriptor, call) => {
    const started = process.hrtime.bigint();
    let requestId: string | undefined;
    const listener = new grpc.ServerListenerBuilder()
      .withOnReceiveMetadata((metadata, next) => {
        const value = metadata.get(REQUEST_ID_KEY)[0];
        requestId = typeof value === 'string' ? value.slice(0, 128) : undefined;
        next(metadata);
      })
      .build();
    const responder = new grpc.ResponderBuilder()
      .withStart((next) => next(listener))
      .withSendStatus((statusObject, next) => {
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        const line = { method: methodDescriptor.path, code: grpc.status[statusObject.code], durationMs: Math.round(durationMs * 10) / 10, requestId };
        if (statusObject.code === grpc.status.OK || statusObject.code === grpc.status.NOT_FOUND || statusObject.code === grpc.status.INVALID_ARGUMENT) {
          logger.debug(line, 'grpc call');
        } else {
          logger.warn(line, 'grpc call failed');
        }
        next(statusObject);
      })
      .build();
    return new grpc.ServerInterceptingCall(call, responder);
  };
}
