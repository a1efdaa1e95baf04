import { ConflictError, type DomainError, NotFoundError, PermissionDeniedError, ResourceExhaustedError, UpstreamFailedError, UpstreamTimeoutError, ValidationError } from '@vmdash/domain';
import { OutboundError, type OutboundFailure } from './outbound-error';

/**
 * The domain error of each outbound failure, and through libs/grpc's one mapping its gRPC status
 * (protos/vmdash/v1/integration.proto, header comment): rate_limited RESOURCE_EXHAUSTED, unavailable UNAVAILABLE with
 * reason UPSTREAM_FAILED, timeout DEADLINE_EXCEEDED with reason UPSTREAM_TIMEOUT (the outside system's, not the
 * caller's deadline), credentials FAILED_PRECONDITION, permission PERMISSION_DENIED, not_found NOT_FOUND, rejected
 * INVALID_ARGUMENT.
 */
const DOMAIN_ERROR_OF: Record<OutboundFailure, (message: string) => DomainError> = {
  rate_limited: (message) => new ResourceExhaustedError(message),
  unavailable: (message) => new UpstreamFailedError(message),
  timeout: (message) => new UpstreamTimeoutError(message),
  credentials: (message) => new ConflictError(message),
  permission: (message) => new PermissionDeniedError(message),
  not_found: (message) => new NotFoundError(message),
  rejected: (message) => new ValidationError(message),
};

/** The domain error an OutboundError stands for, its message (the user's text) kept. */
export function domainErrorOf(error: OutboundError): DomainError {
  return DOMAIN_ERROR_OF[error.failure](error.message);
}

type Handlers = Record<string, (request: never, context: never) => Promise<unknown> | AsyncIterable<unknown> | Iterable<unknown>>;

/** An OutboundError as its domain error; any other error as it is. */
const statusOf = (error: unknown): unknown => (error instanceof OutboundError ? domainErrorOf(error) : error);

/** The items of `items`, with an OutboundError thrown while they are produced turned into its domain error. */
async function* withOutboundStreamStatus(items: AsyncIterable<unknown> | Iterable<unknown>): AsyncGenerator<unknown> {
  try {
    yield* items;
  } catch (error) {
    throw statusOf(error);
  }
}

/**
 * The same handlers, with an OutboundError they throw (or a streaming handler throws while it produces items) turned
 * into its domain error (domainErrorOf), which libs/grpc maps to the gRPC status as every service's errors
 * (docs/architecture.md, Contracts).
 */
export function withOutboundStatus<H extends Handlers>(handlers: H): H {
  const wrapped = Object.entries(handlers).map(([name, handler]) => [
    name,
    (request: never, context: never) => {
      let result: ReturnType<typeof handler>;
      try {
        result = handler(request, context);
      } catch (error) {
        return Promise.reject(statusOf(error));
      }
      if (Symbol.asyncIterator in result || Symbol.iterator in result) return withOutboundStreamStatus(result);
      return result.catch((error: unknown) => {
        throw statusOf(error);
      });
    },
  ]);
  return Object.fromEntries(wrapped) as H;
}
