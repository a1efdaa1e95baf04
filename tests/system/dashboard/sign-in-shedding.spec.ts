import { Browser, startDashboardSystem, type DashboardSystem } from './support/dashboard-system';

/** The dashboard's text of a shed sign-in (libs/domain AUTH_TEXTS.signInBusy). */
const SIGN_IN_BUSY = { error: 'Too many sign-ins at the moment. Please try again in a few seconds.' };

/** Sign-ins sent at once: more than 2 cores verify (argon2id, 19 MiB) within the short deadline below. */
const FLOOD = 60;

describe('sign-ins under load (docs/decisions/0017, "Sign-ins under load")', () => {
  let system: DashboardSystem;
  beforeAll(async () => {
    system = await startDashboardSystem();
  });
  afterAll(async () => {
    await system.stop();
  });

  it('when more sign-ins arrive than can be verified before their deadline, then the surplus is refused at once with 503 and Retry-After, and every 200 signed in', async () => {
    const users = await Promise.all([system.createUser('Standard_User'), system.createUser('Read_Only'), system.createUser('Admin')]);
    // A gateway whose calls have 1.2 s: the dashboard can verify a few dozen passwords in that time, not 60.
    const hurried = await system.startGateway({ deadlineMs: 1_200 });
    try {
      const browsers = Array.from({ length: FLOOD }, () => new Browser(hurried.url));
      const answers = await Promise.all(browsers.map((browser, i) => browser.login(users[i % users.length].username, users[i % users.length].password)));

      const statuses = answers.map((answer) => answer.status);
      // A 504 can still happen when the whole machine stalls after a sign-in was admitted (the writes after the check
      // get 200 ms): it sets no cookie and, past the write window, stores no session (storeSessionWithin).
      expect(statuses.filter((status) => status !== 200 && status !== 503 && status !== 504)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 504 && answer.setCookies.length > 0)).toEqual([]);
      const shed = answers.filter((answer) => answer.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      for (const answer of shed) {
        expect(answer.body).toEqual(SIGN_IN_BUSY);
        expect(answer.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
        expect(answer.setCookies).toEqual([]);
      }
      const signedIn = browsers.filter((_, i) => answers[i].status === 200);
      expect(signedIn.length).toBeGreaterThan(0);
      // Every session a 200 set works, through the first gateway (its usual deadline).
      for (const browser of signedIn) {
        const me = await new Browser(system.url, browser.address).request('GET', '/api/auth/me', { headers: { cookie: `session_id=${browser.sessionId}` } });
        expect(me.status).toBe(200);
      }
      // After the burst, a browser that was refused signs in.
      const retried = browsers.find((_, i) => answers[i].status === 503)!;
      const user = users[browsers.indexOf(retried) % users.length];
      const retry = await new Browser(system.url, retried.address).login(user.username, user.password);
      expect(retry.status).toBe(200);
      // The shed attempt was given back to the address's login limit (20 per 15 minutes): only the retry counts.
      expect(retry.headers.get('ratelimit')).toMatch(/; r=19;/);
    } finally {
      await hurried.stop();
    }
  });
});
