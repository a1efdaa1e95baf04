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

it('when a leader lists the fixed findings of the Nexpose and OpenVAS scans, then each row shows its scanner and fixed date, and its host page lists what was fixed and when', async () => {
  const { page } = await browser.open(undefined, demo.url);
  await signIn(page, await demoLeader());
  await page.goto('/findings');
  await settled(page);
  await page.getByLabel('Scanner').selectOption({ label: 'Nexpose, OpenVAS' });
  await page.getByLabel('Status').selectOption('fixed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  expect(new URL(page.url()).search).toBe('?source=alpha&status=fixed');
  const table = page.getByRole('table', { name: 'Findings' });
  await table.locator('tbody tr').first().waitFor();
  const header = await table.locator('thead th').allInnerTexts();
  const column = (name: string) => header.findIndex((text) => text.trim().startsWith(name));
  const firstRow = (await table.locator('tbody tr').first().locator('td').allInnerTexts()).map((text) => text.trim());
  expect(firstRow[column('Scanner')]).toBe('Nexpose, OpenVAS');
  expect(firstRow[column('Status')].toLowerCase()).toBe('fixed');
  expect(firstRow[column('Fixed')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.screenshot({ path: path.join(suite.screenshotDir, 'findings-fixed-demo-history.png') });

  await table.locator('tbody tr').first().getByRole('link').click();
  await page.getByRole('heading', { level: 2, name: 'Fixed findings' }).waitFor();
  await settled(page);
  expect(new URL(page.url()).searchParams.get('source')).toBe('alpha');
  const fixedOnHost = page.getByRole('table', { name: /^Findings fixed on host / });
  await fixedOnHost.locator('tbody tr').first().waitFor();
  expect(await fixedOnHost.locator('tbody tr').count()).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(suite.screenshotDir, 'host-fixed-demo-history.png'), fullPage: true });
});

it('when a leader opens What changed for the last 30 days, then new, fixed and reopened findings are listed newest first, and the export carries the same filters', async () => {
  const { page } = await browser.open(undefined, demo.url);
  await signIn(page, await demoLeader());
  await page.getByRole('navigation').getByRole('link', { name: 'What changed' }).click();
  await page.getByRole('heading', { level: 1, name: 'What changed' }).waitFor();
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 30 days' });
  await settled(page);
  const table = page.getByRole('table', { name: 'Changed findings' });
  await table.locator('tbody tr').first().waitFor();
  // The rows the table has drawn (it renders those in view; the spacer rows are empty).
  const kinds = (await table.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim().toLowerCase()).filter(Boolean);
  expect(kinds.every((kind) => ['new', 'fixed', 'reopened'].includes(kind))).toBe(true);
  expect(kinds).toEqual(expect.arrayContaining(['new', 'fixed']));
  const dates = (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/exports/findings-changes.csv?days=30');
  await page.screenshot({ path: path.join(suite.screenshotDir, 'changes-demo-history.png') });
});
