import { PermissionDeniedError } from '@vmdash/domain';
import { requireGatewayService, requireUser } from './caller-policy';

describe('who may call the dashboard', () => {
  it('when the session RPCs are called, then only the gateway service identity passes', () => {
    expect(() => requireGatewayService({ subject: 'system:gateway', scopes: ['dashboard:auth'] })).not.toThrow();
    for (const caller of [
      { subject: 'system:gateway', scopes: [] },
      { subject: 'user-1', scopes: ['dashboard:auth'] },
      { subject: 'system:gateway', scopes: ['dashboard:auth'], group: 'Admin' },
      { subject: 'system:gateway', scopes: ['dashboard:auth'], actor: { subject: 'x' } },
    ]) {
      expect(() => requireGatewayService(caller)).toThrow(PermissionDeniedError);
    }
  });

  it('when user RPCs are called, then a dashboard user of an allowed group passes, and service or Data API identities do not', () => {
    expect(requireUser({ subject: 'u1', scopes: ['dashboard'], group: 'Admin', actor: { subject: 'a1' } }, ['Admin'])).toEqual({ subject: 'u1', group: 'Admin', actorSubject: 'a1' });
    expect(() => requireUser({ subject: 'u1', scopes: ['dashboard'], group: 'Read_Only' }, ['Admin'])).toThrow(PermissionDeniedError);
    expect(() => requireUser({ subject: 'system:gateway', scopes: ['dashboard'], group: 'Admin' })).toThrow(PermissionDeniedError);
    expect(() => requireUser({ subject: 'tester', scopes: ['data:read'] })).toThrow(PermissionDeniedError);
    expect(() => requireUser({ subject: 'u1', scopes: ['dashboard'], group: 'Root' })).toThrow(PermissionDeniedError);
  });
});
