import type { RunningSystem } from '@vmdash/testing';

/**
 * Signs a dashboard user in through the gateway and chooses every team (POST /api/auth/login, then
 * POST /api/auth/team-scope `all`): the session cookie, `session_id=<token>`, for the benchmark's requests.
 * @throws Error naming both statuses when either call is refused
 */
export async function signInWithEveryTeam(system: Pick<RunningSystem, 'url'>, user: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${system.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: system.url }, body: JSON.stringify(user) });
  const cookie = (login.headers.getSetCookie().find((value) => value.startsWith('session_id=')) ?? '').split(';')[0]!;
  const scope = await fetch(`${system.url}/api/auth/team-scope`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: system.url, cookie },
    body: JSON.stringify({ scope: 'all' }),
  });
  if (login.status !== 200 || scope.status !== 200) throw new Error(`sign-in failed: ${login.status} ${scope.status}`);
  return cookie;
}
