import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/** The overview (docs/decisions/0018): the caller's teams at a glance, each figure a link to the filtered list behind it. */
const browser = useBrowser();

it('when an analyst opens the overview, then the severity chart, KEV and ticket figures are shown, and a severity opens the findings filtered by it', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await settled(page);
  for (const name of ['Findings by severity', 'KEV findings', 'Tickets open']) await page.getByRole('heading', { level: 2, name }).waitFor();
  const bySeverity = page.getByRole('region', { name: 'Findings by severity' });
  // The chart (drawn for the eye; hidden from assistive technology) and, beside it, one link per severity.
  expect(await bySeverity.locator('svg').count()).toBeGreaterThan(0);
  const severityLinks = await bySeverity.getByRole('link').allInnerTexts();
  expect(severityLinks.map((text) => text.split(':')[0])).toEqual(['critical', 'high', 'medium', 'low', 'info']);
  await page
    .getByRole('region', { name: 'KEV findings' })
    .getByRole('link', { name: /findings with a CVE in CISA's KEV catalog/ })
    .waitFor();
  await page
    .getByRole('region', { name: 'Tickets open' })
    .getByRole('link', { name: /open tracker tickets/ })
    .waitFor();

  const [medium, count] = severityLinks.find((text) => text.startsWith('medium'))!.split(': ');
  await bySeverity.getByRole('link', { name: `${medium}: ${count}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Findings' }).waitFor();
  expect(new URL(page.url()).searchParams.get('severity')).toBe('medium');
  await page
    .getByRole('status')
    .filter({ hasText: `of ${count.replace(/,/g, '')} findings loaded` })
    .waitFor();
});

it('when an Admin opens the overview, then the cache refresh card says how the last refresh of each source ended; an analyst has no such card', async () => {
  const admin = await createUser('Admin');
  const { page } = await browser.open();
  await signIn(page, admin);
  await settled(page);
  const card = page.getByRole('region', { name: 'Cache refresh' });
  // Both caches were built when the system started: each line names its sources and the snapshot's counts.
  await card.getByText(/^Nessus \(beta\): refreshed .+: [\d,]+ hosts, [\d,]+ findings$/).waitFor();
  await card.getByText(/^Nexpose and OpenVAS \(alpha\): refreshed .+: [\d,]+ hosts, [\d,]+ findings$/).waitFor();
  await page.screenshot({ path: 'tmp/e2e-screenshots/overview-admin-refresh.png', fullPage: true });

  const analyst = await createUser('Standard_User');
  const other = await browser.open();
  await signIn(other.page, analyst);
  await settled(other.page);
  await other.page.getByRole('heading', { level: 2, name: 'Tickets open' }).waitFor();
  expect(await other.page.getByRole('region', { name: 'Cache refresh' }).count()).toBe(0);
});
