import { request } from 'node:http';
import { ADMIN, Browser, startDashboardSystem, type Answer, type DashboardSystem } from './support/dashboard-system';

const pair = (answer: Answer) => [answer.status, answer.body];

/** One test per security property of the issue "Dashboard sign-in" (OWASP ASVS 4.0.3), and the secrets-in-logs check. */
describe('dashboard security properties through the gateway', () => {
  let system: DashboardSystem;
  /** Every secret the tests handle; none may show up in a log line. */
  const secrets = new Set<string>([ADMIN.password]);
  const remember = (browser: Browser) => {
    for (const value of browser.cookies.values()) secrets.add(value);
  };
  beforeAll(async () => {
    system = await startDashboardSystem();
  });
  afterAll(async () => {
    await system.stop();
  });

  it('when a password has 200 Unicode characters, then exactly that password signs in: not a changed last character, not its first 72 bytes', async () => {
    const password = `${'пароль-密码-🔐-'.repeat(14)}é`.slice(0, 199) + 'Z';
    expect([...password].length).toBeGreaterThanOrEqual(128);
    expect(Buffer.byteLength(password)).toBeGreaterThan(72);
    secrets.add(password);
    const user = await system.createUser('Standard_User', { password });
    const browser = system.browser();
    expect((await browser.login(user.username, password)).status).toBe(200);
    remember(browser);
    expect(pair(await system.browser().login(user.username, `${password.slice(0, -1)}Y`))).toEqual([401, { error: 'Invalid username or password' }]);
    const first72Bytes = Buffer.from(password)
      .subarray(0, 72)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
    expect(pair(await system.browser().login(user.username, first72Bytes))).toEqual([401, { error: 'Invalid username or password' }]);
    // And a user can change to such a password.
    const longer = `${password}✓`;
    secrets.add(longer);
    const change = await browser.request('POST', '/api/auth/change-password', { body: { currentPassword: password, newPassword: longer } });
    expect(change.status).toBe(200);
    expect((await system.browser().login(user.username, longer)).status).toBe(200);
  });

  it('when login or other bodies and queries carry MongoDB operators, then they are 400 and nobody is signed in', async () => {
    const browser = system.browser();
    for (const body of [
      { username: { $ne: null }, password: { $ne: null } },
      { username: ADMIN.username, password: { $gt: '' } },
      { username: { $regex: '.*' }, password: 'x' },
      { username: { $where: 'true' }, password: 'x' },
    ]) {
      const answer = await browser.request('POST', '/api/auth/login', { body });
      expect([JSON.stringify(body), ...pair(answer)]).toEqual([JSON.stringify(body), 400, { error: 'Username and password are required' }]);
      expect(answer.setCookies).toEqual([]);
    }
    const admin = await system.admin();
    remember(admin);
    expect(pair(await admin.request('POST', '/api/auth/impersonate', { body: { userId: { $ne: null } } }))).toEqual([400, { error: 'User ID is required' }]);
    expect(pair(await admin.request('GET', '/api/audit?userId[$ne]=x'))).toEqual([400, { error: 'Unknown query parameter userId[$ne]' }]);
    // A name that merely looks like an operator is a name: no such user.
    expect(pair(await browser.login('{"$ne":null}', 'x'))).toEqual([401, { error: 'Invalid username or password' }]);
  });

  it('when a user changes their password, then the current session stays and every other session of the user ends', async () => {
    const user = await system.createUser('Leadership');
    const [current, other, third] = [system.browser(), system.browser(), system.browser()];
    for (const browser of [current, other, third]) {
      await browser.login(user.username, user.password);
      remember(browser);
    }
    const answer = await current.request('POST', '/api/auth/change-password', { body: { currentPassword: user.password, newPassword: 'the new password' } });
    expect(pair(answer)).toEqual([200, { message: 'Password changed successfully' }]);
    expect((await current.request('GET', '/api/auth/me')).status).toBe(200);
    for (const browser of [other, third]) expect(pair(await browser.request('GET', '/api/auth/me'))).toEqual([401, { error: 'Session expired' }]);
    expect((await system.browser().login(user.username, user.password)).status).toBe(401);
    expect((await system.browser().login(user.username, 'the new password')).status).toBe(200);
  });

  it('when a cross-site request carrying the session cookie tries to change state, then it is refused and the session is untouched', async () => {
    const user = await system.createUser('Standard_User');
    const victim = system.browser();
    await victim.login(user.username, user.password);
    remember(victim);
    const evil = { origin: 'https://evil.example' };
    for (const headers of [
      { ...evil, 'sec-fetch-site': 'cross-site' },
      evil,
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.example.test' },
    ]) {
      for (const [path, body] of [
        ['/api/auth/logout', undefined],
        ['/api/auth/change-password', { currentPassword: user.password, newPassword: 'attacker password' }],
        ['/api/auth/login', { username: 'attacker', password: 'attacker password' }],
      ] as const) {
        const answer = await victim.request('POST', path, { headers, body });
        expect([path, JSON.stringify(headers), ...pair(answer)]).toEqual([path, JSON.stringify(headers), 403, { error: 'Cross-site request refused' }]);
      }
    }
    expect((await victim.request('GET', '/api/auth/me', { headers: { ...evil, 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    // The gateway's public origin (PUBLIC_URL), a configured one, and non-browser clients (no Origin, no Fetch Metadata) pass.
    const own = { origin: system.url, 'sec-fetch-site': 'same-origin' };
    const configured = { origin: 'https://dashboard.example.test', 'sec-fetch-site': 'same-site' };
    const passing: Record<string, string>[] = [own, configured, { origin: system.url }, {}];
    for (const headers of passing) {
      // Past the cross-site check, this route answers for itself.
      expect(pair(await victim.request('POST', '/api/auth/stop-impersonate', { headers }))).toEqual([400, { error: 'Not currently impersonating' }]);
    }
    expect((await victim.request('POST', '/api/auth/logout', { headers: configured })).status).toBe(200);
  });

  it('when a cross-site request names its own origin as Host, then it is still refused: allowed origins come from configuration only', async () => {
    const user = await system.createUser('Standard_User');
    const victim = system.browser();
    await victim.login(user.username, user.password);
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(system.url);
      const req = request(
        { host: hostname, port, method: 'POST', path: '/api/auth/logout', headers: { host: 'evil.example', origin: 'http://evil.example', cookie: `session_id=${victim.sessionId ?? ''}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect((await victim.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it("when a path parameter is malformed percent-encoding or a body is corrupt gzip, then it is 400 in the API's words, not 500", async () => {
    const admin = await system.admin();
    remember(admin);
    for (const path of ['/api/users/%E0%A4%A', '/api/users/%ED%A0%80', '/api/users/%']) {
      expect([path, ...pair(await admin.request('PATCH', path, { body: { is_active: true } }))]).toEqual([path, 400, { error: 'Invalid query parameters' }]);
    }
    const corrupt = await admin.request('POST', '/api/auth/team-scope', { rawBody: 'not gzip', headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' } });
    expect(pair(corrupt)).toEqual([400, { error: 'Invalid request body' }]);
    const deep = await admin.request('POST', '/api/auth/team-scope', { rawBody: `${'['.repeat(50_000)}${']'.repeat(50_000)}` });
    expect(pair(deep)).toEqual([400, { error: 'Request body too large' }]);
    const nested = await admin.request('POST', '/api/auth/team-scope', { rawBody: `{"scope": ${'['.repeat(40)}${']'.repeat(40)}}` });
    expect(pair(nested)).toEqual([400, { error: 'Scope must be "own" or "all"' }]);
  });

  it("when any /api answer is sent (200, 400, 401, 404, 405), then it carries Cache-Control no-store, nosniff and helmet's headers", async () => {
    const browser = system.browser();
    const answers = [
      await browser.login(ADMIN.username, ADMIN.password),
      await browser.request('POST', '/api/auth/login', { body: { username: 'x', password: 'y', remember: true } }),
      await system.browser().request('GET', '/api/auth/me'),
      await browser.request('GET', '/api/nowhere'),
      await browser.request('GET', '/api/auth/logout'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 401, 404, 405]);
    for (const { headers } of answers) {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(answers[1].body).toEqual({ error: 'Unknown field: remember' });
  });

  it('when a state-changing route is called with GET, then nothing happens (405)', async () => {
    const admin = await system.admin();
    remember(admin);
    for (const path of ['/api/auth/logout', '/api/auth/login', '/api/auth/change-password', '/api/auth/cleanup-sessions', '/api/auth/impersonate', '/api/auth/stop-impersonate']) {
      const answer = await admin.request('GET', path);
      expect([path, ...pair(answer), answer.headers.get('allow')]).toEqual([path, 405, { error: 'Method not allowed' }, 'POST']);
    }
    expect((await admin.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('when the gateway runs in production mode, then session_id (and its clearing) carry Secure, with httpOnly, sameSite lax and maxAge 24 h', async () => {
    const production = await system.startGateway({ secureCookies: true });
    try {
      const browser = new Browser(production.url);
      const login = await browser.login(ADMIN.username, ADMIN.password);
      remember(browser);
      expect(login.setCookies.find((line) => line.startsWith('session_id='))).toMatch(/^session_id=[0-9a-f]{64}; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
      expect(login.setCookies.find((line) => line.startsWith('vmdash_device='))).toMatch(/; Path=\/api\/auth\/login; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
      const logout = await browser.request('POST', '/api/auth/logout');
      expect(logout.setCookies).toEqual(['session_id=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax']);
    } finally {
      await production.stop();
    }
  });

  it('when responses are read, then none carries a password hash, a session id or a token in its body', async () => {
    const admin = await system.admin();
    remember(admin);
    const bodies = await Promise.all(['/api/auth/me', '/api/auth/profile', '/api/users', '/api/audit?page_size=200'].map(async (path) => (await admin.request('GET', path)).text));
    const login = await system.browser().login(ADMIN.username, ADMIN.password);
    for (const text of [...bodies, login.text]) {
      expect(text).not.toMatch(/argon2|password_hash|session_id|eyJ[\w-]{10,}\./);
      for (const secret of secrets) expect(text.includes(secret)).toBe(false);
    }
  });

  it('when the log lines of this whole run are searched, then no password, hash, session id, device token or internal token is in them', () => {
    const text = system.logLines().join('\n');
    // The capture works: access lines and gRPC call lines of this run are there.
    expect(text).toContain('"path":"/api/auth/login"');
    expect(text).toContain('DashboardAuthService/Login');
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) expect(text.includes(secret)).toBe(false);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\./);
    // express-rate-limit found nothing wrong with the limiters' configuration (it logs ERR_ERL_* when it does).
    expect(text).not.toContain('ERR_ERL_');
  });
});
