import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asAdmin, createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/*
 * Risk exceptions (docs/decisions/0032-risk-exceptions.md): an analyst requests one from a host's page with a preview
 * of what it covers; a Leadership user of the team finds it in the approvals inbox and approves it; the host's findings
 * then show "Accepted until <date>", linking to the exception.
 */
const browser = useBrowser();

it("when an analyst requests an exception for a host and a Leadership user approves it in the inbox, then the list shows it active until its expiry and the host's findings show it", async () => {
  const unique = randomUUID().slice(0, 8);
  const template = await asAdmin('POST', '/api/risk-templates', { name: `Isolated lab ${unique}`, vendor: 'Lab', platform: 'VLAN', model: unique, risk_rating: 'medium', expiration_days: 90 });
  expect(template.status).toBe(201);
  const analyst = await createUser('Standard_User');
  const lead = await createUser('Leadership');

  const { page } = await browser.open();
  await signIn(page, analyst);
  const findings = (await (await page.request.get('/api/findings?page_size=1')).json()) as { items: { host_id: number }[] };
  const hostId = findings.items[0]!.host_id;
  await page.goto(`/hosts/${hostId}`);
  await page.getByRole('link', { name: 'Request a risk exception' }).click();
  await page.getByRole('heading', { level: 1, name: 'Risk exceptions' }).waitFor();
  await settled(page);
  const form = page.getByRole('region', { name: 'Request a risk exception' });
  await form.getByLabel('Host id').waitFor();
  expect(await form.getByLabel('Host id').inputValue()).toBe(String(hostId));
  await form.getByLabel('Risk template').selectOption({ label: `Isolated lab ${unique} (medium)` });
  await form.getByLabel('Justification').fill('Lab host, no route to production');
  await form.getByLabel('Compensating controls').fill('Firewalled VLAN');
  const expiresOn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Expires on').fill(expiresOn);
  await form.getByRole('button', { name: 'Preview' }).click();
  await form
    .getByRole('status')
    .filter({ hasText: `Host ${hostId} covers` })
    .waitFor();
  await form.getByRole('button', { name: 'Request exception' }).click();
  await form.getByText('Requested: an Admin or Leadership user of the team decides it.').waitFor();

  const second = await browser.open();
  await signIn(second.page, lead);
  await second.page.goto('/exceptions');
  await second.page.getByRole('button', { name: 'Approvals inbox' }).click();
  const table = second.page.getByRole('table', { name: 'Risk exceptions' });
  await table
    .getByRole('cell', { name: `Host ${hostId}`, exact: true })
    .first()
    .waitFor();
  await second.page.getByLabel('Decision comment').fill('Accepted until the lab is rebuilt');
  await table
    .getByRole('button', { name: `Approve Host ${hostId}` })
    .first()
    .click();
  await second.page.getByLabel('State').selectOption('active');
  const row = table.getByRole('row').filter({ hasText: `Isolated lab ${unique}` });
  await row.getByRole('cell', { name: expiresOn }).waitFor();
  expect(await row.getByRole('cell').nth(2).textContent()).toBe('active');
  await settled(second.page);
  await second.page.screenshot({ path: path.join(suite.screenshotDir, 'exceptions-approved.png') });

  // The analyst's host page: its findings show until when they are accepted, each linking to the exception.
  await page.goto(`/hosts/${hostId}`);
  const badges = page.getByRole('link', { name: `Accepted until ${expiresOn}` });
  await badges.first().waitFor();
  await settled(page);
  await page.screenshot({ path: path.join(suite.screenshotDir, 'host-findings-accepted.png') });
  await badges.first().click();
  await page.getByRole('heading', { level: 1, name: 'Risk exceptions' }).waitFor();
  const marked = page.getByRole('table', { name: 'Risk exceptions' }).locator('tr[aria-current="true"]');
  await marked.waitFor();
  expect(await marked.textContent()).toContain(`Isolated lab ${unique}`);
});
