import { eventually } from '@vmdash/testing';
import { startDashboardSystem, type Answer, type DashboardSystem } from './support/dashboard-system';

const pair = (answer: Answer) => [answer.status, answer.body];

/** interface-spec, "B. Dashboard backend authentication routes": every error text and status, through the gateway. */
describe('dashboard auth routes: every error text', () => {
  let system: DashboardSystem;
  let user: { id: string; username: string; password: string };
  beforeAll(async () => {
    system = await startDashboardSystem();
    user = await system.createUser('Standard_User');
  });
  afterAll(async () => {
    await system.stop();
  });

  it('when login lacks a field, has an empty or non-string one, or its body is not a JSON object, then it is 400 "Username and password are required"', async () => {
    const browser = system.browser();
    const required = [400, { error: 'Username and password are required' }];
    for (const body of [
      {},
      { username: user.username },
      { password: 'x' },
      { username: '', password: 'x' },
      { username: user.username, password: '' },
      { username: 1, password: 'x' },
      { username: ['a'], password: 'x' },
      [],
    ]) {
      expect([JSON.stringify(body), ...pair(await browser.request('POST', '/api/auth/login', { body }))]).toEqual([JSON.stringify(body), ...required]);
    }
    expect(pair(await browser.request('POST', '/api/auth/login'))).toEqual(required);
    expect(pair(await browser.request('POST', '/api/auth/login', { rawBody: '{"username":', headers: { 'content-type': 'application/json' } }))).toEqual(required);
    expect(
      pair(await browser.request('POST', '/api/auth/login', { rawBody: `username=${user.username}&password=${user.password}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
    ).toEqual(required);
    // Credentials in the query string are never read.
    expect(pair(await browser.request('POST', `/api/auth/login?username=${user.username}&password=${encodeURIComponent(user.password)}`))).toEqual(required);
  });

  it('when the user is unknown, the password wrong or the account disabled, then login answers 401 with the spec texts, in the spec order', async () => {
    const browser = system.browser();
    expect(pair(await browser.login('nobody-here', 'whatever password'))).toEqual([401, { error: 'Invalid username or password' }]);
    expect(pair(await browser.login(user.username, 'wrong password'))).toEqual([401, { error: 'Invalid username or password' }]);
    const disabled = await system.createUser('Read_Only');
    const admin = await system.admin();
    await admin.request('PATCH', `/api/users/${disabled.id}`, { body: { is_active: false } });
    // Account state is checked before the password: a disabled account says so for any password.
    expect(pair(await browser.login(disabled.username, disabled.password))).toEqual([401, { error: 'Account is disabled' }]);
    expect(pair(await browser.login(disabled.username, 'wrong password'))).toEqual([401, { error: 'Account is disabled' }]);
  });

  it('when me has no cookie, a cookie naming no live session, or a malformed one, then it is 401 "Not authenticated" or "Session expired" with the cookie cleared', async () => {
    const browser = system.browser();
    expect(pair(await browser.request('GET', '/api/auth/me'))).toEqual([401, { error: 'Not authenticated' }]);
    for (const cookie of [`session_id=${'f'.repeat(64)}`, 'session_id=short', `session_id=${'G'.repeat(64)}`, 'session_id=j%3A%7B%22a%22%3A1%7D']) {
      const answer = await browser.request('GET', '/api/auth/me', { headers: { cookie } });
      expect([cookie, ...pair(answer)]).toEqual([cookie, 401, { error: 'Session expired' }]);
      expect(answer.setCookies.some((line) => line.startsWith('session_id=;'))).toBe(true);
    }
  });

  it('when profile, change-password or cleanup-sessions come without a session, then they are 401 "Authentication required"', async () => {
    const browser = system.browser();
    for (const [method, path] of [
      ['GET', '/api/auth/profile'],
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/cleanup-sessions'],
      ['POST', '/api/auth/impersonate'],
      ['POST', '/api/auth/stop-impersonate'],
      ['GET', '/api/users'],
      ['GET', '/api/audit'],
    ]) {
      const answer = await browser.request(method, path, method === 'POST' ? { body: {} } : {});
      expect([path, ...pair(answer)]).toEqual([path, 401, { error: 'Authentication required' }]);
    }
  });

  it('when change-password lacks a field or the new one is short, then it is 400 with the spec texts in the spec order; a wrong current password is 401', async () => {
    // Every attempt counts against the session's limit of 5, invalid ones included: two sessions.
    const first = system.browser();
    await first.login(user.username, user.password);
    const required = [400, { error: 'Current password and new password are required' }];
    for (const body of [
      {},
      { currentPassword: user.password },
      { newPassword: 'long enough password' },
      { newPassword: 'short' },
      { currentPassword: { $ne: null }, newPassword: 'long enough password' },
    ]) {
      // With both problems at once ({newPassword: 'short'}), "required" comes first.
      expect([JSON.stringify(body), ...pair(await first.request('POST', '/api/auth/change-password', { body }))]).toEqual([JSON.stringify(body), ...required]);
    }
    const browser = system.browser();
    await browser.login(user.username, user.password);
    const change = (body: unknown) => browser.request('POST', '/api/auth/change-password', { body });
    expect(pair(await change({ currentPassword: user.password, newPassword: 'seven77' }))).toEqual([400, { error: 'New password must be at least 8 characters' }]);
    // Characters, not UTF-16 units: seven emoji are seven characters.
    expect(pair(await change({ currentPassword: user.password, newPassword: '🔑'.repeat(7) }))).toEqual([400, { error: 'New password must be at least 8 characters' }]);
    expect(pair(await change({ currentPassword: 'wrong password', newPassword: 'long enough password' }))).toEqual([401, { error: 'Current password is incorrect' }]);
  });

  it('when a user who is not an Admin calls cleanup-sessions, then it is 403 with required and current', async () => {
    for (const group of ['Standard_User', 'Leadership', 'Read_Only']) {
      const member = await system.createUser(group);
      const browser = system.browser();
      await browser.login(member.username, member.password);
      expect(pair(await browser.request('POST', '/api/auth/cleanup-sessions'))).toEqual([403, { error: 'Insufficient permissions', required: ['Admin'], current: group }]);
    }
  });

  it('when the dashboard service is down, then each route answers 503 with its own text (docs/decisions/0024), and logout still clears the cookie', async () => {
    const browser = system.browser();
    await browser.login(user.username, user.password);
    const sessionCookie = { cookie: `session_id=${browser.sessionId}` };
    await system.stopDashboard();
    try {
      expect(pair(await browser.login(user.username, user.password))).toEqual([503, { error: 'Login failed' }]);
      expect(pair(await browser.request('GET', '/api/auth/me', { headers: sessionCookie }))).toEqual([503, { error: 'Failed to get user' }]);
      expect(pair(await browser.request('GET', '/api/auth/profile', { headers: sessionCookie }))).toEqual([503, { error: 'Failed to fetch profile' }]);
      const change = await browser.request('POST', '/api/auth/change-password', { headers: sessionCookie, body: { currentPassword: 'a', newPassword: 'long enough password' } });
      expect(pair(change)).toEqual([503, { error: 'Failed to change password' }]);
      expect(pair(await browser.request('POST', '/api/auth/cleanup-sessions', { headers: sessionCookie }))).toEqual([503, { error: 'Cleanup failed' }]);
      const logout = await browser.request('POST', '/api/auth/logout', { headers: sessionCookie });
      expect(pair(logout)).toEqual([503, { error: 'Logout failed' }]);
      expect(logout.setCookies.some((line) => line.startsWith('session_id=;'))).toBe(true);
    } finally {
      await system.startDashboard();
    }
    // The gateway's channel reconnects on its own once the service is back.
    await eventually(
      () => browser.request('GET', '/api/auth/me', { headers: sessionCookie }),
      (answer) => answer.status === 200,
      { timeoutMs: 30_000 },
    );
  });
});
