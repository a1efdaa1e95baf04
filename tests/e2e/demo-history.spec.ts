import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startPrivateNats, startSystem, type PrivateNats, type RunningSystem } from '@vmdash/testing';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/**
 * A fresh demo start (docs/decisions/0026-finding-lifecycle.md, "Demo data with a past"): a system of its own without
 * scanner sources, as `npm start` runs it on a new database, so the data-cache generates the demo and its weeks of
 * history. A person of the demo's teams sees on the overview the open findings of the last weeks, new and fixed
 * findings, and the mean time to remediate, each with numbers in words.
 */
const browser = useBrowser();
const ADMIN = { username: 'demo-admin', password: `Demo admin ${randomUUID()}` };
/** Every business-unit team of the demo fleet (apps/data-cache/src/demo-data/demo-catalog.ts, DEMO_OWNERS). */
const DEMO_TEAMS = ['retail-banking', 'corporate-it', 'infrastructure', 'markets', 'digital-channels', 'governance'];

let nats: PrivateNats;
let demo: RunningSystem;

beforeAll(async () => {
  nats = await startPrivateNats();
  demo = await startSystem({
    natsUrl: nats.url,
    startTimeoutMs: 180_000,
    env: { dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, gateway: { WEB_APP_DIR: path.join(__dirname, '../../dist/apps/web') } },
  });
  await demo.waitHealthy(180_000);
}, 420_000);
afterAll(async () => {
  await demo?.stop();
  await nats?.stop();
});

/** A Leadership user of every demo team, made by the demo's Admin through the dashboard API. */
async function demoLeader(): Promise<{ username: string; password: string }> {
  const login = await fetch(`${demo.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = { username: `leader-${randomUUID().slice(0, 8)}`, password: `Leader ${randomUUID()}` };
  const created = await fetch(`${demo.url}/api/users`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, email: `${user.username}@example.test`, group: 'Leadership', bu_teams: DEMO_TEAMS }),
  });
  expect(created.status).toBe(201);
  return user;
}

/** The whole numbers of a text, in order ("1,234 new, 56 fixed" is [1234, 56]). */
const numbersOf = (text: string) => (text.match(/\d[\d,]*/g) ?? []).map((number) => Number(number.replace(/,/g, '')));

it('when a leader opens the overview of a fresh demo start, then the open-findings trend has data for every week, new and fixed are counted and MTTR rests on fixed findings', async () => {
  const { page } = await browser.open(undefined, demo.url);
  await signIn(page, await demoLeader());
  await settled(page);

  const trend = page.getByRole('region', { name: /^Open findings over time/ });
  // The chart: one stacked band per severity, drawn.
  await trend.locator('.recharts-area-area').first().waitFor();
  expect(await trend.locator('.recharts-area-area').count()).toBe(5);
  const [openNow, , , , , , openBefore] = numbersOf(await trend.getByText(/findings open now/).innerText());
  expect(openNow).toBeGreaterThan(0);
  expect(openBefore).toBeGreaterThan(0);
  await trend.getByText('Open findings by week (table)').click();
  const weeklyOpen = await trend.locator('tbody tr td:last-child').allInnerTexts();
  expect(weeklyOpen.length).toBeGreaterThanOrEqual(12);
  // The backlog moved over the weeks: a history, not one snapshot drawn flat.
  expect(new Set(weeklyOpen).size).toBeGreaterThan(3);

  const [created, fixed] = numbersOf(await page.getByTestId('new-and-fixed-totals').innerText());
  expect(created).toBeGreaterThan(0);
  expect(fixed).toBeGreaterThan(0);

  const mttr = page.getByRole('region', { name: /^Mean time to remediate/ });
  const rows = await mttr.locator('tbody tr').allInnerTexts();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(numbersOf(row).at(-1)).toBeGreaterThan(0);

  await page.screenshot({ path: path.join(suite.screenshotDir, 'overview-demo-history.png'), fullPage: true });
});
