import { GATEWAY_SERVICE_IDENTITY, verifyInternalToken, type CallerIdentity } from '@vmdash/identity';
import { createTestInternalKeys } from '@vmdash/testing';
import { createInternalTokenSource } from './service-identity';

const keys = createTestInternalKeys();
const reader: CallerIdentity = { subject: 'u1', scopes: ['dashboard'], group: 'Read_Only', teams: ['team-a'] };

describe('the internal tokens of the dashboard API', () => {
  it('when the same identity asks again within 30 s, then it gets the same token; after 30 s a new one', () => {
    let clock = 1_700_000_000_000;
    const tokens = createInternalTokenSource(keys.privateKeyPem, () => clock);
    const first = tokens.tokenOf(reader);
    clock += 29_999;
    expect(tokens.tokenOf({ ...reader, teams: ['team-a'] })).toBe(first);
    clock += 2;
    const renewed = tokens.tokenOf(reader);
    expect(renewed).not.toBe(first);
    expect(verifyInternalToken(renewed, keys.publicKeyPem, clock)).toEqual(reader);
  });

  it('when any claim differs (teams, group, the Admin behind an impersonation), then the token carries that identity', () => {
    const tokens = createInternalTokenSource(keys.privateKeyPem);
    const identities: CallerIdentity[] = [reader, { ...reader, teams: ['*'] }, { ...reader, group: 'Standard_User' }, { ...reader, actor: { subject: 'admin' } }, GATEWAY_SERVICE_IDENTITY];
    const issued = identities.map((identity) => tokens.tokenOf(identity));
    expect(new Set(issued).size).toBe(identities.length);
    expect(issued.map((token) => verifyInternalToken(token, keys.publicKeyPem))).toEqual(identities);
    expect(tokens.serviceToken()).toBe(issued[4]);
  });
});
