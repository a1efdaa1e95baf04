import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { UnauthenticatedError } from '@vmdash/domain';
import { signInternalToken, verifyInternalToken } from './internal-token';

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

describe('internal identity token', () => {
  const gateway = pem();

  it('when the gateway signs an identity, then a service reads back subject, scopes, teams and the acting Admin', () => {
    const token = signInternalToken({ subject: 'u2', scopes: ['data:read'], group: 'Standard_User', teams: ['t1'], actor: { subject: 'admin1' } }, gateway.privateKey);
    expect(verifyInternalToken(token, gateway.publicKey)).toEqual({ subject: 'u2', scopes: ['data:read'], group: 'Standard_User', teams: ['t1'], actor: { subject: 'admin1' } });
  });

  it('when the token is missing, signed by another key, unsigned or expired, then it is refused', () => {
    const other = pem();
    expect(() => verifyInternalToken(undefined, gateway.publicKey)).toThrow(UnauthenticatedError);
    expect(() => verifyInternalToken(signInternalToken({ subject: 'x', scopes: [] }, other.privateKey), gateway.publicKey)).toThrow(UnauthenticatedError);
    const unsigned = jwt.sign({ sub: 'x', scope: '' }, '', { algorithm: 'none', issuer: 'vmdash-gateway', audience: 'vmdash-services' });
    expect(() => verifyInternalToken(unsigned, gateway.publicKey)).toThrow(UnauthenticatedError);
    const expired = jwt.sign({ sub: 'x', scope: '', exp: Math.floor(Date.now() / 1000) - 10 }, gateway.privateKey, { algorithm: 'ES256', issuer: 'vmdash-gateway', audience: 'vmdash-services' });
    expect(() => verifyInternalToken(expired, gateway.publicKey)).toThrow(UnauthenticatedError);
  });
});
