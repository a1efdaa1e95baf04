import { startSimulatorProcess, type SimulatorProcess } from '@vmdash/testing';
import { createHash, randomBytes } from 'node:crypto';

const REDIRECT_URI = 'http://127.0.0.1:9/api/auth/oidc/callback';
const CLIENT = { id: 'vmdash', secret: 'spec-secret' };
const basic = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;

/** A cookie jar of one user agent, as fetch has none. */
class Agent {
  private readonly cookies = new Map<string, string>();
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const answer = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return answer;
  }
}

/** Runs the authorization code flow with PKCE as `username`; answers the token endpoint's JSON. */
async function signIn(issuer: string, username: string, password = `${username}-password`): Promise<Record<string, string>> {
  const agent = new Agent();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT.id,
    response_type: 'code',
    scope: 'openid email profile groups',
    redirect_uri: REDIRECT_URI,
    state: 's',
    nonce: 'n',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const locationOf = (answer: Response) => new URL(answer.headers.get('location')!, issuer).href;
  const interaction = locationOf(await agent.go(`${issuer}/auth?${query}`));
  const login = await agent.go(`${interaction}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password }) });
  if (login.status !== 303) throw new Error(`sign-in refused: ${login.status}`);
  const callback = new URL(locationOf(await agent.go(locationOf(login))));
  const code = callback.searchParams.get('code')!;
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { authorization: basic },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier }),
  });
  return (await token.json()) as Record<string, string>;
}

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const refresh = (issuer: string, refreshToken: string) =>
  fetch(`${issuer}/token`, { method: 'POST', headers: { authorization: basic }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }) });

describe('OpenID provider simulator', () => {
  let simulator: SimulatorProcess;
  beforeAll(async () => {
    simulator = await startSimulatorProcess('oidc-provider', { OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret, OIDC_REDIRECT_URIS: REDIRECT_URI });
  }, 60_000);
  afterAll(() => simulator?.stop());

  it('signs a person in by code flow with PKCE and releases its username and groups in the ID token', async () => {
    const tokens = await signIn(simulator.url, 'bob');
    expect(claimsOf(tokens.id_token)).toMatchObject({ sub: 'sim-bob', preferred_username: 'bob', nonce: 'n', groups: ['vm-analysts', 'team-finance', 'team-payments'] });
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('refuses a disabled person: its refresh token no longer works and it cannot sign in again', async () => {
    const tokens = await signIn(simulator.url, 'carol');
    expect((await refresh(simulator.url, tokens.refresh_token)).status).toBe(200);
    await simulator.post('/users/carol/disable');
    expect(await (await refresh(simulator.url, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    await expect(signIn(simulator.url, 'carol')).rejects.toThrow('sign-in refused: 401');
    await simulator.post('/users/carol/enable');
  });

  it('releases changed groups at the next sign-in', async () => {
    const answer = await fetch(`${simulator.url}/_simulator/users/dave/groups`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ groups: ['vm-analysts'] }) });
    expect(answer.status).toBe(200);
    expect(claimsOf((await signIn(simulator.url, 'dave')).id_token).groups).toEqual(['vm-analysts']);
  });
});
