import { loadVmdashPackageDefinition } from '@vmdash/proto';
import { permissionOf, RPC_PERMISSIONS } from './rpc-permissions';

/** Every RPC of every service the vmdash protos define, as "<service>/<method>", read from the loaded protos. */
function rpcsOfProtos(): string[] {
  return Object.values(loadVmdashPackageDefinition()).flatMap((definition) =>
    Object.values(definition).flatMap((method: unknown) => {
      const path = (method as { path?: unknown }).path;
      return typeof path === 'string' && path.startsWith('/vmdash.') ? [path.slice(1)] : [];
    }),
  );
}

describe('RPC permissions', () => {
  it('when the protos are loaded, then every RPC of every vmdash service has exactly one permission entry, and no entry names another', () => {
    const rpcs = rpcsOfProtos();
    expect(rpcs).toContain('vmdash.v1.DataCacheService/ListBetaVulnerabilitiesOfHost');
    expect(Object.keys(RPC_PERMISSIONS).sort()).toEqual([...rpcs].sort());
  });

  it('when an RPC is an export, then it carries the one export permission: every dashboard group but Read_Only', () => {
    const exports = Object.entries(RPC_PERMISSIONS).filter(([rpc]) => rpc.split('/')[1]!.startsWith('Export'));
    expect(exports.map(([rpc]) => rpc)).toEqual(expect.arrayContaining(['vmdash.v1.DashboardComplianceService/ExportComplianceItems', 'vmdash.v1.DashboardWorkflowService/ExportFindings']));
    for (const [rpc, permission] of exports) expect([rpc, permission]).toEqual([rpc, { kind: 'user', groups: ['Admin', 'Standard_User', 'Leadership'] }]);
  });

  it("when the gateway asks for a route's permission, then it gets the entry of the RPC the route calls", () => {
    expect(permissionOf('vmdash.v1.DataCacheService/RefreshBeta')).toEqual({ kind: 'scope', scope: 'cache:refresh' });
    expect(permissionOf('vmdash.v1.ActionPlanService/ListPlans').scope).toBe('data:read');
    expect(permissionOf('vmdash.v1.DashboardAuthService/QueryAudit').groups).toEqual(['Admin']);
    expect(permissionOf('vmdash.v1.DashboardAuthService/Login')).toEqual({ kind: 'gateway' });
  });
});
