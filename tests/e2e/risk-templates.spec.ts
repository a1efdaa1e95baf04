import { randomUUID } from 'node:crypto';
import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/*
 * Risk-acceptance templates (docs/decisions/0018: "browse by Vendor, Platform, Model; create, edit, clone, delete"): a template
 * created, cloned under a new name, found again by walking the hierarchy; a name already taken answers the API's 409 text.
 */
const browser = useBrowser();

it("when an analyst creates a template and clones it, then the clone is listed, both are found under Vendor, Platform and Model, and a taken name shows the API's text", async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Risk templates' }).click();
  await page.getByRole('heading', { level: 1, name: 'Risk-acceptance templates' }).waitFor();
  await settled(page);

  const unique = randomUUID().slice(0, 8);
  const template = { name: `Legacy TLS ${unique}`, vendor: `Vendor ${unique}`, platform: 'Edge routers', model: 'ER-4' };
  await page.getByRole('button', { name: 'New template' }).click();
  const create = page.getByRole('dialog', { name: 'New risk-acceptance template' });
  await create.getByLabel('Name', { exact: true }).fill(template.name);
  await create.getByLabel('Vendor', { exact: true }).fill(template.vendor);
  await create.getByLabel('Platform', { exact: true }).fill(template.platform);
  await create.getByLabel('Model', { exact: true }).fill(template.model);
  await create.getByLabel('Justification').fill('The routers are out of support; the segment is isolated.');
  await create.getByLabel('Risk rating').selectOption('high');
  await create.getByRole('button', { name: 'Create template' }).click();
  await create.waitFor({ state: 'detached' });

  const list = page.getByRole('table', { name: 'Risk-acceptance templates' });
  await page.getByRole('search', { name: 'Search templates' }).getByLabel('Search').fill(unique);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await list.getByRole('cell', { name: template.name, exact: true }).waitFor();

  // One press opens the dialog, also while a query answer re-renders the list (the table keeps its cells' state).
  await list.getByRole('button', { name: `Clone ${template.name}` }).click();
  const clone = page.getByRole('dialog', { name: `Clone ${template.name}` });
  await clone.getByLabel('Name of the copy').fill(`${template.name} for branch sites`);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await clone.waitFor({ state: 'detached' });
  await list.getByRole('cell', { name: `${template.name} for branch sites`, exact: true }).waitFor();

  // A second clone under the first one's name: the API's 409, in its words, and the dialog stays open.
  await list.getByRole('button', { name: `Clone ${template.name}`, exact: true }).click();
  await clone.getByLabel('Name of the copy').fill(`${template.name} FOR BRANCH SITES`);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await clone.getByRole('alert').filter({ hasText: 'A risk template with this name already exists' }).waitFor();
  await clone.getByRole('button', { name: 'Cancel' }).click();
  await clone.waitFor({ state: 'detached' });

  const browse = page.getByRole('navigation', { name: 'Browse' });
  await page.goto('/risk-templates');
  await browse.getByRole('heading', { name: 'Vendors' }).waitFor();
  await browse.getByRole('link', { name: `${template.vendor} (2)` }).click();
  await browse.getByRole('heading', { name: `Platforms of ${template.vendor}` }).waitFor();
  await browse.getByRole('link', { name: `${template.platform} (2)` }).click();
  await browse.getByRole('heading', { name: `Models of ${template.platform}` }).waitFor();
  await browse.getByRole('link', { name: `${template.model} (2)` }).click();
  // The model chosen is shown as the current step, no longer a link (the breadcrumb's text matches getByText too,
  // so wait for the link itself to go rather than count links once the text shows).
  await browse.getByRole('link', { name: `${template.model} (2)` }).waitFor({ state: 'detached' });
  await browse.getByText(`${template.model} (2)`).first().waitFor();
  await settled(page);
  const names = await list
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim()));
  expect(names.sort()).toEqual([template.name, `${template.name} for branch sites`]);
});
