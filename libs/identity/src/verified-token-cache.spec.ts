import { UnauthenticatedError } from '@vmdash/domain';
import jwt from 'jsonwebtoken';
import { createTestInternalKeys } from '@vmdash/testing';
import { createInternalTokenVerifier } from './verified-token-cache';

describe('internal token verifier with memory', () => {
  const keys = createTestInternalKeys();

  it('when the same token comes again, then it is accepted again with the same caller', () => {
    const verify = createInternalTokenVerifier(keys.publicKeyPem);
    const token = keys.tokenFor({ subject: 'alice', scopes: ['data:read'] });
    expect(verify(token)).toMatchObject({ subject: 'alice', scopes: ['data:read'] });
    expect(verify(token)).toMatchObject({ subject: 'alice', scopes: ['data:read'] });
  });

  it('when a remembered token has expired, then it is refused', () => {
    let nowMs = Date.now();
    const verify = createInternalTokenVerifier(keys.publicKeyPem, () => nowMs);
    const token = keys.tokenFor();
    verify(token);
    nowMs += 61_000;
    expect(() => verify(token)).toThrow(UnauthenticatedError);
  });

  it('when a token differs by one character from a remembered one, then it is verified afresh and refused', () => {
    const verify = createInternalTokenVerifier(keys.publicKeyPem);
    const token = keys.tokenFor();
    verify(token);
    const changed = token.length - 2;
    const forged = `${token.slice(0, changed)}${token[changed] === 'A' ? 'B' : 'A'}${token.slice(changed + 1)}`;
    expect(() => verify(forged)).toThrow(UnauthenticatedError);
    const otherKey = createTestInternalKeys();
    expect(() => verify(otherKey.tokenFor())).toThrow(UnauthenticatedError);
    expect(() => verify(jwt.sign({ sub: 'x', scope: '' }, 'secret'))).toThrow(UnauthenticatedError);
  });
});
