import { status, type ServiceError } from '@grpc/grpc-js';
import type { RefusalReason } from '@vmdash/domain';
import { refusalReasonOf } from '@vmdash/grpc';

/** What a failed gRPC call answered: its status, its details and its refusal reason (null for a failure). */
export interface GrpcFailure {
  code: status;
  details: string;
  reason: string | null;
}

/**
 * The failure of a gRPC call that must fail (docs/architecture.md, Contracts: a refusal carries its reason in the
 * trailing metadata).
 * @throws Error when the call succeeds
 */
export function grpcFailureOf(call: Promise<unknown>): Promise<GrpcFailure> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ServiceError) => ({ code: error.code, details: error.details, reason: refusalReasonOf(error) }),
  );
}

/** The status each refusal travels with, as docs/architecture.md ("Contracts") states the contract. */
const REFUSAL_STATUS: Record<RefusalReason, status> = {
  INVALID_ARGUMENT: status.INVALID_ARGUMENT,
  NOT_FOUND: status.NOT_FOUND,
  GONE: status.NOT_FOUND,
  CONFLICT: status.FAILED_PRECONDITION,
  RESOURCE_EXHAUSTED: status.RESOURCE_EXHAUSTED,
  TOO_LARGE: status.RESOURCE_EXHAUSTED,
  CREDENTIALS_REFUSED: status.UNAUTHENTICATED,
  SESSION_ENDED: status.UNAUTHENTICATED,
  UPSTREAM_FAILED: status.UNAVAILABLE,
  UPSTREAM_TIMEOUT: status.DEADLINE_EXCEEDED,
  OVERLOADED: status.UNAVAILABLE,
};

/** The GrpcFailure a refusal of `reason` with the user's text `details` answers (what grpcFailureOf reads of it). */
export function refusal(reason: RefusalReason, details: string): GrpcFailure {
  return { code: REFUSAL_STATUS[reason], details, reason };
}
