import { randomUUID } from 'node:crypto';
import { suite } from './suite';

/** A user created for a test, with the credentials to sign in with. */
export interface TestUser {
  id: string;
  username: string;
  password: string;
}

/**
 * A dashboard API request as the first Admin, outside the browser (a test's setup): the session the global setup
 * opened (every sign-in counts against the login limit of 20 per 15 minutes per address), JSON bodies.
 */
export function asAdmin(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${suite.url}${path}`, {
    method,
    headers: { cookie: suite.admin.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The dashboard's user groups (interface spec, face B). */
export type Group = 'Admin' | 'Standard_User' | 'Read_Only' | 'Leadership';

/**
 * Creates a user of `group` in `teams` as the Admin (POST /api/users).
 * @throws Error when the API does not answer 201
 */
export async function createUser(group: Group, teams: string[] = [TEAM]): Promise<TestUser> {
  const username = `${group.toLowerCase().replace('_', '-')}-${randomUUID().slice(0, 8)}`;
  const password = `Password ${randomUUID()}`;
  const answer = await asAdmin('POST', '/api/users', { username, email: `${username}@example.test`, password, group, bu_teams: teams });
  if (answer.status !== 201) throw new Error(`create user ${username}: ${answer.status} ${await answer.text()}`);
  return { id: ((await answer.json()) as { id: string }).id, username, password };
}

/** A business-unit team of the asset inventory of the shared data (inventory/asset-inventory.csv) with findings. */
export const TEAM = 'retail-banking';

/** Posts to a control route of the tracker simulator (e.g. `/issues/VM-1/close`), as the tracker's own staff would act. */
export async function trackerControl(route: string, body: unknown = {}): Promise<void> {
  const answer = await fetch(`${suite.trackerUrl}/_simulator${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`tracker simulator ${route}: ${answer.status}`);
}
