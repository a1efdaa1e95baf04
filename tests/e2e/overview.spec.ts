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
