import { readFileSync } from 'node:fs';
import jwt from 'jsonwebtoken';
import { verifyInternalToken } from '@vmdash/identity';
import { createTestBearerKeys, TEST_AUDIENCE, TEST_ISSUER } from './bearer-keys';
import { createTestInternalKeys } from './internal-keys';

describe('test keys', () => {
  const bearer = createTestBearerKeys('kid-1');
  const verify = (token: string) => jwt.verify(token, bearer.publicKeyPem, { algorithms: ['RS256'], issuer: TEST_ISSUER, audience: TEST_AUDIENCE });

  it('when a bearer token is signed with the defaults, then the key set verifies it and it carries every scope for 10 minutes', () => {
    const token = bearer.sign();
    expect(jwt.decode(token, { complete: true })?.header).toMatchObject({ alg: 'RS256', kid: 'kid-1' });
    const claims = verify(token) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: 'tester', scope: 'data:read plans:write cache:refresh' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    expect(JSON.parse(readFileSync(bearer.keySetFile, 'utf8'))).toEqual({ 'kid-1': bearer.publicKeyPem });
  });

  it('when a bearer token leaves out claims or uses the stranger key, then verification sees exactly that', () => {
    const withoutExpiry = jwt.decode(bearer.sign({ expiresInSeconds: null, claims: { sub: undefined } })) as jwt.JwtPayload;
    expect(withoutExpiry.exp).toBeUndefined();
    expect(withoutExpiry.sub).toBeUndefined();
    expect(() => verify(bearer.sign({ key: bearer.strangerPrivateKey }))).toThrow(/invalid signature/);
  });

  it('when the hostile tokens are built, then one is unsigned and the other an HS256 token over the public key', () => {
    expect(jwt.decode(bearer.unsignedToken(), { complete: true })?.header.alg).toBe('none');
    const confused = bearer.algorithmConfusionToken();
    expect(jwt.decode(confused, { complete: true })?.header.alg).toBe('HS256');
    expect(() => verify(confused)).toThrow(/invalid algorithm/);
  });

  it('when an internal token is signed, then the public key and its file verify it for the given identity', () => {
    const internal = createTestInternalKeys();
    expect(readFileSync(internal.publicKeyFile, 'utf8')).toBe(internal.publicKeyPem);
    expect(readFileSync(internal.privateKeyFile, 'utf8')).toBe(internal.privateKeyPem);
    expect(verifyInternalToken(internal.tokenFor({ subject: 'alice', scopes: ['data:read'] }), internal.publicKeyPem)).toMatchObject({ subject: 'alice', scopes: ['data:read'] });
    expect(verifyInternalToken(internal.tokenFor(), internal.publicKeyPem)).toMatchObject({ subject: 'test-user', scopes: ['data:read', 'plans:write', 'cache:refresh'] });
  });
});
