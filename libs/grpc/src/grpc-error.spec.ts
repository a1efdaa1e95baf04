import { Metadata, status } from '@grpc/grpc-js';
import { NotFoundError } from '@vmdash/domain';
import { isGrpcError } from './grpc-error';

describe('isGrpcError', () => {
  it('when an error carries a gRPC status code and details, then it is one; a domain error, a system error or a plain error is not', () => {
    expect(isGrpcError(Object.assign(new Error('x'), { code: status.NOT_FOUND, details: 'x', metadata: new Metadata() }))).toBe(true);
    expect(isGrpcError({ code: status.UNAVAILABLE, details: 'no snapshot loaded' })).toBe(true);
    expect(isGrpcError(new NotFoundError('Asset not found'))).toBe(false);
    expect(isGrpcError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isGrpcError(new Error('x'))).toBe(false);
    expect(isGrpcError(undefined)).toBe(false);
  });
});
