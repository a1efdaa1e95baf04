import { accessOf } from './rpc-access';

describe('the access of a route that calls an RPC', () => {
  it('when the RPC needs a Data API scope, a dashboard user, an Admin or the gateway itself, then the route needs a bearer token with that scope, a session, an Admin session or nothing', () => {
    expect(accessOf('vmdash.v1.DataCacheService/RefreshBeta')).toEqual({ kind: 'bearer', scope: 'cache:refresh' });
    expect(accessOf('vmdash.v1.ActionPlanService/UpdatePlan')).toEqual({ kind: 'bearer', scope: 'plans:write' });
    expect(accessOf('vmdash.v1.DashboardAuthService/ChangePassword')).toEqual({ kind: 'session' });
    expect(accessOf('vmdash.v1.DashboardAuthService/QueryAudit')).toEqual({ kind: 'groups', groups: ['Admin'] });
    expect(accessOf('vmdash.v1.DashboardAuthService/Login')).toEqual({ kind: 'public' });
  });
});
