import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { stageFirstFinding } from './support/stage-finding';
import { suite } from './support/suite';

/*
 * Queue to ticket (docs/decisions/0018, Queue: "create a tracker ticket from items; the tracker quota left shown where it
 * matters"): a finding staged from /findings, selected on /queue, a tracker ticket created from it; the tracker holds
 * the issue and /tickets lists it by its key.
 */
const browser = useBrowser();

it('when an analyst creates a tracker ticket from a staged finding on the queue page, then the tracker holds the issue, the tickets page lists its key, and the quota left is shown', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  const { name: itemName } = await stageFirstFinding(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Queue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Queue' }).waitFor();
  await settled(page);
  const queue = page.getByRole('table', { name: 'Queue items' });
  await queue.getByRole('checkbox', { name: `Select ${itemName}` }).check();
  const actions = page.getByRole('group', { name: 'Act on the selected items' });
  await actions.getByText('1 item selected').waitFor();
  await actions.getByText(/^Tracker calls left: \d+ of \d+ this minute, \d+ of \d+ today\.$/).waitFor();
  await actions.getByRole('button', { name: 'Create ticket' }).click();

  const form = page.getByRole('region', { name: 'Create a tracker ticket from 1 item' });
  const summary = `Patch ${itemName}`;
  await form.getByLabel('Summary').fill(summary);
  await form.getByLabel('Description').fill('Created from the queue in the browser tests');
  await form.getByRole('button', { name: 'Create tracker ticket' }).click();
  const created = form.getByRole('status').filter({ hasText: /^Ticket .+ created\.$/ });
  await created.waitFor();
  const issueKey = (await created.getByRole('link').innerText()).trim();
  await form.getByText(/^Tracker calls left: /).waitFor();
  await queue.getByRole('row').filter({ hasText: issueKey }).waitFor();

  const issues = (await (await fetch(`${suite.trackerUrl}/_simulator/issues`)).json()) as { key: string; summary: string }[];
  expect(issues).toContainEqual(expect.objectContaining({ key: issueKey, summary }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
  const row = page.getByRole('table', { name: 'Tracker tickets' }).getByRole('row').filter({ hasText: issueKey });
  await row.getByRole('link', { name: summary }).waitFor();
  await row.getByRole('link', { name: new RegExp(`^${issueKey}`) }).waitFor();
  await page.getByText(/^Tracker calls left: \d+ of \d+ this minute, \d+ of \d+ today\.$/).waitFor();
});
