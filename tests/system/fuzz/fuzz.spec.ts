import fc from 'fast-check';
import { freePort, startSimulatorProcess, startSystem, type RunningSystem, type SimulatorProcess } from '@vmdash/testing';
import { realSources } from '../support/shared-data';
import { HOSTILE_BODIES, HOSTILE_QUERIES, HOSTILE_SEGMENTS, type RawBody } from './hostile-payloads';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations';
import { sendRaw, type RawAnswer } from './raw-request';
import { pathSegmentOf, queryOf, valueOf } from './schema-arbitrary';

/** Fixed seed and bounded count: the run is the same every time (docs/decisions/0007). */
const SEED = 20_261_123;
const RUNS_PER_ROUTE = 25;
/** Largest refusal (any 4xx), bytes: a refusal repeats at most short excerpts of the input. */
const MAX_REFUSAL_BYTES = 16 * 1024;
/** Largest success answer, bytes: every asset and finding of the real exports fits many times over. */
const MAX_SUCCESS_BYTES = 8 * 1024 * 1024;
const ADMIN = { username: 'fuzz-admin', password: 'Fuzz admin password 1!' };

/**
 * docs/decisions/0007's fuzz suite: every route of both APIs, read from their OpenAPI documents (so a new route is fuzzed without
 * editing this file), gets the known-hostile payloads and fast-check's schema-shaped requests, with a valid bearer
 * token and a valid Admin session. No answer is a 5xx or a reset, every refusal is the API's own error body within its
 * bound, and afterwards every service is still healthy.
 */
describe('fuzzing every route of both APIs', () => {
  let system: RunningSystem;
  let identityProvider: SimulatorProcess;
  let operations: (Operation & { doc: OpenApiDocument })[];
  let session = '';
  let nextAddress = 1;

  /** Signs the Admin in from a fresh client address (the login limit counts per address) and keeps its cookie. */
  const signIn = async () => {
    const address = `10.99.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;
    const answer = await sendRaw(system.url, 'POST', '/api/auth/login', { 'content-type': 'application/json', 'x-forwarded-for': address }, Buffer.from(JSON.stringify(ADMIN)));
    const cookie = answer.setCookie.find((line) => line.startsWith('session_id='));
    if (answer.status !== 200 || !cookie) throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
    session = cookie.split(';')[0];
  };

  beforeAll(async () => {
    // Single sign-on configured against a real provider, so its routes are fuzzed doing their work.
    const gatewayPort = await freePort();
    const client = { OIDC_CLIENT_ID: 'vmdash-fuzz', OIDC_CLIENT_SECRET: 'fuzz-client-secret' };
    identityProvider = await startSimulatorProcess('oidc-provider', { ...client, OIDC_REDIRECT_URIS: `http://127.0.0.1:${gatewayPort}/api/auth/oidc/callback` });
    system = await startSystem({
      ...realSources(),
      logLevel: 'warn',
      gatewayPort,
      env: {
        dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
        gateway: { TRUST_PROXY: 'loopback', OIDC_ISSUER_URL: identityProvider.url, ...client, OIDC_GROUP_MAP: JSON.stringify({ 'vm-admins': 'Admin' }) },
      },
    });
    const documents = await Promise.all(
      [
        ['data', '/openapi.json'],
        ['dashboard', '/api/openapi.json'],
      ].map(async ([api, path]) => {
        const doc = (await (await fetch(`${system.url}${path}`)).json()) as OpenApiDocument;
        return operationsOf(doc, api as Operation['api']).map((operation) => ({ ...operation, doc }));
      }),
    );
    // An event stream stays open until its deadline by design; its input is tested in tests/system/dashboard.
    operations = documents.flat().filter((operation) => !operation.eventStream);
    await signIn();
  }, 120_000);
  afterAll(async () => {
    await system?.stop();
    await identityProvider?.stop();
  });

  const failures: string[] = [];

  /** Sends one request to a route with the caller's credentials and checks the answer; a cleared session is renewed. */
  const probe = async (operation: Operation, path: string, body: RawBody | undefined, what: string): Promise<RawAnswer> => {
    const credentials: Record<string, string> = operation.api === 'data' ? { authorization: `Bearer ${system.token()}` } : { cookie: session, 'x-forwarded-for': '10.98.0.1' };
    const answer = await sendRaw(system.url, operation.method, path, { ...credentials, ...body?.headers }, body?.bytes);
    const where = `${operation.method} ${path.slice(0, 120)} (${what})`;
    const errorKey = operation.api === 'data' ? 'detail' : 'error';
    // No tracker or vulnerability platform runs here: a route that calls one answers its documented outbound failure.
    const outbound = operation.outboundFailures.includes(answer.status);
    if (answer.status === 0 || (answer.status >= 500 && !outbound)) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
    else if (answer.status >= 400) {
      if (answer.bytes > MAX_REFUSAL_BYTES) failures.push(`${where}: a ${answer.status} of ${answer.bytes} bytes`);
      else if (!(errorKey in ((JSON.parse(answer.text || 'null') as object | null) ?? {}))) failures.push(`${where}: ${answer.status} without "${errorKey}": ${answer.text.slice(0, 200)}`);
    } else if (answer.bytes > MAX_SUCCESS_BYTES) failures.push(`${where}: a ${answer.status} of ${answer.bytes} bytes`);
    if (operation.api === 'dashboard' && answer.setCookie.some((line) => line.startsWith('session_id=;'))) await signIn();
    return answer;
  };

  /** The route's path with each parameter replaced by `segment(name)`. */
  const pathOf = (operation: Operation, segment: (name: string) => string) => operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => segment(name));

  it("when every route gets the known-hostile paths, queries and bodies, then none answers 5xx and every refusal is small and in its API's words", async () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      const plain = pathOf(operation, () => '1');
      for (const segment of HOSTILE_SEGMENTS)
        if (operation.pathParams.length > 0)
          await probe(
            operation,
            pathOf(operation, () => segment),
            undefined,
            `segment ${segment.slice(0, 20)}`,
          );
      for (const query of HOSTILE_QUERIES) await probe(operation, `${plain}${query}`, undefined, `query ${query.slice(0, 30)}`);
      if (operation.method !== 'GET') for (const body of HOSTILE_BODIES) await probe(operation, plain, body, body.name);
    }
    expect(failures).toEqual([]);
  });

  it("when every route gets schema-shaped random requests (fixed seed), then none answers 5xx and every refusal is small and in its API's words", async () => {
    for (const operation of operations) {
      const { doc } = operation;
      const segments = fc.record(Object.fromEntries(operation.pathParams.map((param) => [param.name, pathSegmentOf(doc, param.schema)])) as Record<string, fc.Arbitrary<string>>);
      const body = operation.body ? valueOf(doc, operation.body).map((value) => JSON.stringify(value) ?? 'null') : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(segments, queryOf(operation.queryParams), body, async (params, query, text) => {
          const path = `${pathOf(operation, (name) => params[name])}${query}`;
          await probe(
            operation,
            path,
            text === undefined ? undefined : { name: 'generated', bytes: Buffer.from(text), headers: { 'content-type': 'application/json' } },
            `generated ${text?.slice(0, 60) ?? ''}`,
          );
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  });

  it('when the fuzzing is over, then every service is still healthy and the session and token still work', async () => {
    const health = await system.request('GET', '/health');
    expect(health.status).toBe(200);
    await signIn();
    const me = await sendRaw(system.url, 'GET', '/api/auth/me', { cookie: session });
    expect(me.status).toBe(200);
    expect((await system.request('GET', '/beta-assets/1?page_size=2')).status).toBe(200);
  });
});
