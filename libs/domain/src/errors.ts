/**
 * Typed domain errors. Services throw these from their rules and repositories; libs/grpc maps them to gRPC status
 * codes at the edge of a service, and the gateway maps those to HTTP once (docs/architecture.md, Contracts).
 */

/** One invalid input field: `loc` as in FastAPI's validation body (e.g. ["body","host_ids",3]), a message and a type. */
export interface FieldViolation {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Base class: `code` is a stable machine-readable name. */
export abstract class DomainError extends Error {
  abstract readonly code: 'invalid_argument' | 'not_found' | 'conflict' | 'unauthenticated' | 'permission_denied' | 'unavailable' | 'resource_exhausted' | 'deadline_exceeded' | 'cancelled';
}

/** Input breaks a rule (-> gRPC INVALID_ARGUMENT -> HTTP 422 on the data API, 400 on the dashboard). */
export class ValidationError extends DomainError {
  readonly code = 'invalid_argument' as const;
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
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The request conflicts with the stored state (-> FAILED_PRECONDITION -> 409). */
export class ConflictError extends DomainError {
  readonly code = 'conflict' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** No valid caller identity (-> UNAUTHENTICATED -> 401). */
export class UnauthenticatedError extends DomainError {
  readonly code = 'unauthenticated' as const;
  constructor(message = 'Not authenticated') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

/** The caller lacks the right (-> PERMISSION_DENIED -> 403). */
export class PermissionDeniedError extends DomainError {
  readonly code = 'permission_denied' as const;
  constructor(message = 'Insufficient permissions') {
    super(message);
    this.name = 'PermissionDeniedError';
  }
}

/** A dependency is not ready, e.g. no snapshot loaded yet (-> UNAVAILABLE -> 503). */
export class UnavailableError extends DomainError {
  readonly code = 'unavailable' as const;
  constructor(message: string) {
    super(message);
    this.name = 'UnavailableError';
  }
}

/**
 * A quota or rate limit is spent: the caller's own, or an outbound system's (the tracker's 429, the tracker quota of
 * docs/decisions/0009) (-> RESOURCE_EXHAUSTED -> 429). The message is the user's text, e.g. "Rate limit exceeded. Try
 * again later." (interface spec, "Errors": outbound).
 */
export class ResourceExhaustedError extends DomainError {
  readonly code = 'resource_exhausted' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ResourceExhaustedError';
  }
}

/**
 * A deadline passed (-> DEADLINE_EXCEEDED -> 504): by default the caller's, before the write could commit, so nothing
 * was written (docs/architecture.md, "Writes have one outcome"); with its own message also an outbound call's timeout
 * (the tracker's and the platform's 15 s, interface spec "Limits").
 */
export class DeadlineExceededError extends DomainError {
  readonly code = 'deadline_exceeded' as const;
  constructor(message = 'The deadline passed before the write was committed; nothing was written') {
    super(message);
    this.name = 'DeadlineExceededError';
  }
}

/** The caller cancelled the call before the write could commit, so nothing was written (-> CANCELLED). */
export class CancelledError extends DomainError {
  readonly code = 'cancelled' as const;
  constructor(message = 'The call was cancelled before the write was committed; nothing was written') {
    super(message);
    this.name = 'CancelledError';
  }
}
