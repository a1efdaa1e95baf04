import { Metadata, status } from '@grpc/grpc-js';
import { NotFoundError, UnavailableError } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import { isGrpcError, peerUnavailable } from './grpc-error';
import { toGrpcError } from './service-errors';
import { REFUSAL_REASON_KEY } from './status-mapping';

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

describe('peerUnavailable', () => {
  const logger = { warn: jest.fn() } as unknown as Logger;

  it('when the peer refused the call, then its refusal passes through with its status, reason and text', () => {
    const metadata = new Metadata();
    metadata.set(REFUSAL_REASON_KEY, 'INVALID_ARGUMENT');
    const refusal = Object.assign(new Error('3 INVALID_ARGUMENT: Unknown sort field'), { code: status.INVALID_ARGUMENT, details: 'Unknown sort field', metadata });

    const answer = peerUnavailable(refusal, 'data-cache QueryBetaFindings', 'Findings are unavailable', logger);

    expect(answer).toBe(refusal);
    expect(toGrpcError(answer).grpcError).toMatchObject({ code: status.INVALID_ARGUMENT, details: 'Unknown sort field' });
  });

  it('when the peer failed (down, its deadline, its own error), then the caller answers unavailable with its own text', () => {
    for (const failure of [
      { code: status.UNAVAILABLE, details: 'No connection established', metadata: new Metadata() },
      { code: status.DEADLINE_EXCEEDED, details: 'Deadline exceeded', metadata: new Metadata() },
      { code: status.INTERNAL, details: 'Internal error', metadata: new Metadata() },
      new Error('socket hang up'),
    ]) {
      const answer = peerUnavailable(failure, 'data-cache QueryBetaFindings', 'Findings are unavailable', logger);
      expect(answer).toBeInstanceOf(UnavailableError);
      expect((answer as UnavailableError).message).toBe('Findings are unavailable');
    }
  });
});
