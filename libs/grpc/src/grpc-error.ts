import type { ServiceError } from '@grpc/grpc-js';
import { UnavailableError } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import { refusalReasonOf } from './status-mapping';

/**
 * A gRPC status as an error: what a grpc-js client call fails with (a ServiceError), and what a handler may throw to
 * answer a status of its own (`code`, `details`, optional metadata).
 */
export type GrpcError = Pick<ServiceError, 'code' | 'details'> & Partial<Pick<ServiceError, 'metadata'>>;

/**
 * The one test for a gRPC status error: an object with a numeric status `code` and a string `details`. A domain error
 * (libs/domain, a string code) and a Node.js system error (a string code such as "ECONNRESET") are not.
 */
export function isGrpcError(error: unknown): error is GrpcError {
  return typeof error === 'object' && error !== null && typeof (error as GrpcError).code === 'number' && typeof (error as GrpcError).details === 'string';
}

/**
 * What a failed call to another vmdash service means to the caller's own caller. A refusal of the peer (a gRPC error
 * carrying a refusal reason: the input broke one of its rules, the record is not there, its state refuses the change)
 * passes through as it came, so the user sees the peer's status and text (docs/decisions/0024-one-refusal-channel.md);
 * anything else (the peer down, its deadline, its own failure, a refused internal identity) becomes an UnavailableError
 * with `text` (a 503 on the Data API, the route's failure on the dashboard API), after one warning with the call's
 * status and details (`call` names it, e.g. "data-cache QueryBetaFindings"). For a peer whose answer the caller cannot
 * do without.
 */
export function peerUnavailable(error: unknown, call: string, text: string, logger: Logger): UnavailableError | GrpcError {
  if (isGrpcError(error) && refusalReasonOf(error) !== null) return error;
  const { code, details } = isGrpcError(error) ? error : { code: undefined, details: error instanceof Error ? error.message : String(error) };
  logger.warn({ code, details }, `${call} failed`);
  return new UnavailableError(text);
}
