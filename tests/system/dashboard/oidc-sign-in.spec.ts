import { eventually, freePort, startSimulatorProcess, startSystem, type RunningSystem, type SimulatorProcess } from '@vmdash/testing';
import { ADMIN, Browser } from './support/dashboard-system';

/*
 * Single sign-on against a real OpenID provider process (tools/simulators/oidc-provider), by HTTP: the gateway's
 * redirect, the provider's sign-in form, the callback (docs/decisions/0029-oidc-sign-in.md).
 */

const GROUP_MAP = { 'vm-admins': 'Admin', 'vm-analysts': 'Standard_User', 'vm-leadership': 'Leadership', 'vm-auditors': 'Read_Only' };
const TEAM_MAP = { 'team-finance': 'Finance', 'team-payments': 'Payments' };
/** OIDC_RECHECK_SECONDS of this system: how long a person removed at the provider may keep a session. */
const RECHECK_SECONDS = 2;

let provider: SimulatorProcess;
let system: RunningSystem;

beforeAll(async () => {
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  provider = await startSimulatorProcess('oidc-provider', {
    OIDC_CLIENT_ID: 'vmdash-test',
    OIDC_CLIENT_SECRET: 'test-client-secret',
    OIDC_REDIRECT_URIS: `${gatewayUrl}/api/auth/oidc/callback`,
    OIDC_BACKCHANNEL_LOGOUT_URI: `${gatewayUrl}/api/auth/oidc/backchannel-logout`,
  });
  system = await startSystem({
    apps: ['dashboard', 'gateway'],
    gatewayPort: port,
    env: {
      // Single sign-on required: only the break-glass Admin still signs in with a password. Sessions are re-checked
      // against the provider every RECHECK_SECONDS (the test setting of OIDC_RECHECK_SECONDS).
      dashboard: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        PASSWORD_SIGN_IN: 'off',
        PASSWORD_SIGN_IN_BREAK_GLASS_ADMIN: ADMIN.username,
        OIDC_RECHECK_SECONDS: String(RECHECK_SECONDS),
      },
      gateway: {
        TRUST_PROXY: 'loopback',
        OIDC_ISSUER_URL: provider.url,
        OIDC_PROVIDER_NAME: 'Test IdP',
        OIDC_CLIENT_ID: 'vmdash-test',
        OIDC_CLIENT_SECRET: 'test-client-secret',
        OIDC_SCOPES: 'openid email profile groups',
        OIDC_GROUP_MAP: JSON.stringify(GROUP_MAP),
        OIDC_TEAM_MAP: JSON.stringify(TEAM_MAP),
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await system?.stop();
  await provider?.stop();
});

/** The provider's side of a browser: its own cookie jar, following the sign-in form to the redirect back. */
async function signInAtProvider(authorizationUrl: string, username: string): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const answer = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return answer;
  };
  const next = (answer: Response, base: string) => new URL(answer.headers.get('location')!, base).href;
  const interaction = next(await go(authorizationUrl), provider.url);
  const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password: `${username}-password` }) };
  const login = await go(`${interaction}/login`, form);
  if (login.status !== 303) throw new Error(`the provider refused ${username}: ${login.status}`);
  return new URL(next(await go(next(login, provider.url)), provider.url));
}

/**
 * Starts single sign-on in `browser` (GET /api/auth/oidc/login) and signs in at the provider: the callback URL it sends
 * back. `alter` may change the authorization request on its way to the provider (as an attacker in the middle could).
 */
