import { status } from '@grpc/grpc-js';
import { fieldViolationsOf, httpStatusForGrpc, type GrpcError } from '@vmdash/grpc';
import { NOT_AUTHENTICATED_BODY, NOT_ENOUGH_PERMISSIONS_BODY } from '../auth/bearer-auth';
import { fastApiErrorsFromViolations } from './validation-errors';

/** An HTTP answer for a failed gRPC call. */
interface MappedGrpcError {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * `Retry-After` of a 503, seconds (RFC 9110, 10.2.3): a service that is starting, restarting or building its first
 * snapshot (data-cache answers UNAVAILABLE until then: docs/decisions/0004-data-cache-snapshots.md) is asked again
 * after this pause, not in a tight loop (docs/architecture.md, "Errors and retries").
 */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Fixed texts of server-side failures: a service's transport details (addresses, causes) stay in the logs. */
const SERVER_ERROR_TEXTS: Record<number, string> = {
  500: 'Internal Server Error',
  503: 'Service unavailable',
  504: 'Upstream service timed out',
};

/**
 * Maps a failed gRPC call to the Data API's answer, with the status of libs/grpc `httpStatusForGrpc` (the one
 * mapping, docs/architecture.md Contracts). INVALID_ARGUMENT -> 422 with FastAPI's body built from the service's field
 * violations; NOT_FOUND, conflicts and limits -> `{"detail": <the service's message>}` (domain messages, written for
 * callers); 401 and 403 -> the gateway's own bodies; 5xx -> fixed texts, 503 with `Retry-After`.
 */
export function mapGrpcError(error: GrpcError): MappedGrpcError {
  const httpStatus = httpStatusForGrpc(error.code, 'data');
  if (httpStatus === 422) return { status: 422, body: { detail: fastApiErrorsFromViolations(fieldViolationsOf(error), error.details) } };
  if (httpStatus === 401) return { status: 401, body: NOT_AUTHENTICATED_BODY, headers: { 'WWW-Authenticate': 'Bearer' } };
  if (httpStatus === 403) return { status: 403, body: NOT_ENOUGH_PERMISSIONS_BODY };
  if (httpStatus === 503) return { status: 503, body: { detail: SERVER_ERROR_TEXTS[503] }, headers: { 'Retry-After': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) } };
  if (httpStatus >= 500) return { status: httpStatus, body: { detail: SERVER_ERROR_TEXTS[httpStatus] ?? SERVER_ERROR_TEXTS[500] } };
  return { status: httpStatus, body: { detail: error.details || defaultText(error.code) } };
}

function defaultText(code: status): string {
  return code === status.NOT_FOUND ? 'Not Found' : code === status.RESOURCE_EXHAUSTED ? 'Too Many Requests' : 'Conflict';
}
