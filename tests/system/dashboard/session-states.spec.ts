import { MongoClient, type Filter } from 'mongodb';
import { eventually } from '@vmdash/testing';
import { ADMIN, startDashboardSystem, type Answer, type DashboardSystem } from './support/dashboard-system';

/** The session cookie line of an answer. */
function sessionCookieLine(answer: Answer): string {
  const line = answer.setCookies.find((cookie) => cookie.startsWith('session_id='));
  if (!line) throw new Error(`no session_id cookie in ${JSON.stringify(answer.setCookies)}`);
  return line;
}

function expectCleared(answer: Answer): void {
  expect(sessionCookieLine(answer)).toMatch(/^session_id=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
}

interface AuditPage {
  items: { action: string; userId: string | null; username: string; entityType: string; entityId: string | null; details: Record<string, unknown>; ipAddress: string | null }[];
  total: number;
}

/** interface-spec, "States and transitions", Session: one test per row of the table, through the gateway. */
describe('dashboard sessions through the gateway: the state table', () => {
  let system: DashboardSystem;
  let mongo: MongoClient;
  beforeAll(async () => {
    system = await startDashboardSystem();
    mongo = await MongoClient.connect(system.databaseUrl);
  });
  afterAll(async () => {
    await mongo.close();
    await system.stop();
  });

  const sessions = () => mongo.db().collection<{ user_id: string; expires_at: Date }>('sessions');
  const sessionCount = () => sessions().countDocuments();
  /** Ages the stored sessions `filter` selects past their expires_at, as 24 hours and a second would; returns how many. */
  const expireSessions = async (filter: Filter<{ user_id: string; expires_at: Date }>) => (await sessions().updateMany(filter, { $set: { expires_at: new Date(Date.now() - 1_000) } })).modifiedCount;

  const auditOf = async (query: string, done: (page: AuditPage) => boolean) => {
    const admin = await system.admin();
    return eventually(async () => (await admin.request('GET', `/api/audit?${query}`)).body as AuditPage, done);
  };

  it('when valid credentials of an active account arrive (none -> active), then session_id is set as the spec says, last_login is updated and login is audited', async () => {
    const user = await system.createUser('Standard_User');
    const browser = system.browser();
    const before = Date.now();
    const answer = await browser.login(user.username, user.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Login successful', user: { id: user.id, username: user.username, email: `${user.username}@example.test`, group: 'Standard_User' } });
    const line = sessionCookieLine(answer);
    expect(line).toMatch(/^session_id=[0-9a-f]{64}; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(line).not.toMatch(/Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 86_400_000 - 1000);
    const profile = await browser.request('GET', '/api/auth/profile');
    expect(profile.status).toBe(200);
    expect(Date.parse((profile.body as { last_login: string }).last_login)).toBeGreaterThanOrEqual(before - 1000);
    const audit = await auditOf(`userId=${user.id}&action=login`, (page) => page.total === 1);
    expect(audit.items[0]).toMatchObject({ action: 'login', userId: user.id, username: user.username, entityType: 'auth', details: { group: 'Standard_User' }, ipAddress: browser.address });
  });

  it('when an active session logs out (active -> deleted), then the session no longer works, logout is audited and the cookie is cleared', async () => {
    const user = await system.createUser('Leadership');
    const browser = system.browser();
    await browser.login(user.username, user.password);
    const sessionId = browser.sessionId;
    const answer = await browser.request('POST', '/api/auth/logout');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Logged out successfully' });
    expectCleared(answer);
    const me = await browser.request('GET', '/api/auth/me', { headers: { cookie: `session_id=${sessionId}` } });
    expect([me.status, me.body]).toEqual([401, { error: 'Session expired' }]);
    const audit = await auditOf(`userId=${user.id}&action=logout`, (page) => page.total === 1);
    expect(audit.items[0]).toMatchObject({ action: 'logout', username: user.username, entityType: 'auth' });
  });

  it('when logout comes without a cookie or with one that names no session, then it answers 200 and clears the cookie anyway', async () => {
    const browser = system.browser();
    const none = await browser.request('POST', '/api/auth/logout');
    expect([none.status, none.body]).toEqual([200, { message: 'Logged out successfully' }]);
    expectCleared(none);
    const stale = await browser.request('POST', '/api/auth/logout', { headers: { cookie: `session_id=${'ab'.repeat(32)}` } });
    expect([stale.status, stale.body]).toEqual([200, { message: 'Logged out successfully' }]);
    expectCleared(stale);
  });

  it('when the user is disabled in the middle of a session (active, is_active false), then me and profile answer 401 "Account is disabled" and clear the cookie', async () => {
    const user = await system.createUser('Standard_User');
    const browser = system.browser();
    await browser.login(user.username, user.password);
    const sessionId = browser.sessionId;
    expect((await browser.request('GET', '/api/auth/me')).status).toBe(200);
    const admin = await system.admin();
    expect((await admin.request('PATCH', `/api/users/${user.id}`, { body: { is_active: false } })).status).toBe(200);
    for (const path of ['/api/auth/me', '/api/auth/profile']) {
      const answer = await browser.request('GET', path, { headers: { cookie: `session_id=${sessionId}` } });
      expect([path, answer.status, answer.body]).toEqual([path, 401, { error: 'Account is disabled' }]);
      expectCleared(answer);
    }
    // A disabled account cannot log in, and enabling it again does not revive the ended session.
    const login = await browser.login(user.username, user.password);
    expect([login.status, login.body]).toEqual([401, { error: 'Account is disabled' }]);
    await admin.request('PATCH', `/api/users/${user.id}`, { body: { is_active: true } });
    const revived = await browser.request('GET', '/api/auth/me', { headers: { cookie: `session_id=${sessionId}` } });
    expect(revived.status).toBe(401);
  });

  it('when expires_at has passed (active -> expired), then me answers 401 "Session expired" and clears the cookie, though the record still exists', async () => {
    const user = await system.createUser('Read_Only');
    const browser = system.browser();
    await browser.login(user.username, user.password);
    const stored = await sessionCount();
    expect(await expireSessions({ user_id: user.id })).toBe(1);
    const me = await browser.request('GET', '/api/auth/me');
    expect([me.status, me.body]).toEqual([401, { error: 'Session expired' }]);
    expectCleared(me);
    expect(await sessionCount()).toBe(stored);
  });

  it('when an Admin cleans up (expired -> deleted), then every expired session is removed and active ones stay', async () => {
    const user = await system.createUser('Standard_User');
    const expiring = system.browser();
    await expiring.login(user.username, user.password);
    const admin = await system.admin();
    const total = await sessionCount();
    // Every session made so far expires; the Admin then signs in afresh.
    expect(await expireSessions({})).toBe(total);
    const fresh = await system.admin();
    const answer = await fresh.request('POST', '/api/auth/cleanup-sessions');
    expect([answer.status, answer.body]).toEqual([200, { message: 'Expired sessions cleaned up' }]);
    expect(await sessionCount()).toBe(1);
    expect(total).toBeGreaterThan(1);
    expect((await fresh.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await admin.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('when an Admin impersonates another user and stops (active -> impersonating -> active), then both moves are audited', async () => {
    const target = await system.createUser('Standard_User');
    const admin = await system.admin();
    const started = await admin.request('POST', '/api/auth/impersonate', { body: { userId: target.id } });
    expect(started.status).toBe(200);
    const stopped = await admin.request('POST', '/api/auth/stop-impersonate');
    expect(stopped.status).toBe(200);
    const audit = await auditOf(`username=${ADMIN.username}`, (page) => page.items.filter((entry) => entry.entityId === target.id && entry.action.startsWith('impersonation')).length === 2);
    const moves = audit.items.filter((entry) => entry.entityId === target.id && entry.action.startsWith('impersonation')).map((entry) => entry.action);
    expect(moves).toEqual(['impersonation_stop', 'impersonation_start']);
  });
});
