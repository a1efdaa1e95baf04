import { PermissionDeniedError } from '@vmdash/domain';
import { admitCaller } from './rpc-admission';
import type { CallerIdentity } from './internal-token';
import { RPC_PERMISSIONS, type RpcPermission } from './rpc-permissions';

describe('admitting a caller to an RPC', () => {
  it('when a Data API scope is required, then only a caller holding it passes', () => {
    expect(admitCaller({ kind: 'scope', scope: 'data:read' }, { subject: 'tester', scopes: ['data:read'] })).toEqual({});
    expect(() => admitCaller({ kind: 'scope', scope: 'plans:write' }, { subject: 'tester', scopes: ['data:read'] })).toThrow(new PermissionDeniedError('scope plans:write required'));
    expect(() => admitCaller({ kind: 'scope', scope: 'data:read' }, { subject: 'u1', scopes: ['dashboard'], group: 'Admin' })).toThrow(PermissionDeniedError);
  });

  it('when a scope may also be used by dashboard users, then a holder of the scope or a user of the allowed groups passes, and other users do not', () => {
    const writers = { kind: 'scope', scope: 'plans:write', orUser: { groups: ['Admin', 'Standard_User'] } } as const;
    expect(admitCaller(writers, { subject: 'tester', scopes: ['plans:write'] })).toEqual({});
    expect(admitCaller(writers, { subject: 'u1', scopes: ['dashboard'], group: 'Standard_User' })).toEqual({ user: { subject: 'u1', group: 'Standard_User' } });
    expect(() => admitCaller(writers, { subject: 'u2', scopes: ['dashboard'], group: 'Read_Only' })).toThrow(new PermissionDeniedError('Insufficient permissions'));
    expect(() => admitCaller(writers, { subject: 'tester', scopes: ['data:read'] })).toThrow(new PermissionDeniedError('scope plans:write required'));
    expect(admitCaller({ kind: 'scope', scope: 'data:read', orUser: {} }, { subject: 'u3', scopes: ['dashboard'], group: 'Leadership' })).toEqual({ user: { subject: 'u3', group: 'Leadership' } });
  });

  it("when the gateway's service identity is required, then only it passes", () => {
    expect(admitCaller({ kind: 'gateway' }, { subject: 'system:gateway', scopes: ['dashboard:auth'] })).toEqual({});
    for (const caller of [
      { subject: 'system:gateway', scopes: [] },
      { subject: 'user-1', scopes: ['dashboard:auth'] },
      { subject: 'system:gateway', scopes: ['dashboard:auth'], group: 'Admin' },
      { subject: 'system:gateway', scopes: ['dashboard:auth'], actor: { subject: 'x' } },
    ]) {
      expect(() => admitCaller({ kind: 'gateway' }, caller)).toThrow(PermissionDeniedError);
    }
  });

  it('when a dashboard user is required, then a user of an allowed group passes with who acts, and service or Data API identities do not', () => {
    const admins = { kind: 'user', groups: ['Admin'] } as const;
    expect(admitCaller(admins, { subject: 'u1', scopes: ['dashboard'], group: 'Admin', actor: { subject: 'a1' } })).toEqual({ user: { subject: 'u1', group: 'Admin', actorSubject: 'a1' } });
    expect(admitCaller({ kind: 'user' }, { subject: 'u2', scopes: ['dashboard'], group: 'Read_Only' })).toEqual({ user: { subject: 'u2', group: 'Read_Only' } });
    expect(() => admitCaller(admins, { subject: 'u1', scopes: ['dashboard'], group: 'Read_Only' })).toThrow(new PermissionDeniedError('Insufficient permissions'));
    expect(() => admitCaller({ kind: 'user' }, { subject: 'system:gateway', scopes: ['dashboard'], group: 'Admin' })).toThrow(PermissionDeniedError);
    expect(() => admitCaller({ kind: 'user' }, { subject: 'tester', scopes: ['data:read'] })).toThrow(PermissionDeniedError);
    expect(() => admitCaller({ kind: 'user' }, { subject: 'u1', scopes: ['dashboard'], group: 'Root' })).toThrow(PermissionDeniedError);
  });

  it('when any verified internal caller may call, then every caller passes', () => {
    expect(admitCaller({ kind: 'service' }, { subject: 'planner', scopes: ['plans:write'] })).toEqual({});
  });

  describe('a job grant', () => {
    const job: CallerIdentity = { subject: 'u1', scopes: ['dashboard'], group: 'Standard_User', teams: ['red'], grant: 'job' };
    const jobRpcs = Object.entries(RPC_PERMISSIONS).filter(([, permission]) => (permission as RpcPermission & { jobs?: true }).jobs === true);

    it('when a job calls an RPC jobs may call (the findings it exports), then it passes', () => {
      expect(jobRpcs.map(([rpc]) => rpc)).toContain('vmdash.v1.DataCacheService/QueryBetaFindings');
      for (const [, permission] of jobRpcs) expect(admitCaller(permission, job)).toEqual({});
    });

    it('when a job calls any other RPC, then it is refused, whatever the RPC asks of its callers', () => {
      const others = Object.entries(RPC_PERMISSIONS).filter(([, permission]) => (permission as RpcPermission & { jobs?: true }).jobs !== true);
      expect(others.length).toBeGreaterThan(50);
      for (const [, permission] of others) expect(() => admitCaller(permission, job)).toThrow(new PermissionDeniedError('A job may not make this call'));
      expect(() => admitCaller({ kind: 'service' }, { ...job, scopes: ['dashboard', 'data:read', 'cache:refresh'] })).toThrow(PermissionDeniedError);
    });

    it('when the same caller comes with an ordinary internal token, then the job rule does not apply', () => {
      const { grant: _grant, ...user } = job;
      expect(admitCaller(RPC_PERMISSIONS['vmdash.v1.DashboardWorkflowService/ListFindings'], user)).toEqual({ user: { subject: 'u1', group: 'Standard_User' } });
      expect(admitCaller(RPC_PERMISSIONS['vmdash.v1.DataCacheService/FindKnownBetaHosts'], user)).toEqual({});
    });
  });
});
