import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { FIELD_VIOLATIONS_KEY } from '@vmdash/grpc';
import { mapGrpcError } from './grpc-errors';

function serviceError(code: status, details: string, violations?: unknown): ServiceError {
  const metadata = new Metadata();
  if (violations) metadata.set(FIELD_VIOLATIONS_KEY, JSON.stringify(violations));
  return Object.assign(new Error(details), { code, details, metadata });
}

describe('gRPC errors -> Data API answers', () => {
  it("when a call fails with a domain status, then the status follows the one mapping and the detail is the service's", () => {
    expect(mapGrpcError(serviceError(status.NOT_FOUND, 'Asset not found'))).toEqual({ status: 404, body: { detail: 'Asset not found' } });
    expect(mapGrpcError(serviceError(status.FAILED_PRECONDITION, 'Plan is inactive'))).toEqual({ status: 409, body: { detail: 'Plan is inactive' } });
    expect(mapGrpcError(serviceError(status.RESOURCE_EXHAUSTED, ''))).toEqual({ status: 429, body: { detail: 'Too Many Requests' } });
  });

  it('when a call fails with INVALID_ARGUMENT, then it is 422 with the field violations', () => {
    expect(mapGrpcError(serviceError(status.INVALID_ARGUMENT, 'bad', [{ loc: ['body', 'scanner_id'], msg: 'Field required', type: 'missing' }]))).toEqual({
      status: 422,
      body: { detail: [{ type: 'missing', loc: ['body', 'scanner_id'], msg: 'Field required' }] },
    });
  });

  it('when a call fails on the server side, then the answer has a fixed text and no transport detail, and a 503 says when to ask again', () => {
    expect(mapGrpcError(serviceError(status.UNAVAILABLE, 'connect ECONNREFUSED 10.0.0.7:50051'))).toEqual({ status: 503, body: { detail: 'Service unavailable' }, headers: { 'Retry-After': '5' } });
    expect(mapGrpcError(serviceError(status.DEADLINE_EXCEEDED, 'Deadline exceeded'))).toEqual({ status: 504, body: { detail: 'Upstream service timed out' } });
    expect(mapGrpcError(serviceError(status.INTERNAL, 'stack trace here'))).toEqual({ status: 500, body: { detail: 'Internal Server Error' } });
  });

  it("when a service refuses the internal identity, then the caller gets the gateway's 401 and 403 bodies", () => {
    expect(mapGrpcError(serviceError(status.UNAUTHENTICATED, 'Invalid internal identity token'))).toEqual({
      status: 401,
      body: { detail: 'Not authenticated' },
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect(mapGrpcError(serviceError(status.PERMISSION_DENIED, 'no'))).toEqual({ status: 403, body: { detail: 'Not enough permissions' } });
  });
});
