import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/**
 * The first screen of a fresh install: its first Admin belongs to no team, so its session starts in all teams and the
 * loaded exports are on the overview and the findings list at once (an Admin with no teams in "own" saw nothing).
 */
const browser = useBrowser();

it("when a fresh install's first Admin signs in, then the overview counts findings by severity, every card says what it counts, and Findings lists rows", async () => {
  const { page } = await browser.open();
  await signIn(page, suite.admin);
  await settled(page);
  await page.getByRole('switch', { name: 'All teams', checked: true }).waitFor({ state: 'attached' });

  // Each card's heading names its sources and scope (the scope's label arrives with GET /api/auth/team-scope).
  for (const name of [
    'Findings by severity (Nexpose, OpenVAS and Nessus, all teams)',
    'KEV findings (Nexpose, OpenVAS and Nessus, all teams)',
    'SLA overdue by team (Nexpose, OpenVAS and Nessus, all teams)',
    'Tickets open (all teams)',
  ]) {
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  }
  const bySeverity = page.getByRole('region', { name: 'Findings by severity (Nexpose, OpenVAS and Nessus, all teams)', exact: true });
  const counts = (await bySeverity.getByRole('link').allInnerTexts()).map((text) => Number(text.split(': ')[1].replace(/,/g, '')));
  expect(counts).toHaveLength(5);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Findings' }).click();
  await settled(page);
  const rows = page
    .getByRole('table', { name: 'Findings' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await page.getByText('No findings match these filters.').count()).toBe(0);
});
