import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/** Findings (docs/decisions/0018): filters on the server, each filtered view a URL; a host's page from its link. */
const browser = useBrowser();

it('when an analyst filters the findings by severity, then the filter lands in the URL, the table shows only matching rows, and a host link opens that host', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Findings' }).click();
  await settled(page);
  await page.getByLabel('Severity').selectOption('medium');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL((url) => url.searchParams.get('severity') === 'medium');
  await settled(page);

  const table = page.getByRole('table', { name: 'Findings' });
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const severityColumn = headers.findIndex((text) => text.startsWith('Severity'));
  const hostColumn = headers.indexOf('Host');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const severities = await rows.evaluateAll((elements, column) => elements.map((row) => row.querySelectorAll('td')[column]?.textContent?.trim()), severityColumn);
  expect(severities.length).toBeGreaterThan(0);
  expect(new Set(severities)).toEqual(new Set(['medium']));

  // A reload of the filtered URL shows the same view (a deep link).
  await page.reload();
  await settled(page);
  expect(await page.getByLabel('Severity').inputValue()).toBe('medium');

  const hostLink = rows.first().getByRole('cell').nth(hostColumn).getByRole('link');
  const hostname = (await hostLink.innerText()).trim();
  await hostLink.click();
  await page.getByRole('heading', { level: 1, name: `Host ${hostname}` }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/hosts\/\d+$/);
  await page.getByRole('table', { name: `Findings of host ${hostname}` }).waitFor();
});
