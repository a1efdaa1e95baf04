import { Metadata, status } from '@grpc/grpc-js';
import { DomainError, OverloadedError, RETRY_AFTER_KEY, ValidationError } from '@vmdash/domain';
import { isGrpcError, type GrpcError } from './grpc-error';
import { FIELD_VIOLATIONS_KEY, grpcStatusForDomainError, REFUSAL_REASON_KEY } from './status-mapping';

/**
 * Turns anything a handler threw into a gRPC error (docs/architecture.md, Contracts). Domain errors keep their message
 * and status; a refusal adds its reason (REFUSAL_REASON_KEY), a validation error its field violations, an overload
 * refusal its retry-after seconds (RETRY_AFTER_KEY), as trailing metadata. A gRPC error of a downstream call passes as it came. Any other error becomes INTERNAL with a generic text,
 * so internals never leak to callers (OWASP ASVS 7.4.1). `internal` is true for the latter, for logging.
 */
export function toGrpcError(error: unknown): { grpcError: GrpcError; internal: boolean } {
  if (isGrpcError(error)) return { grpcError: error, internal: false };
  if (error instanceof DomainError) {
    const metadata = new Metadata();
    if (error.reason !== null) metadata.set(REFUSAL_REASON_KEY, error.reason);
    if (error instanceof ValidationError && error.violations.length > 0) {
      metadata.set(FIELD_VIOLATIONS_KEY, JSON.stringify(error.violations));
    }
    if (error instanceof OverloadedError) metadata.set(RETRY_AFTER_KEY, String(error.retryAfterSeconds));
    return { grpcError: { code: grpcStatusForDomainError(error), details: error.message, metadata }, internal: false };
  }
  return { grpcError: { code: status.INTERNAL, details: 'Internal error' }, internal: true };
}
