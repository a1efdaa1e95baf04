import { ADMIN, Browser } from '../dashboard/support/dashboard-system';

/**
 * Read_Only users of one business-unit team each, made once by the first dashboard Admin (ADMIN) of the system at
 * `url` and kept signed in: what another team's user sees is how the tests check the team scope.
 */
export function teamReaders(url: string): (team: string) => Promise<Browser> {
  const readers = new Map<string, Browser>();
  let admin: Browser | null = null;
  return async (team) => {
    const known = readers.get(team);
    if (known) return known;
    if (!admin) {
      admin = new Browser(url);
      expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    }
    const username = `reader-${team}`;
    const password = `Reader password 1! ${team}`;
    expect((await admin.request('POST', '/api/users', { body: { username, email: `${username}@example.test`, password, group: 'Read_Only', bu_teams: [team] } })).status).toBe(201);
    const browser = new Browser(url);
    expect((await browser.login(username, password)).status).toBe(200);
    readers.set(team, browser);
    return browser;
  };
}
