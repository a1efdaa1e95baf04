import { Browser, newClientAddress, startDashboardSystem, type Answer, type DashboardSystem } from './support/dashboard-system';

/** interface-spec, Limits: standard RateLimit headers are sent, legacy X-RateLimit headers are not. */
function expectStandardHeadersOnly(answer: Answer): void {
  expect(answer.headers.get('ratelimit')).toMatch(/^"(login|password-change)"; r=\d+; t=\d+$/);
  expect(answer.headers.get('ratelimit-policy')).toMatch(/^"(login|password-change)"; q=(20|5); w=900/);
  for (const name of answer.headers.keys()) expect(name).not.toMatch(/^x-ratelimit/);
}

const TOO_MANY_LOGINS = { error: 'Too many login attempts. Please try again in 15 minutes.' };

describe('dashboard rate limits through the gateway (Redis shared by every gateway)', () => {
  let system: DashboardSystem;
  beforeAll(async () => {
    system = await startDashboardSystem();
  });
  afterAll(async () => {
    await system.stop();
  });

  it('when a client address makes a 21st login attempt within 15 minutes, then it gets 429 with RateLimit headers and no X-RateLimit headers', async () => {
    const user = await system.createUser('Standard_User');
    const browser = system.browser();
    const first = await browser.login(user.username, 'wrong password');
    expect(first.status).toBe(401);
    expectStandardHeadersOnly(first);
    expect(first.headers.get('ratelimit')).toMatch(/; r=19;/);
    // Attempts without credentials count as well (the limiter runs before anything else), and cost no hashing.
    for (let n = 2; n <= 20; n++) expect((await browser.request('POST', '/api/auth/login', { body: {} })).status).toBe(400);
    const blocked = await browser.login(user.username, user.password);
    expect([blocked.status, blocked.body]).toEqual([429, TOO_MANY_LOGINS]);
    expectStandardHeadersOnly(blocked);
    expect(blocked.headers.get('ratelimit')).toMatch(/; r=0;/);
    expect(blocked.setCookies).toEqual([]);
    // Another address is not affected.
    expect((await system.browser().login(user.username, user.password)).status).toBe(200);
  });

  it('when the attempts are spread over two gateway processes, then they count together, also after a gateway restarts', async () => {
    const other = await system.startGateway();
    const address = newClientAddress();
    try {
      const here = new Browser(system.url, address);
      const there = new Browser(other.url, address);
      for (let n = 1; n <= 10; n++) expect((await here.request('POST', '/api/auth/login', { body: {} })).status).toBe(400);
      for (let n = 11; n <= 20; n++) expect((await there.request('POST', '/api/auth/login', { body: {} })).status).toBe(400);
      for (const browser of [here, there]) {
        const blocked = await browser.login('anyone', 'anything');
        expect([blocked.status, blocked.body]).toEqual([429, TOO_MANY_LOGINS]);
        expectStandardHeadersOnly(blocked);
      }
    } finally {
      await other.stop();
    }
    const restarted = await system.startGateway();
    try {
      const afterRestart = await new Browser(restarted.url, address).login('anyone', 'anything');
      expect([afterRestart.status, afterRestart.body]).toEqual([429, TOO_MANY_LOGINS]);
    } finally {
      await restarted.stop();
    }
  });

  it('when a session makes a 6th password change within 15 minutes, then it gets 429 with RateLimit headers, and another session is counted apart', async () => {
    const user = await system.createUser('Read_Only');
    const browser = system.browser();
    await browser.login(user.username, user.password);
    for (let n = 1; n <= 5; n++) {
      const answer = await browser.request('POST', '/api/auth/change-password', { body: { currentPassword: 'not it', newPassword: 'long enough password' } });
      expect([answer.status, answer.body]).toEqual([401, { error: 'Current password is incorrect' }]);
      expectStandardHeadersOnly(answer);
    }
    const blocked = await browser.request('POST', '/api/auth/change-password', { body: { currentPassword: user.password, newPassword: 'long enough password' } });
    expect([blocked.status, blocked.body]).toEqual([429, { error: 'Too many password change attempts. Please try again later.' }]);
    expectStandardHeadersOnly(blocked);
    // Same user, same address, another session: its own count (the key is the validated session).
    const other = new Browser(system.url, browser.address);
    await other.login(user.username, user.password);
    const allowed = await other.request('POST', '/api/auth/change-password', { body: { currentPassword: user.password, newPassword: 'long enough password' } });
    expect(allowed.status).toBe(200);
  });

  it('when a password change comes without a valid session, then the session guard answers 401 and nothing is counted for the cookie string', async () => {
    const browser = system.browser();
    for (let n = 1; n <= 7; n++) {
      const answer = await browser.request('POST', '/api/auth/change-password', {
        headers: { cookie: `session_id=${'0'.repeat(63)}${n}` },
        body: { currentPassword: 'x', newPassword: 'long enough password' },
      });
      expect([answer.status, answer.body]).toEqual([401, { error: 'Authentication required' }]);
      expect(answer.headers.get('ratelimit')).toBeNull();
    }
  });

  it('when clients behind no trusted proxy send spoofed X-Forwarded-For headers, then the limit still counts their real address', async () => {
    const untrusting = await system.startGateway({ trustProxy: false });
    const otherSubnet = await system.startGateway({ trustProxy: '192.0.2.0/24' });
    try {
      for (let n = 1; n <= 20; n++) {
        const spoofed = new Browser(untrusting.url, `203.0.113.${n}`);
        expect((await spoofed.request('POST', '/api/auth/login', { body: {} })).status).toBe(400);
      }
      for (const gateway of [untrusting, otherSubnet]) {
        const answer = await new Browser(gateway.url, '198.51.100.99').login('anyone', 'anything');
        expect([answer.status, answer.body]).toEqual([429, TOO_MANY_LOGINS]);
      }
    } finally {
      await untrusting.stop();
      await otherSubnet.stop();
    }
  });

  it('when an account gets 100 failed logins in an hour from many addresses (case variants included), then the next attempt is refused from anywhere new, while a browser that signed in before still gets in', async () => {
    const victim = await system.createUser('Standard_User', { username: `Victim-${Date.now()}` });
    const owner = system.browser();
    expect((await owner.login(victim.username, victim.password)).status).toBe(200);
    expect(owner.cookies.get('vmdash_device')).toMatch(/^[0-9a-f]{64}$/);
    await owner.request('POST', '/api/auth/logout');
    const variants = [victim.username, victim.username.toLowerCase(), victim.username.toUpperCase()];
    for (let n = 0; n < 100; n++) {
      const answer = await system.browser().login(variants[n % 3], `guess ${n}`);
      expect([n, answer.status, answer.body]).toEqual([n, 401, { error: 'Invalid username or password' }]);
    }
    const attacker = await system.browser().login(victim.username, victim.password);
    expect([attacker.status, attacker.body]).toEqual([429, TOO_MANY_LOGINS]);
    const variant = await system.browser().login(victim.username.toLowerCase(), 'yet another guess');
    expect([variant.status, variant.body]).toEqual([429, TOO_MANY_LOGINS]);
    const back = await owner.login(victim.username, victim.password);
    expect([back.status, back.body]).toMatchObject([200, { message: 'Login successful' }]);
  });
});