async function providerCallback(browser: Browser, username: string, returnTo?: string, alter?: (authorization: URL) => void): Promise<URL> {
  const start = await browser.request('GET', `/api/auth/oidc/login${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get('location')!);
  expect(authorization.origin).toBe(provider.url);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  alter?.(authorization);
  return signInAtProvider(authorization.href, username);
}

/** The whole sign-in of `username` in a new browser: the browser (signed in or not) and the callback's answer. */
async function signIn(username: string, returnTo?: string) {
  const browser = new Browser(system.url);
  const callback = await providerCallback(browser, username, returnTo);
  const answer = await browser.request('GET', `${callback.pathname}${callback.search}`, { redirect: 'manual' });
  return { browser, answer };
}

async function auditEntries(action: string, username: string): Promise<{ details: Record<string, unknown> }[]> {
  const admin = new Browser(system.url);
  expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
  const answer = await admin.request('GET', `/api/audit?action=${action}&username=${username}`);
  return (answer.body as { items: { details: Record<string, unknown> }[] }).items;
}

describe('single sign-on (OpenID Connect code flow with PKCE)', () => {
  it('signs a provider user in: the same session cookie as a password login, group and teams from the mapping, then back to the page it started from', async () => {
    const { browser, answer } = await signIn('bob', '/findings?severity=high');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/findings?severity=high');
    const cookie = answer.setCookies.find((line) => line.startsWith('session_id='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=86400/);
    const me = await browser.request('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect((me.body as { user: unknown }).user).toMatchObject({ username: 'bob', email: 'bob@idp.example.test', group: 'Standard_User' });
    expect((await browser.request('GET', '/api/auth/team-scope')).body).toEqual({ scope: 'own', teams: ['Finance', 'Payments'] });
    const logins = await eventually(
      () => auditEntries('login', 'bob'),
      (entries) => entries.length > 0,
    );
    expect(logins.map((entry) => entry.details)).toEqual([{ group: 'Standard_User', method: 'oidc' }]);
  });

  it('tells the sign-in page the provider to offer, cacheably, and the profile how each user signs in', async () => {
    const options = await fetch(`${system.url}/api/auth/sign-in-options`);
    expect(options.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await options.json()).toEqual({ singleSignOn: { providerName: 'Test IdP', loginPath: '/api/auth/oidc/login' } });

    const { browser } = await signIn('carol');
    expect(((await browser.request('GET', '/api/auth/profile')).body as { signIn: unknown }).signIn).toEqual({ method: 'single_sign_on', provider: 'Test IdP' });
    const admin = new Browser(system.url);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect(((await admin.request('GET', '/api/auth/profile')).body as { signIn: unknown }).signIn).toEqual({ method: 'password', provider: null });
  });

  it('holds an OIDC user to the same permissions and lets an Admin impersonate it, audited, as a local one', async () => {
    const { browser } = await signIn('dave');
    const dave = ((await browser.request('GET', '/api/auth/me')).body as { user: { id: string; group: string } }).user;
    expect(dave.group).toBe('Read_Only');
    expect((await browser.request('GET', '/api/users')).status).toBe(403);
    const admin = new Browser(system.url);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect((await admin.request('POST', '/api/auth/impersonate', { body: { userId: dave.id } })).status).toBe(200);
    expect((await admin.request('GET', '/api/auth/me')).body).toMatchObject({ user: { id: dave.id }, impersonating: true, realUser: { username: ADMIN.username } });
    const started = await eventually(
      () => auditEntries('impersonation_start', ADMIN.username),
      (entries) => entries.length > 0,
    );
    expect(started.length).toBeGreaterThan(0);
  });

  it('refuses passwords while password sign-in is off, except for the break-glass Admin', async () => {
    const admin = new Browser(system.url);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const local = { username: 'local-analyst', password: 'Local analyst password 1!' };
    const created = await admin.request('POST', '/api/users', { body: { ...local, email: 'local@example.test', group: 'Standard_User', bu_teams: ['Finance'] } });
    expect(created.status).toBe(201);
    const refused = await new Browser(system.url).login(local.username, local.password);
    expect([refused.status, refused.body]).toEqual([401, { error: 'Password sign-in is turned off: sign in with single sign-on' }]);
  });

  it("applies a change of the provider's groups at the next sign-in", async () => {
    await signIn('carol');
    await fetch(`${provider.url}/_simulator/users/carol/groups`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ groups: ['vm-auditors', 'team-payments'] }),
    });
    const { browser } = await signIn('carol');
    expect(((await browser.request('GET', '/api/auth/me')).body as { user: unknown }).user).toMatchObject({ username: 'carol', group: 'Read_Only' });
    expect((await browser.request('GET', '/api/auth/team-scope')).body).toEqual({ scope: 'own', teams: ['Payments'] });
  });

  it('refuses a provider user none of whose groups maps to a vmdash group, with a clear message, and audits it', async () => {
    const { browser, answer } = await signIn('erin');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expect.stringContaining('no vmdash group') });
    expect(browser.sessionId).toBeUndefined();
    const refusals = await eventually(
      () => auditEntries('login_failed', 'erin'),
      (entries) => entries.length > 0,
    );
    expect(refusals.map((entry) => entry.details)).toEqual([{ reason: 'no_mapped_group', method: 'oidc', providerGroups: ['marketing'] }]);
  });

  it('refuses a callback whose state is not the browser’s, or that comes without the transaction', async () => {
    const browser = new Browser(system.url);
    const callback = await providerCallback(browser, 'dave');
    callback.searchParams.set('state', 'forged-state');
    const forged = await browser.request('GET', `${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect([forged.status, forged.body]).toEqual([401, { error: "The identity provider's answer could not be verified: sign in again" }]);
    expect(browser.sessionId).toBeUndefined();

    const other = new Browser(system.url);
    const stolen = await providerCallback(other, 'dave');
    const elsewhere = await new Browser(system.url).request('GET', `${stolen.pathname}${stolen.search}`, { redirect: 'manual' });
    expect([elsewhere.status, elsewhere.body]).toEqual([400, { error: 'The sign-in expired or was started in another browser: sign in again' }]);
  });

  it('refuses an ID token whose nonce is not the transaction’s (the authorization request was altered on its way)', async () => {
    const browser = new Browser(system.url);
    const callback = await providerCallback(browser, 'dave', undefined, (authorization) => authorization.searchParams.set('nonce', 'an-attacker-nonce'));
    const answer = await browser.request('GET', `${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect([answer.status, answer.body]).toEqual([401, { error: "The identity provider's answer could not be verified: sign in again" }]);
    expect(browser.sessionId).toBeUndefined();
  });

  it('keeps the sign-in transaction sealed, and refuses a tampered or forged transaction cookie like a state mismatch', async () => {
    const browser = new Browser(system.url);
    const callback = await providerCallback(browser, 'dave');
    const sealed = browser.cookies.get('vmdash_oidc')!;
    // A compact JWE (encrypted and authenticated): neither state, nonce nor the PKCE verifier can be read from it.
    expect(sealed.split('.')).toHaveLength(5);
    expect(sealed).not.toContain(callback.searchParams.get('state')!);
    const parts = sealed.split('.');
    parts[3] = `${parts[3][0] === 'A' ? 'B' : 'A'}${parts[3].slice(1)}`;
    const refused = { error: "The identity provider's answer could not be verified: sign in again" };
    browser.cookies.set('vmdash_oidc', parts.join('.'));
    const tampered = await browser.request('GET', `${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect([tampered.status, tampered.body]).toEqual([401, refused]);
    // A transaction an attacker wrote himself (the unsealed form of the same fields).
    const forgedTransaction = { state: callback.searchParams.get('state'), nonce: 'n', codeVerifier: 'v'.repeat(43), returnTo: '/' };
    browser.cookies.set('vmdash_oidc', Buffer.from(JSON.stringify(forgedTransaction)).toString('base64url'));
    const forged = await browser.request('GET', `${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect([forged.status, forged.body]).toEqual([401, refused]);
    expect(browser.sessionId).toBeUndefined();
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok\r\nSet-Cookie: x=1'])(
    'never redirects off the app after signing in (returnTo %j lands on /)',
    async (returnTo) => {
      const { answer } = await signIn('alice', returnTo);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/');
    },
  );
});

describe('back-channel logout (OpenID Connect Back-Channel Logout 1.0)', () => {
  it("ends every session of the person the provider's logout token names, and only theirs", async () => {
    const { browser: laptop } = await signIn('bob');
    const { browser: phone } = await signIn('bob');
    const { browser: other } = await signIn('carol');
    const sent = await fetch(`${provider.url}/_simulator/users/bob/backchannel-logout`, { method: 'POST' });
    expect([sent.status, await sent.json()]).toEqual([200, { delivered: true }]);
    expect((await laptop.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await phone.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await other.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it.each([
    ['a token not signed by the provider', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'x', sub: 'sim-bob' })).toString('base64url')}.`],
    ['text that is no token', 'not-a-jwt'],
  ])('refuses %s with 400, ending nothing', async (_case, logoutToken) => {
    const { browser } = await signIn('dave');
    const answer = await fetch(`${system.url}/api/auth/oidc/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: logoutToken }),
    });
    expect([answer.status, await answer.json()]).toEqual([400, { error: 'The logout token could not be verified' }]);
    expect((await browser.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('refuses a logout token that comes a second time, so a captured token cannot end the sessions of a later sign-in', async () => {
    const { logout_token: logoutToken } = (await (await fetch(`${provider.url}/_simulator/users/bob/logout-token`, { method: 'POST' })).json()) as { logout_token: string };
    const deliver = () =>
      fetch(`${system.url}/api/auth/oidc/backchannel-logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ logout_token: logoutToken }),
      });
    const { browser: before } = await signIn('bob');
    const first = await deliver();
    expect([first.status, await first.json()]).toEqual([200, { message: 'The sessions of the logout token ended' }]);
    expect((await before.request('GET', '/api/auth/me')).status).toBe(401);
    const { browser: after } = await signIn('bob');
    const replay = await deliver();
    expect([replay.status, await replay.json()]).toEqual([400, { error: 'The logout token was used already' }]);
    expect((await after.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('refuses a request whose logout_token is empty', async () => {
    const answer = await fetch(`${system.url}/api/auth/oidc/backchannel-logout`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'logout_token=' });
    expect([answer.status, await answer.json()]).toEqual([400, { error: 'logout_token is required' }]);
  });
});

describe('re-check of single sign-on sessions against the provider (deprovisioning)', () => {
  /** A new person at the provider (POST /_simulator/users), so each test removes or changes only its own. */
  const newPerson = async (username: string, groups: string[]) => {
    const created = await fetch(`${provider.url}/_simulator/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, groups }) });
    expect(created.status).toBe(201);
  };
  /** Polls `GET /api/auth/me` of `browser` until it answers `status`, for at most a few re-check intervals. */
  const meAnswers = (browser: Browser, status: number) =>
    eventually(
      () => browser.request('GET', '/api/auth/me'),
      (answer) => answer.status === status,
      { timeoutMs: RECHECK_SECONDS * 5000, intervalMs: 250 },
    );

  it('ends every session of a person removed at the provider within the re-check interval, audited with the reason', async () => {
    await newPerson('frank', ['vm-analysts', 'team-finance']);
    const { browser: laptop } = await signIn('frank');
    const { browser: phone } = await signIn('frank');
    const { browser: colleague } = await signIn('bob');
    expect((await laptop.request('GET', '/api/auth/me')).status).toBe(200);
    const removed = await fetch(`${provider.url}/_simulator/users/frank`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const ended = await meAnswers(laptop, 401);
    expect(ended.body).toEqual({ error: 'Session expired' });
    expect(ended.setCookies.some((line) => line.startsWith('session_id=;'))).toBe(true);
    // Every session of the person ended, not only the one whose request ran the re-check; nobody else's did.
    expect((await phone.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await colleague.request('GET', '/api/auth/me')).status).toBe(200);
    const logouts = await eventually(
      () => auditEntries('logout', 'frank'),
      (entries) => entries.length > 0,
    );
    expect(logouts.map((entry) => entry.details)).toEqual([{ method: 'oidc_recheck', reason: 'invalid_grant', sessionsEnded: 2 }]);
  });

  it('ends the session of a person disabled at the provider, and keeps that of a person still authorised across re-checks', async () => {
    await newPerson('grace', ['vm-auditors']);
    await newPerson('heidi', ['vm-auditors']);
    const { browser: grace } = await signIn('grace');
    const { browser: heidi } = await signIn('heidi');
    expect((await fetch(`${provider.url}/_simulator/users/grace/disable`, { method: 'POST' })).status).toBe(200);
    await meAnswers(grace, 401);
    // Several intervals later, re-checked each time (the refresh token redeemed), heidi is still signed in.
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_SECONDS * 1000));
      expect((await heidi.request('GET', '/api/auth/me')).status).toBe(200);
    }
  });

  it("applies a change of the provider's groups at the next re-check, without a new sign-in", async () => {
    await newPerson('ivan', ['vm-auditors', 'team-finance']);
    const { browser } = await signIn('ivan');
    expect(((await browser.request('GET', '/api/auth/me')).body as { user: { group: string } }).user.group).toBe('Read_Only');
    const changed = await fetch(`${provider.url}/_simulator/users/ivan/groups`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ groups: ['vm-analysts', 'team-payments'] }),
    });
    expect(changed.status).toBe(200);
    const updated = await eventually(
      () => browser.request('GET', '/api/auth/me'),
      (answer) => (answer.body as { user?: { group: string } }).user?.group === 'Standard_User',
      { timeoutMs: RECHECK_SECONDS * 5000, intervalMs: 250 },
    );
    expect(updated.status).toBe(200);
    expect((await browser.request('GET', '/api/auth/team-scope')).body).toEqual({ scope: 'own', teams: ['Payments'] });
  });

  it('refuses a new person of another shape at the simulator (its control route validates its input)', async () => {
    const answer = await fetch(`${provider.url}/_simulator/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'Not Valid!', groups: 'x' }) });
    expect(answer.status).toBe(400);
  });
});
