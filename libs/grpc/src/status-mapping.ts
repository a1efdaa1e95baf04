import { status } from '@grpc/grpc-js';
import { DomainError, isRefusalReason, type FieldViolation, type RefusalReason } from '@vmdash/domain';

/** Which HTTP face maps the status: the data API answers 422 for invalid input, the dashboard 400. */
type HttpFace = 'data' | 'dashboard';

/** Trailing metadata key carrying field violations as JSON (FieldViolation[]). */
export const FIELD_VIOLATIONS_KEY = 'x-field-violations';

/**
 * Trailing metadata key carrying a refusal's reason (libs/domain REFUSAL_REASONS, google.rpc.ErrorInfo's `reason`): set
 * for a refusal, whose details are the user's text; absent for a failure (docs/architecture.md, Contracts).
 */
export const REFUSAL_REASON_KEY = 'x-refusal-reason';

const DOMAIN_TO_GRPC: Record<DomainError['code'], status> = {
  invalid_argument: status.INVALID_ARGUMENT,
  not_found: status.NOT_FOUND,
  conflict: status.FAILED_PRECONDITION,
  unauthenticated: status.UNAUTHENTICATED,
  permission_denied: status.PERMISSION_DENIED,
  unavailable: status.UNAVAILABLE,
  resource_exhausted: status.RESOURCE_EXHAUSTED,
  deadline_exceeded: status.DEADLINE_EXCEEDED,
  cancelled: status.CANCELLED,
};

/** gRPC status code for a domain error code (docs/architecture.md, Contracts). */
export function grpcStatusForDomainError(error: DomainError): status {
  return DOMAIN_TO_GRPC[error.code];
}

/**
 * The one place that maps gRPC status codes to HTTP (docs/architecture.md, Contracts): INVALID_ARGUMENT -> 422 (data API)
 * or 400 (dashboard), UNAUTHENTICATED -> 401, PERMISSION_DENIED -> 403, NOT_FOUND -> 404 (410 with reason GONE),
 * ALREADY_EXISTS/FAILED_PRECONDITION -> 409, RESOURCE_EXHAUSTED -> 429 (413 with reason TOO_LARGE), UNAVAILABLE -> 503 (502 with reason
 * UPSTREAM_FAILED: an outside system failed, not the service), DEADLINE_EXCEEDED -> 504, anything else -> 500.
 * @param reason the refusal reason of the error (refusalReasonOf), null for a failure
 */
export function httpStatusForGrpc(code: status, face: HttpFace, reason: RefusalReason | null = null): number {
  switch (code) {
    case status.OK:
      return 200;
    case status.INVALID_ARGUMENT:
    case status.OUT_OF_RANGE:
      return face === 'data' ? 422 : 400;
    case status.UNAUTHENTICATED:
      return 401;
    case status.PERMISSION_DENIED:
      return 403;
    case status.NOT_FOUND:
      return reason === 'GONE' ? 410 : 404;
    case status.ALREADY_EXISTS:
    case status.FAILED_PRECONDITION:
    case status.ABORTED:
      return 409;
    case status.RESOURCE_EXHAUSTED:
      return reason === 'TOO_LARGE' ? 413 : 429;
    case status.UNAVAILABLE:
      return reason === 'UPSTREAM_FAILED' ? 502 : 503;
    case status.DEADLINE_EXCEEDED:
      return 504;
    default:
      return 500;
  }
}

/** Reads the field violations a service attached to an error, or [] when none (or malformed). */
export function fieldViolationsOf(error: { metadata?: { get(key: string): unknown[] } }): FieldViolation[] {
  const raw = error.metadata?.get(FIELD_VIOLATIONS_KEY)[0];
  if (typeof raw !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as FieldViolation[]) : [];
  } catch {
    return [];
  }
}

/**
 * The reason of a refusal a service sent (REFUSAL_REASON_KEY), or null for a failure: no reason, or one this build does
 * not know.
 */
export function refusalReasonOf(error: { metadata?: { get(key: string): unknown[] } }): RefusalReason | null {
  const raw = error.metadata?.get(REFUSAL_REASON_KEY)[0];
  return isRefusalReason(raw) ? raw : null;
}
