import { startSystem, type RunningSystem } from '@vmdash/testing';
import { operationsOf, type OpenApiDocument } from '../fuzz/openapi-operations';

/*
 * A service the gateway cannot reach, with real processes (docs/decisions/0024, "A service that is not reachable"): the
 * system started with the dashboard late, then the dashboard stopped. Every dashboard route answers the status of an
 * unavailable dependency, 503 with Retry-After and its own failure text (docs/architecture.md, "Errors and retries"),
 * never a 500, and answers as before once the dashboard is reachable again.
 */

/** A well-formed session id that names no session (64 hex characters). */
const SESSION_COOKIE = `session_id=${'0'.repeat(64)}`;
/** The answer of a route whose service cannot be reached: 503, the gateway's Retry-After, the route's own failure text. */
const unavailable = (error: string) => ({ status: 503, retryAfter: '5', body: { error } });

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

describe('a dashboard the gateway cannot reach', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    // The gateway and the integration service: the gateway is up and ready while the dashboard is still to start.
    system = await startSystem({ apps: ['integration'], startTimeoutMs: 120_000 });
  }, 180_000);
  afterAll(async () => {
    await system?.stop();
  });

  const send = async (method: string, route: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${system.url}${route}`, {
      method,
      headers: { cookie: SESSION_COOKIE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json().catch(() => null) };
  };
  const signIn = () => send('POST', '/api/auth/login', { username: 'nobody', password: 'wrong password' });

  it('when the dashboard has not started yet, then GET /api/auth/me, a sign-in and a session route answer 503 with Retry-After and their own text, not 500', async () => {
    expect(await send('GET', '/api/auth/me')).toEqual(unavailable('Failed to get user'));
    expect(await signIn()).toEqual(unavailable('Login failed'));
    expect(await send('GET', '/api/auth/profile')).toEqual(unavailable('Failed to fetch profile'));
  });

  it('when the dashboard has not started yet, then no route of the dashboard API answers 500: each 5xx is a 503 with Retry-After in the API’s words', async () => {
    const doc = (await (await fetch(`${system.url}/api/openapi.json`)).json()) as OpenApiDocument;
    // An event stream stays open until its deadline by design; the session it needs is the same lookup as every route's.
    const operations = operationsOf(doc, 'dashboard').filter((operation) => !operation.eventStream);
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let refused = 0;
    for (const operation of operations) {
      const path = operation.path.replace(/\{\w+\}/g, '1');
      const answer = await send(operation.method, path, operation.method === 'GET' ? undefined : {});
      if (answer.status === 503) refused++;
      const inWords = answer.status < 400 || (typeof answer.body === 'object' && answer.body !== null && 'error' in answer.body);
      if ((answer.status >= 500 && answer.status !== 503) || (answer.status === 503 && answer.retryAfter === null) || !inWords)
        failures.push(`${operation.method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    // Every route behind the session guard asks the dashboard first, so most of them answer 503.
    expect(refused).toBeGreaterThan(operations.length / 2);
  });

  it('when the dashboard starts, then the same requests answer as the specification says; when it stops, 503 again', async () => {
    await system.startApp('dashboard');
    expect(await send('GET', '/api/auth/me')).toEqual({ status: 401, retryAfter: null, body: { error: 'Session expired' } });
    expect(await signIn()).toMatchObject({ status: 401, body: { error: 'Invalid username or password' } });

    await system.stopApp('dashboard');
    expect(await send('GET', '/api/auth/me')).toEqual(unavailable('Failed to get user'));
  }, 180_000);
});
