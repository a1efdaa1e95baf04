import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { DomainError, ValidationError } from '@vmdash/domain';
import { FIELD_VIOLATIONS_KEY, grpcStatusForDomainError, REFUSAL_REASON_KEY } from './status-mapping';

/** A gRPC error for the wire: `code`, `details` (message) and metadata. */
type GrpcError = Partial<ServiceError> & { code: status; details: string };

/**
 * Turns anything a handler threw into a gRPC error (docs/architecture.md, Contracts). Domain errors keep their message
 * and status; a refusal adds its reason (REFUSAL_REASON_KEY), a validation error its field violations, as trailing
 * metadata. A gRPC error of a downstream call passes as it came. Any other error becomes INTERNAL with a generic text,
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
    return { grpcError: { code: grpcStatusForDomainError(error), details: error.message, metadata }, internal: false };
  }
  return { grpcError: { code: status.INTERNAL, details: 'Internal error' }, internal: true };
}

function isGrpcError(error: unknown): error is GrpcError {
  return typeof error === 'object' && error !== null && typeof (error as GrpcError).code === 'number' && typeof (error as GrpcError).details === 'string' && !(error instanceof DomainError);
}
