import jwt from 'jsonwebtoken';
import { UnauthenticatedError } from '@vmdash/domain';
import { createTestInternalKeys } from '@vmdash/testing';
import { signInternalToken, signJobGrant, verifyInternalToken } from './internal-token';

describe('internal identity token', () => {
  const gateway = createTestInternalKeys();

  it('when the gateway signs an identity, then a service reads back subject, scopes, teams and the acting Admin', () => {
    const token = signInternalToken({ subject: 'u2', scopes: ['data:read'], group: 'Standard_User', teams: ['t1'], actor: { subject: 'admin1' } }, gateway.privateKeyPem);
    expect(verifyInternalToken(token, gateway.publicKeyPem)).toEqual({ subject: 'u2', scopes: ['data:read'], group: 'Standard_User', teams: ['t1'], actor: { subject: 'admin1' } });
  });

  it('when the token is missing, signed by another key, unsigned or expired, then it is refused', () => {
    const other = createTestInternalKeys();
    expect(() => verifyInternalToken(undefined, gateway.publicKeyPem)).toThrow(UnauthenticatedError);
    expect(() => verifyInternalToken(signInternalToken({ subject: 'x', scopes: [] }, other.privateKeyPem), gateway.publicKeyPem)).toThrow(UnauthenticatedError);
    const unsigned = jwt.sign({ sub: 'x', scope: '' }, '', { algorithm: 'none', issuer: 'vmdash-gateway', audience: 'vmdash-services' });
    expect(() => verifyInternalToken(unsigned, gateway.publicKeyPem)).toThrow(UnauthenticatedError);
    const expired = jwt.sign({ sub: 'x', scope: '', exp: Math.floor(Date.now() / 1000) - 10 }, gateway.privateKeyPem, { algorithm: 'ES256', issuer: 'vmdash-gateway', audience: 'vmdash-services' });
    expect(() => verifyInternalToken(expired, gateway.publicKeyPem)).toThrow(UnauthenticatedError);
  });

  it('when the gateway signs a job grant, then a service reads the same caller marked as a job, until the grant expires', () => {
    const owner = { subject: 'u2', scopes: ['dashboard'], group: 'Standard_User', teams: ['t1'], actor: { subject: 'admin1' } };
    const grant = signJobGrant(owner, gateway.privateKeyPem, 6 * 3600);
    expect(verifyInternalToken(grant, gateway.publicKeyPem)).toEqual({ ...owner, grant: 'job' });
    expect(verifyInternalToken(grant, gateway.publicKeyPem, Date.now() + 5 * 3600_000)).toEqual({ ...owner, grant: 'job' });
    expect(() => verifyInternalToken(grant, gateway.publicKeyPem, Date.now() + 6 * 3600_000 + 5_000)).toThrow(new UnauthenticatedError('Invalid internal identity token'));
    expect(() => verifyInternalToken(signJobGrant(owner, createTestInternalKeys().privateKeyPem, 3600), gateway.publicKeyPem)).toThrow(UnauthenticatedError);
    expect(verifyInternalToken(signInternalToken(owner, gateway.privateKeyPem), gateway.publicKeyPem)).not.toHaveProperty('grant');
  });
});
