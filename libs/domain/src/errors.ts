/**
 * Typed domain errors: the one way a service refuses a request (docs/architecture.md, Contracts;
 * docs/decisions/0024-one-refusal-channel.md). Commands and rules throw them; libs/grpc sends each as its gRPC status
 * with the message as details and, for a refusal, its reason in the trailing metadata; the gateway maps both to HTTP
 * once per API.
 */

/** One invalid input field: `loc` as in FastAPI's validation body (e.g. ["body","host_ids",3]), a message and a type. */
export interface FieldViolation {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/**
 * Why a request was refused, as a machine-readable name (google.rpc.ErrorInfo `reason`, UPPER_SNAKE_CASE), sent beside
 * the gRPC status. An error with a reason is a refusal: its message is the text the user sees. Without one it is a
 * failure of the service itself (a dependency down, its own deadline, a refused caller identity): its message is for
 * the log.
 * - INVALID_ARGUMENT: input breaks a rule (400 on the dashboard API, 422 on the Data API);
 * - NOT_FOUND: no such record, or none the caller may see (404);
 * - GONE: the record existed and its content was deleted for good, e.g. a job's result after it expired (410,
 *   RFC 9110 section 15.5.11; docs/decisions/0028-jobs.md);
 * - CONFLICT: the record's state refuses the change (409);
 * - RESOURCE_EXHAUSTED: a limit is spent, the caller's own or an outside system's (429);
 * - TOO_LARGE: the answer would be larger than the route gives at once, e.g. a streamed export above its row limit
 *   (413, RFC 9110 section 15.5.14, the message says where to ask instead: a job, docs/decisions/0028-jobs.md);
 * - CREDENTIALS_REFUSED: the user's name and password, current password or webhook secret are wrong (401);
 * - SESSION_ENDED: the caller's session is no longer active (401; the gateway clears the session cookie);
 * - UPSTREAM_FAILED: an outside system (the tracker, the platform, the action plans upstream service) failed or could
 *   not be reached; the message is its real failure message (502; interface spec, "Errors");
 * - UPSTREAM_TIMEOUT: an outside system did not answer within its timeout (504, with its text);
 * - OVERLOADED: the service has more of this work queued than it can finish before the caller's deadline and refused
 *   it before doing any of it (503 with `Retry-After`, RFC 9110 section 15.6.4; the seconds travel in
 *   RETRY_AFTER_KEY), e.g. a sign-in the dashboard could not verify in time (docs/decisions/0017-gateway-request-path.md,
 *   "Sign-ins under load").
 */
export const REFUSAL_REASONS = [
  'INVALID_ARGUMENT',
  'NOT_FOUND',
  'GONE',
  'CONFLICT',
  'RESOURCE_EXHAUSTED',
  'TOO_LARGE',
  'CREDENTIALS_REFUSED',
  'SESSION_ENDED',
  'UPSTREAM_FAILED',
  'UPSTREAM_TIMEOUT',
  'OVERLOADED',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** True when `value` names a refusal reason (REFUSAL_REASONS). */
export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (REFUSAL_REASONS as readonly string[]).includes(value);
}

/**
 * Base class: `code` is a stable machine-readable name of the gRPC status class; `reason` names the refusal, null for a
 * failure of the service itself (REFUSAL_REASONS).
 */
export abstract class DomainError extends Error {
  abstract readonly code: 'invalid_argument' | 'not_found' | 'conflict' | 'unauthenticated' | 'permission_denied' | 'unavailable' | 'resource_exhausted' | 'deadline_exceeded' | 'cancelled';
  abstract readonly reason: RefusalReason | null;
}

/** True for a refusal: a domain error with a reason, whose message is the user's text. */
export function isRefusal(error: unknown): error is DomainError & { reason: RefusalReason } {
  return error instanceof DomainError && error.reason !== null;
}

/** Input breaks a rule (-> gRPC INVALID_ARGUMENT -> HTTP 422 on the data API, 400 on the dashboard). */
export class ValidationError extends DomainError {
  readonly code = 'invalid_argument' as const;
  readonly reason = 'INVALID_ARGUMENT' as const;
  constructor(
    message: string,
    readonly violations: FieldViolation[] = [],
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** The named record does not exist (-> NOT_FOUND -> 404). */
export class NotFoundError extends DomainError {
  readonly code = 'not_found' as const;
  readonly reason = 'NOT_FOUND' as const;
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/**
 * What the request names existed and is deleted for good, e.g. an expired job result (-> NOT_FOUND with reason GONE ->
 * 410, RFC 9110 section 15.5.11). The message is the user's text.
 */
export class GoneError extends DomainError {
  readonly code = 'not_found' as const;
  readonly reason = 'GONE' as const;
  constructor(message: string) {
    super(message);
    this.name = 'GoneError';
  }
}

/** The request conflicts with the stored state (-> FAILED_PRECONDITION -> 409). */
export class ConflictError extends DomainError {
  readonly code = 'conflict' as const;
  readonly reason = 'CONFLICT' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/**
 * Who asks is not established (-> UNAUTHENTICATED -> 401). Without a reason the caller's identity was refused (a
 * missing or invalid internal token: a failure between services, whose text is for the log); with one the user's
 * credentials (CREDENTIALS_REFUSED) or session (SESSION_ENDED) were, and the message is the user's text.
 */
export class UnauthenticatedError extends DomainError {
  readonly code = 'unauthenticated' as const;
  constructor(
    message = 'Not authenticated',
    readonly reason: 'CREDENTIALS_REFUSED' | 'SESSION_ENDED' | null = null,
  ) {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

/**
 * The caller lacks the right (-> PERMISSION_DENIED -> 403). No reason: the gateway answers its own 403 body (the groups
 * required and the caller's), never the message.
 */
export class PermissionDeniedError extends DomainError {
  readonly code = 'permission_denied' as const;
  readonly reason = null;
  constructor(message = 'Insufficient permissions') {
    super(message);
    this.name = 'PermissionDeniedError';
  }
}

/**
 * A dependency of the service is not ready, e.g. no snapshot loaded yet (-> UNAVAILABLE -> 503 on the Data API, the
 * route's 500 on the dashboard API). A failure, no refusal: the message is for the log.
 */
export class UnavailableError extends DomainError {
  readonly code = 'unavailable' as const;
  readonly reason = null;
  constructor(message: string) {
    super(message);
    this.name = 'UnavailableError';
  }
}

/**
 * The answer would exceed what the route gives at once (-> RESOURCE_EXHAUSTED with reason TOO_LARGE -> 413): a
 * streamed export above its row limit. The message is the user's text and names the route to use instead.
 */
export class TooLargeError extends DomainError {
  readonly code = 'resource_exhausted' as const;
  readonly reason = 'TOO_LARGE' as const;
  constructor(message: string) {
    super(message);
    this.name = 'TooLargeError';
  }
}

/**
 * A quota or rate limit is spent: the caller's own, or an outbound system's (the tracker's 429, the tracker quota of
 * docs/decisions/0009) (-> RESOURCE_EXHAUSTED -> 429). The message is the user's text, e.g. "Rate limit exceeded. Try
 * again later." (interface spec, "Errors": outbound).
 */
export class ResourceExhaustedError extends DomainError {
  readonly code = 'resource_exhausted' as const;
  readonly reason = 'RESOURCE_EXHAUSTED' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ResourceExhaustedError';
  }
}

/**
 * The caller's deadline passed before the write could commit, so nothing was written (-> DEADLINE_EXCEEDED -> 504;
 * docs/architecture.md, "Writes have one outcome"). A failure, no refusal: the gateway answers its own 504 text. An
 * outside system's timeout is an UpstreamTimeoutError.
 */
export class DeadlineExceededError extends DomainError {
  readonly code = 'deadline_exceeded' as const;
  readonly reason = null;
  constructor(message = 'The deadline passed before the write was committed; nothing was written') {
    super(message);
    this.name = 'DeadlineExceededError';
  }
}

/** The caller cancelled the call before the write could commit, so nothing was written (-> CANCELLED). */
export class CancelledError extends DomainError {
  readonly code = 'cancelled' as const;
  readonly reason = null;
  constructor(message = 'The call was cancelled before the write was committed; nothing was written') {
    super(message);
    this.name = 'CancelledError';
  }
}

/**
 * An outside system (the tracker, the vulnerability platform, the action plans upstream service) failed: it answered
 * an error (the message carries its body) or could not be reached (the network error) (-> UNAVAILABLE with reason
 * UPSTREAM_FAILED -> 502 with the message; interface spec, "Errors": outbound failures return the real failure
 * message). The reason tells it from the service itself being unavailable.
 */
export class UpstreamFailedError extends DomainError {
  readonly code = 'unavailable' as const;
  readonly reason = 'UPSTREAM_FAILED' as const;
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamFailedError';
  }
}

/**
 * An outside system did not answer within its timeout (the tracker's and the platform's 15 s, interface spec "Limits")
 * (-> DEADLINE_EXCEEDED with reason UPSTREAM_TIMEOUT -> 504 with the message). The reason tells it from the caller's
 * own deadline passing (DeadlineExceededError).
 */
export class UpstreamTimeoutError extends DomainError {
  readonly code = 'deadline_exceeded' as const;
  readonly reason = 'UPSTREAM_TIMEOUT' as const;
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamTimeoutError';
  }
}

/**
 * Trailing metadata key of an OverloadedError's `retryAfterSeconds` (a decimal integer, seconds), beside the refusal's
 * reason: the gateway answers it as the 503's `Retry-After`.
 */
export const RETRY_AFTER_KEY = 'x-retry-after-seconds';

/**
 * The service refused work it could not finish before the caller's deadline, before doing any of it (-> UNAVAILABLE
 * with reason OVERLOADED -> 503 with `Retry-After: retryAfterSeconds`). The message is the user's text; nothing was
 * written, so the caller may simply ask again after the pause.
 */
export class OverloadedError extends DomainError {
  readonly code = 'unavailable' as const;
  readonly reason = 'OVERLOADED' as const;
  /**
   * @param retryAfterSeconds whole seconds, at least 1: how long the work already queued is expected to take
   */
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'OverloadedError';
  }
}
