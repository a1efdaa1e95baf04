import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/*
 * Compliance (docs/decisions/0018: "metadata edit with change reason, history"): a host's detail opened from the items list, its
 * remediation plan and resolution date changed with a reason, the change at the top of its history; a reason over the
 * API's 500 characters is refused with the limit shown.
 */
const browser = useBrowser();

it("when an analyst edits a host's compliance metadata with a change reason, then the change heads its history; a reason of 501 characters is refused with the limit", async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
  await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
  await settled(page);
  const hostLink = page.getByRole('table', { name: 'Compliance items' }).getByRole('link').first();
  const hostname = (await hostLink.innerText()).trim();
  await hostLink.click();
  await page.getByRole('heading', { level: 2, name: `Host ${hostname}` }).waitFor();

  const edit = page.getByRole('form', { name: 'Edit metadata' });
  const plan = `Replace the host's TLS stack (${Date.now()})`;
  await edit.getByLabel('Remediation plan').fill(plan);
  await edit.getByLabel('Resolution date').fill('2027-03-31');
  await edit.getByLabel('Change reason').fill('x'.repeat(501));
  await edit.getByText('501 of 500 characters').waitFor();
  await edit.getByRole('button', { name: 'Save metadata' }).click();
  await edit.getByText('change_reason must be at most 500 characters').waitFor();
  expect(
    await page
      .getByRole('table', { name: `Changes of ${hostname}` })
      .getByText(plan)
      .count(),
  ).toBe(0);

  await edit.getByLabel('Change reason').fill('Vendor patch scheduled for the Q1 window');
  await edit.getByRole('button', { name: 'Save metadata' }).click();
  await edit.getByRole('status').filter({ hasText: 'Saved: the history below shows the change.' }).waitFor();
  const history = page.getByRole('table', { name: `Changes of ${hostname}` });
  await history.getByText(plan).first().waitFor();
  const newest = history
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  const newestText = await newest.innerText();
  expect(newestText).toContain(analyst.username);
  expect(newestText).toContain('Vendor patch scheduled for the Q1 window');
  expect(newestText).toMatch(new RegExp(`${escape(plan)}|2027-03-31`));
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
