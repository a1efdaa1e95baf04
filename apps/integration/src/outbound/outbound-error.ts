/**
 * Why an outbound call (tracker or platform) failed, as the caller must learn it (interface spec, "Errors": outbound;
 * protos/vmdash/v1/integration.proto names the gRPC status of each):
 * - `rate_limited`: a 429, or the client's own quota (RESOURCE_EXHAUSTED);
 * - `unavailable`: a 5xx (the text carries the body) or a network failure (its message) (UNAVAILABLE);
 * - `timeout`: the 15 s outbound timeout (DEADLINE_EXCEEDED);
 * - `credentials`: the remote system refused the service's credential, 401 (FAILED_PRECONDITION);
 * - `permission`: the platform's 419 or the tracker's 403, naming what is missing (PERMISSION_DENIED);
 * - `not_found`: unknown issue key or workflow (NOT_FOUND);
 * - `rejected`: a request the client refuses before any call, or a 400 of the remote system (INVALID_ARGUMENT).
 */
export type OutboundFailure = 'rate_limited' | 'unavailable' | 'timeout' | 'credentials' | 'permission' | 'not_found' | 'rejected';

/** The text a caller sees for a 429 or an exhausted quota (interface spec, "Errors": outbound). */
export const RATE_LIMIT_TEXT = 'Rate limit exceeded. Try again later.';

/** A failed outbound call; `message` is the text the user sees. */
export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}
