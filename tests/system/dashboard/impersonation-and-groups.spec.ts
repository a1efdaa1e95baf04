import { ADMIN, startDashboardSystem, type Answer, type Browser, type DashboardSystem } from './support/dashboard-system';

const pair = (answer: Answer) => [answer.status, answer.body];
/** GET /api/auth/me's capabilities of an Admin acting as itself: every one. */
const ADMIN_CAPABILITIES = { write: true, export: true, approve: true, administer: true };

describe('impersonation, groups and teams through the gateway', () => {
  let system: DashboardSystem;
  let admin: Browser;
  let adminId: string;
  let target: { id: string; username: string; password: string };
  beforeAll(async () => {
    system = await startDashboardSystem();
    admin = await system.admin();
    adminId = ((await admin.request('GET', '/api/auth/me')).body as { user: { id: string } }).user.id;
    target = await system.createUser('Read_Only', { bu_teams: ['team-b', 'team-c'] });
  });
  afterAll(async () => {
    await system.stop();
  });

  it('when an Admin tries to impersonate itself, another Admin, a disabled or unknown user, or names nobody, then it is refused with 400', async () => {
    const otherAdmin = await system.createUser('Admin');
    const disabled = await system.createUser('Standard_User');
    await admin.request('PATCH', `/api/users/${disabled.id}`, { body: { is_active: false } });
    const impersonate = (body: unknown) => admin.request('POST', '/api/auth/impersonate', { body });
    expect(pair(await impersonate({ userId: adminId }))).toEqual([400, { error: 'Cannot impersonate yourself' }]);
    expect(pair(await impersonate({ userId: otherAdmin.id }))).toEqual([400, { error: 'Cannot impersonate another Admin' }]);
    expect(pair(await impersonate({ userId: disabled.id }))).toEqual([400, { error: 'Cannot impersonate a disabled user' }]);
    expect(pair(await impersonate({ userId: '00000000-0000-4000-8000-000000000000' }))).toEqual([400, { error: 'User not found' }]);
    expect(pair(await impersonate({}))).toEqual([400, { error: 'User ID is required' }]);
    expect(pair(await impersonate({ userId: { $ne: null } }))).toEqual([400, { error: 'User ID is required' }]);
    expect(pair(await admin.request('POST', '/api/auth/stop-impersonate'))).toEqual([400, { error: 'Not currently impersonating' }]);
  });

  it('when a user who is not an Admin tries to impersonate, then it is 403 with required and current', async () => {
    const member = await system.createUser('Leadership');
    const browser = system.browser();
    await browser.login(member.username, member.password);
    expect(pair(await browser.request('POST', '/api/auth/impersonate', { body: { userId: target.id } }))).toEqual([
      403,
      { error: 'Insufficient permissions', required: ['Admin'], current: 'Leadership' },
    ]);
  });

  it('when an Admin impersonates a user, then requests act as that user (group, teams, profile) and me shows the real Admin, until it stops', async () => {
    const started = await admin.request('POST', '/api/auth/impersonate', { body: { userId: target.id } });
    expect(pair(started)).toEqual([
      200,
      {
        message: 'Impersonation started',
        impersonating: true,
        user: { id: target.id, username: target.username, email: `${target.username}@example.test`, group: 'Read_Only' },
        realUser: { id: adminId, username: ADMIN.username, email: 'admin@vmdash.local', group: 'Admin' },
      },
    ]);
    try {
      expect(pair(await admin.request('GET', '/api/auth/me'))).toEqual([
        200,
        {
          user: (started.body as { user: unknown }).user,
          // The impersonated Read_Only user's capabilities, as every permission check sees the acting user.
          capabilities: { write: false, export: false, approve: false, administer: false },
          impersonating: true,
          realUser: (started.body as { realUser: unknown }).realUser,
        },
      ]);
      expect((await admin.request('GET', '/api/auth/profile')).body).toMatchObject({ id: target.id, username: target.username, group: 'Read_Only' });
      expect(pair(await admin.request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'own', teams: ['team-b', 'team-c'] }]);
      // The permission guard sees the target's group: Admin routes are closed while impersonating.
      expect(pair(await admin.request('GET', '/api/users'))).toEqual([403, { error: 'Insufficient permissions', required: ['Admin'], current: 'Read_Only' }]);
      expect(pair(await admin.request('POST', '/api/auth/impersonate', { body: { userId: target.id } }))).toEqual([
        403,
        { error: 'Insufficient permissions', required: ['Admin'], current: 'Read_Only' },
      ]);
      const change = await admin.request('POST', '/api/auth/change-password', { body: { currentPassword: target.password, newPassword: 'hijacked password' } });
      expect(pair(change)).toEqual([400, { error: 'Cannot change password while impersonating' }]);
    } finally {
      const stopped = await admin.request('POST', '/api/auth/stop-impersonate');
      expect(pair(stopped)).toEqual([200, { message: 'Impersonation stopped', user: { id: adminId, username: ADMIN.username, email: 'admin@vmdash.local', group: 'Admin' } }]);
    }
    expect(pair(await admin.request('GET', '/api/auth/me'))).toEqual([
      200,
      { user: { id: adminId, username: ADMIN.username, email: 'admin@vmdash.local', group: 'Admin' }, capabilities: ADMIN_CAPABILITIES },
    ]);
    // The target's own password was never changed.
    expect((await system.browser().login(target.username, target.password)).status).toBe(200);
  });

  it('when the impersonated user is disabled meanwhile, then the Admin session goes back to acting as the Admin', async () => {
    const victim = await system.createUser('Standard_User');
    const session = await system.admin();
    expect((await session.request('POST', '/api/auth/impersonate', { body: { userId: victim.id } })).status).toBe(200);
    await admin.request('PATCH', `/api/users/${victim.id}`, { body: { is_active: false } });
    expect(pair(await session.request('GET', '/api/auth/me'))).toEqual([
      200,
      { user: { id: adminId, username: ADMIN.username, email: 'admin@vmdash.local', group: 'Admin' }, capabilities: ADMIN_CAPABILITIES },
    ]);
  });

  it('when a Read_Only user calls the Admin routes, then each is 403 with the required and current groups', async () => {
    const reader = system.browser();
    await reader.login(target.username, target.password);
    const forbidden = [403, { error: 'Insufficient permissions', required: ['Admin'], current: 'Read_Only' }];
    expect(pair(await reader.request('POST', '/api/auth/cleanup-sessions'))).toEqual(forbidden);
    expect(pair(await reader.request('GET', '/api/users'))).toEqual(forbidden);
    expect(pair(await reader.request('POST', '/api/users', { body: { username: 'x' } }))).toEqual(forbidden);
    expect(pair(await reader.request('PATCH', `/api/users/${target.id}`, { body: { group: 'Admin' } }))).toEqual(forbidden);
    expect(pair(await reader.request('GET', '/api/audit'))).toEqual(forbidden);
    expect(pair(await reader.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } }))).toEqual(forbidden);
    expect(pair(await reader.request('PUT', '/api/sla-policy', { body: { replaces_version: 1 } }))).toEqual(forbidden);
  });

  it('when an Admin who belongs to no team signs in, then its session starts in all teams; an Admin or a user with teams starts in its own', async () => {
    // The system's first Admin belongs to no team, as the first Admin of a fresh install does.
    expect(pair(await (await system.admin()).request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'all', teams: [] }]);
    const adminWithTeams = await system.createUser('Admin', { bu_teams: ['team-x'] });
    const withTeams = system.browser();
    await withTeams.login(adminWithTeams.username, adminWithTeams.password);
    expect(pair(await withTeams.request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'own', teams: ['team-x'] }]);
    const member = await system.createUser('Standard_User', { bu_teams: [] });
    const memberBrowser = system.browser();
    await memberBrowser.login(member.username, member.password);
    expect(pair(await memberBrowser.request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'own', teams: [] }]);
  });

  it('when an Admin switches to all teams, then the choice is kept on its session only', async () => {
    const adminWithTeams = await system.createUser('Admin', { bu_teams: ['team-x'] });
    const first = system.browser();
    await first.login(adminWithTeams.username, adminWithTeams.password);
    const second = system.browser();
    await second.login(adminWithTeams.username, adminWithTeams.password);
    expect(pair(await first.request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'own', teams: ['team-x'] }]);
    expect(pair(await first.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } }))).toEqual([200, { message: 'Team scope updated', scope: 'all', teams: ['team-x'] }]);
    expect(pair(await first.request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'all', teams: ['team-x'] }]);
    expect(pair(await second.request('GET', '/api/auth/team-scope'))).toEqual([200, { scope: 'own', teams: ['team-x'] }]);
    expect(pair(await first.request('POST', '/api/auth/team-scope', { body: { scope: 'everything' } }))).toEqual([400, { error: 'Scope must be "own" or "all"' }]);
  });
});
