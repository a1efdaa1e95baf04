import { eventually } from '@vmdash/testing';
import { ADMIN, startDashboardSystem, type Answer, type Browser, type DashboardSystem } from './support/dashboard-system';

const pair = (answer: Answer) => [answer.status, answer.body];

interface AuditPage {
  page: number;
  page_size: number;
  total: number;
  items: { id: string; action: string; userId: string | null; username: string; entityType: string; entityId: string | null; details: Record<string, unknown>; timestamp: string }[];
}

describe('user management and the audit log through the gateway', () => {
  let system: DashboardSystem;
  let admin: Browser;
  let adminId: string;
  beforeAll(async () => {
    system = await startDashboardSystem();
    admin = await system.admin();
    adminId = ((await admin.request('GET', '/api/auth/me')).body as { user: { id: string } }).user.id;
  });
  afterAll(async () => {
    await system.stop();
  });

  const create = (body: unknown) => admin.request('POST', '/api/users', { body });

  it('when an Admin creates a user, then it answers 201 with the stored user and never a password or hash; a case variant of the name is 409', async () => {
    const answer = await create({
      username: 'Jane.Doe',
      email: 'jane@example.test',
      password: 'a fine password',
      group: 'Leadership',
      bu_teams: ['t1', 't2'],
      beta_first_name: 'Jane',
      beta_last_name: 'Doe',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'Jane.Doe',
      email: 'jane@example.test',
      group: 'Leadership',
      is_active: true,
      created_at: expect.any(String),
      last_login: null,
      bu_teams: ['t1', 't2'],
      beta_first_name: 'Jane',
      beta_last_name: 'Doe',
    });
    expect(answer.text).not.toMatch(/password|argon2/);
    expect(pair(await create({ username: 'JANE.DOE', email: 'j2@example.test', password: 'a fine password', group: 'Read_Only' }))).toEqual([409, { error: 'Username already exists' }]);
    const list = await admin.request('GET', '/api/users');
    expect(list.status).toBe(200);
    expect((list.body as { username: string }[]).map((user) => user.username)).toEqual(expect.arrayContaining([ADMIN.username, 'Jane.Doe']));
    expect(list.text).not.toMatch(/password|argon2/);
  });

  it("when a create body is incomplete or invalid, then it is 400 with the field's text; unknown fields are refused", async () => {
    const valid = { username: 'valid-name', email: 'v@example.test', password: 'a fine password', group: 'Read_Only' };
    expect(pair(await create({}))).toEqual([400, { error: 'Username, email, password and group are required' }]);
    expect(pair(await create({ ...valid, group: undefined }))).toEqual([400, { error: 'Username, email, password and group are required' }]);
    expect(pair(await create({ ...valid, username: 'a b' }))).toEqual([400, { error: 'Username must be 3 to 64 characters of letters, digits and . _ @ -' }]);
    expect(pair(await create({ ...valid, email: 'nope' }))).toEqual([400, { error: 'Invalid email address' }]);
    expect(pair(await create({ ...valid, group: 'Root' }))).toEqual([400, { error: 'Group must be one of Admin, Standard_User, Leadership, Read_Only' }]);
    expect(pair(await create({ ...valid, password: 'short' }))).toEqual([400, { error: 'Password must be at least 8 characters' }]);
    expect(pair(await create({ ...valid, bu_teams: [''] }))).toEqual([400, { error: 'bu_teams must be a list of up to 200 team names of 1 to 128 characters' }]);
    expect(pair(await create({ ...valid, role: 'Admin' }))).toEqual([400, { error: 'Unknown field: role' }]);
    const reserved = 'bu_teams may not hold *, all, any, none, everyone, admin or admins, nor a name with *: they are reserved';
    for (const team of ['*', 'ALL', ' none ', 'Admin', 'team-*']) expect([team, ...pair(await create({ ...valid, bu_teams: ['team-a', team] }))]).toEqual([team, 400, { error: reserved }]);
  });

  it('when an Admin updates a user, then group and teams change; an empty, unknown or self-locking update is refused', async () => {
    const user = await system.createUser('Read_Only');
    const updated = await admin.request('PATCH', `/api/users/${user.id}`, { body: { group: 'Standard_User', bu_teams: ['t9'] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: user.id, group: 'Standard_User', bu_teams: ['t9'], is_active: true });
    expect(pair(await admin.request('PATCH', `/api/users/${user.id}`, { body: {} }))).toEqual([400, { error: 'No changes given: send is_active, group, bu_teams or password' }]);
    expect(pair(await admin.request('PATCH', `/api/users/${user.id}`, { body: { is_active: 'no' } }))).toEqual([400, { error: 'is_active must be true or false' }]);
    expect(pair(await admin.request('PATCH', `/api/users/${user.id}`, { body: { username: 'renamed' } }))).toEqual([400, { error: 'Unknown field: username' }]);
    expect(pair(await admin.request('PATCH', '/api/users/00000000-0000-4000-8000-000000000000', { body: { is_active: false } }))).toEqual([404, { error: 'User not found' }]);
    expect(pair(await admin.request('PATCH', `/api/users/${adminId}`, { body: { is_active: false } }))).toEqual([400, { error: 'Cannot disable or demote your own account' }]);
    expect(pair(await admin.request('PATCH', `/api/users/${adminId}`, { body: { group: 'Read_Only' } }))).toEqual([400, { error: 'Cannot disable or demote your own account' }]);
  });

  it("when an Admin sets a new password for a user, then all the user's sessions end and only the new password works", async () => {
    const user = await system.createUser('Standard_User');
    const browser = system.browser();
    await browser.login(user.username, user.password);
    expect((await admin.request('PATCH', `/api/users/${user.id}`, { body: { password: 'reset by the admin' } })).status).toBe(200);
    expect(pair(await browser.request('GET', '/api/auth/me'))).toEqual([401, { error: 'Session expired' }]);
    expect((await system.browser().login(user.username, user.password)).status).toBe(401);
    expect((await system.browser().login(user.username, 'reset by the admin')).status).toBe(200);
  });

  it('when user management happens, then user_create and user_update are audited with the Admin, the target and the changed fields, never a password', async () => {
    const user = await system.createUser('Read_Only');
    await admin.request('PATCH', `/api/users/${user.id}`, { body: { group: 'Leadership', password: 'another password' } });
    const page = await eventually(
      async () => (await admin.request('GET', `/api/audit?userId=${adminId}&page_size=200`)).body as AuditPage,
      (result) => result.items.filter((entry) => entry.entityId === user.id).length === 2,
    );
    const entries = page.items.filter((entry) => entry.entityId === user.id);
    expect(entries.map((entry) => [entry.action, entry.entityType, entry.username])).toEqual([
      ['user_update', 'user', ADMIN.username],
      ['user_create', 'user', ADMIN.username],
    ]);
    expect(entries[0].details).toMatchObject({ changed: ['group', 'password'], group: 'Leadership' });
    expect(JSON.stringify(entries)).not.toMatch(/another password|argon2/);
  });

  it('when the audit log is queried, then it filters by user, name, action and time, pages newest first with page and page_size, and refuses bad queries naming unknown keys', async () => {
    const user = await system.createUser('Read_Only');
    const browser = system.browser();
    for (const password of ['wrong one', 'wrong two', user.password]) await browser.login(user.username.toUpperCase(), password);
    const query = (q: string) => admin.request('GET', `/api/audit?${q}`);
    const failures = await eventually(
      async () => (await query(`username=${user.username}&action=login_failed`)).body as AuditPage,
      (page) => page.total === 2,
    );
    expect(failures.items.map((entry) => [entry.userId, entry.details.reason])).toEqual([
      [user.id, 'invalid_password'],
      [user.id, 'invalid_password'],
    ]);
    const all = await eventually(
      async () => (await query(`userId=${user.id}`)).body as AuditPage,
      (page) => page.total === 3,
    );
    expect(all.items.map((entry) => entry.action)).toEqual(['login', 'login_failed', 'login_failed']);
    const second = (await query(`userId=${user.id}&page_size=1&page=2`)).body as AuditPage;
    expect(second).toEqual({ page: 2, page_size: 1, total: 3, items: [all.items[1]] });
    const from = all.items[0].timestamp;
    expect(((await query(`userId=${user.id}&from=${encodeURIComponent(from)}`)).body as AuditPage).total).toBe(1);
    expect(((await query(`userId=${user.id}&to=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).body as AuditPage).total).toBe(0);
    for (const bad of ['page_size=0', 'page_size=201', 'page=0', 'page=x', 'from=yesterday', 'action=DROP%20TABLE']) {
      expect([bad, ...pair(await query(bad))]).toEqual([bad, 400, { error: 'Invalid query parameters' }]);
    }
    // The paging convention of every list: the former spelling is refused with the key to use instead.
    for (const [unknown, text] of [
      ['pageSize=1', 'Unknown query parameter pageSize: use page_size'],
      ['sort=timestamp', 'Unknown query parameter sort'],
      ['userId[$ne]=x', 'Unknown query parameter userId[$ne]'],
    ]) {
      expect([unknown, ...pair(await query(unknown))]).toEqual([unknown, 400, { error: text }]);
    }
  });
});
