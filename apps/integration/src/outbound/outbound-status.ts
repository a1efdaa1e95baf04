import { status } from '@grpc/grpc-js';
import { OutboundError, type OutboundFailure } from './outbound-error';

/** The gRPC status of each outbound failure (protos/vmdash/v1/integration.proto, header comment). */
const STATUS_OF: Record<OutboundFailure, status> = {
  rate_limited: status.RESOURCE_EXHAUSTED,
  unavailable: status.UNAVAILABLE,
  timeout: status.DEADLINE_EXCEEDED,
  credentials: status.FAILED_PRECONDITION,
  permission: status.PERMISSION_DENIED,
  not_found: status.NOT_FOUND,
  rejected: status.INVALID_ARGUMENT,
};

type Handlers = Record<string, (request: never, context: never) => Promise<unknown>>;

/**
 * The same handlers, with an OutboundError they throw turned into its gRPC status and the user's text as details
 * (libs/grpc passes `{code, details}` errors through as they are; domain errors keep their own mapping).
 */
export function withOutboundStatus<H extends Handlers>(handlers: H): H {
  const wrapped = Object.entries(handlers).map(([name, handler]) => [
    name,
    async (request: never, context: never) => {
      try {
        return await handler(request, context);
      } catch (error) {
        if (error instanceof OutboundError) throw { code: STATUS_OF[error.failure], details: error.message };
        throw error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as H;
}
