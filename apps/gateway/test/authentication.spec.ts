import { startHarness, type GatewayHarness } from './support/gateway-harness';

const NOT_AUTHENTICATED = { detail: 'Not authenticated' };
const NOT_ENOUGH_PERMISSIONS = { detail: 'Not enough permissions' };

describe('bearer authentication and scopes', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  const expectNotAuthenticated = async (token: string | null, path = '/alpha-owners', headers?: Record<string, string>) => {
    const callsBefore = h.dataCache.calls.length;
    const answer = await h.request('GET', path, { token, headers });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_AUTHENTICATED);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(h.dataCache.calls.length).toBe(callsBefore);
  };

  const now = () => Math.floor(Date.now() / 1000);

  it('when no Authorization header is sent, then it is 401 with WWW-Authenticate: Bearer', async () => {
    await expectNotAuthenticated(null);
  });

  it('when the token is garbage or the scheme is not Bearer, then it is 401', async () => {
    await expectNotAuthenticated('not-a-jwt');
    await expectNotAuthenticated('a.b.c');
    await expectNotAuthenticated(null, '/alpha-owners', { authorization: `Basic ${Buffer.from('user:pass').toString('base64')}` });
    await expectNotAuthenticated(null, '/alpha-owners', { authorization: 'Bearer' });
  });

  it('when the token is unsigned (alg none), then it is 401', async () => {
    await expectNotAuthenticated(h.bearer.unsignedToken());
  });

  it('when the token is HS256 signed with the public key (algorithm confusion), then it is 401', async () => {
    await expectNotAuthenticated(h.bearer.algorithmConfusionToken());
  });

  it('when the token names an unknown kid, or none, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ kid: 'unknown-kid', key: h.bearer.strangerPrivateKey }));
    await expectNotAuthenticated(h.token({ kid: '__proto__' }));
  });

  it('when the token names the known kid but another key signed it, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ key: h.bearer.strangerPrivateKey }));
  });

  it('when the token expired beyond the clock tolerance, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ expiresInSeconds: -120 }));
  });

  it('when the token expired within the 30 s clock tolerance, then it is accepted', async () => {
    expect((await h.request('GET', '/alpha-owners', { token: h.token({ expiresInSeconds: -5 }) })).status).toBe(200);
  });

  it('when the token has no exp, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ expiresInSeconds: null }));
  });

  it('when the token is not valid yet (nbf in the future), then it is 401', async () => {
    await expectNotAuthenticated(h.token({ claims: { nbf: now() + 300 } }));
  });

  it('when a token claims to live longer than 24 h or to be issued in the future, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ claims: { exp: 1e308 } }));
    await expectNotAuthenticated(h.token({ expiresInSeconds: 365 * 86_400 }));
    await expectNotAuthenticated(h.token({ claims: { iat: now() - 3_600, exp: now() + 86_400 - 1_800 } }));
    await expectNotAuthenticated(h.token({ claims: { iat: now() + 365 * 86_400 } }));
    await expectNotAuthenticated(h.token({ claims: { iat: now() + 120 } }));
    await expectNotAuthenticated(h.token({ claims: { iat: undefined }, expiresInSeconds: 86_400 + 120 }));
  });

  it('when a token lives exactly 24 h, has no iat, or was issued within the clock tolerance ahead, then it is accepted', async () => {
    for (const token of [h.token({ expiresInSeconds: 86_400 }), h.token({ claims: { iat: undefined } }), h.token({ claims: { iat: now() + 10 } })]) {
      expect((await h.request('GET', '/alpha-owners', { token })).status).toBe(200);
    }
  });

  it('when the audience or the issuer is wrong, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ audience: 'another-api' }));
    await expectNotAuthenticated(h.token({ issuer: 'someone-else' }));
  });

  it('when the token has no subject or a malformed scope claim, then it is 401', async () => {
    await expectNotAuthenticated(h.token({ claims: { sub: undefined } }));
    await expectNotAuthenticated(h.token({ claims: { scope: ['data:read'] } }));
  });

  it('when the token comes in the query string instead of the header, then it is 401', async () => {
    await expectNotAuthenticated(null, `/alpha-owners?access_token=${h.token()}`);
  });

  it('when a token that was accepted before comes again with a second token in the query, or with another scheme, then it is 401', async () => {
    const token = h.token();
    expect((await h.request('GET', '/alpha-owners', { token })).status).toBe(200);
    expect((await h.request('GET', `/alpha-owners?access_token=${token}`, { token })).status).toBe(401);
    expect((await h.request('GET', '/alpha-owners', { token: null, headers: { authorization: `Basic ${token}` } })).status).toBe(401);
    expect((await h.request('GET', '/alpha-owners', { token: null, headers: { authorization: `bearer ${token}` } })).status).toBe(200);
  });

  it('when the token lacks the scope of the route, then it is 403 naming the scope', async () => {
    const readOnly = h.token({ scope: 'data:read' });
    const put = await h.request('PUT', '/hosts/1/action-plans', { token: readOnly, body: { plan_type: 'decommission', commit_date: '2025-06-30' } });
    expect(put.status).toBe(403);
    expect(put.body).toEqual(NOT_ENOUGH_PERMISSIONS);
    expect(put.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="plans:write"');
    expect((await h.request('POST', '/cache/refresh-alpha', { token: readOnly })).status).toBe(403);
    expect((await h.request('POST', '/hosts/create-bulk-action-plans', { token: readOnly, body: {} })).status).toBe(403);
    const writer = h.token({ scope: 'plans:write cache:refresh' });
    for (const path of ['/alpha-owners', '/beta-asset/1', '/hosts/1/action-plans', '/health', '/is-alive']) {
      expect((await h.request('GET', path, { token: writer })).status).toBe(403);
    }
    expect((await h.request('POST', '/beta-vulnerabilities-by-host', { token: writer, body: { host_ids: [1] } })).status).toBe(403);
    expect((await h.request('GET', '/alpha-owners', { token: h.token({ claims: { scope: undefined } }) })).status).toBe(403);
  });

  it('when a request is both unauthorised and invalid, then authentication and scope are answered first', async () => {
    await expectNotAuthenticated(null, '/alpha-assets/abc');
    const readOnly = h.token({ scope: 'data:read' });
    expect((await h.request('PATCH', '/hosts/abc/action-plans', { token: readOnly, rawBody: '{not json' })).status).toBe(403);
  });

  it('when a token is valid, then the services see its subject and scopes in the internal token', async () => {
    const token = h.token({ sub: 'svc-reporting', scope: 'data:read' });
    expect((await h.request('GET', '/beta-asset/1', { token })).status).toBe(200);
    expect(h.dataCache.lastCall('GetBetaAsset')).toMatchObject({ subject: 'svc-reporting', scopes: ['data:read'] });
    const planned = await h.request('PUT', '/hosts/2/action-plans', { token: h.token({ sub: 'planner' }), body: { plan_type: 'decommission', commit_date: '2025-06-30' } });
    expect(planned.body).toMatchObject({ created_by: 'planner' });
    expect(h.actionPlan.lastCall('CreatePlan')?.subject).toBe('planner');
  });

  it('when the caller sends a safe x-request-id, then it is echoed and reaches the service; an unsafe one is replaced', async () => {
    const answer = await h.request('GET', '/beta-asset/1', { headers: { 'x-request-id': 'trace-abc.123' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-abc.123');
    expect(h.dataCache.lastCall('GetBetaAsset')?.requestId).toBe('trace-abc.123');
    const unsafe = await h.request('GET', '/beta-asset/1', { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await h.request('GET', '/beta-asset/1', { token: null });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
