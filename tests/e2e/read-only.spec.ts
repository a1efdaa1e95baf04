import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import type { Page } from 'playwright-core';
import { settled, signIn } from './support/sign-in';

/** A Read_Only user (interface spec, face B: reads only): no write or export action in the app, and the API refuses them. */
const browser = useBrowser();

/** The export links or buttons on the page shown (CSV, XLSX). */
const exportActions = async (page: Page) => (await page.getByRole('link', { name: /export|CSV|XLSX/i }).count()) + (await page.getByRole('button', { name: /export|CSV|XLSX/i }).count());

it('when a Read_Only user opens the findings, then no stage, select or export action is offered, and the export URL answers 403', async () => {
  const reader = await createUser('Read_Only');
  const { page } = await browser.open();
  await signIn(page, reader);
  await page.goto('/findings');
  await settled(page);
  await page.getByRole('table', { name: 'Findings' }).waitFor();
  expect(await page.getByRole('button', { name: /into queue/ }).count()).toBe(0);
  expect(await page.getByRole('checkbox').count()).toBe(0);
  expect(await exportActions(page)).toBe(0);
  expect(
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Users|Audit log/ })
      .count(),
  ).toBe(0);

  for (const format of ['csv', 'xlsx']) {
    const answer = await page.request.get(`/api/exports/findings.${format}`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ error: 'Insufficient permissions', required: ['Admin', 'Standard_User', 'Leadership'], current: 'Read_Only' });
  }
});

it('when a Read_Only user opens the queue, compliance and risk-template pages, then they read them without any write or export action', async () => {
  const reader = await createUser('Read_Only');
  const { page } = await browser.open();
  await signIn(page, reader);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Queue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Queue' }).waitFor();
  await settled(page);
  expect(await page.getByRole('group', { name: 'Act on the selected items' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /Create ticket|Link to ticket|false-positive submission|Delete/ }).count()).toBe(0);

  await nav.getByRole('link', { name: 'Compliance' }).click();
  await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
  await settled(page);
  await page.getByRole('table', { name: 'Compliance items' }).waitFor();
  expect(await exportActions(page)).toBe(0);
  expect(await page.getByRole('heading', { name: 'Bulk commit (VCL)' }).count()).toBe(0);
  const hostLink = page.getByRole('table', { name: 'Compliance items' }).getByRole('link').first();
  const hostname = (await hostLink.innerText()).trim();
  await hostLink.click();
  await page.getByRole('heading', { level: 2, name: /^History/ }).waitFor();
  await page.getByRole('table', { name: `Compliance items of ${hostname}` }).waitFor();
  expect(await page.getByRole('heading', { name: 'Edit metadata' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Save metadata' }).count()).toBe(0);

  await nav.getByRole('link', { name: 'Risk templates' }).click();
  await page.getByRole('heading', { level: 1, name: 'Risk-acceptance templates' }).waitFor();
  await settled(page);
  await page.getByRole('navigation', { name: 'Browse' }).getByRole('heading', { name: 'Vendors' }).waitFor();
  expect(await page.getByRole('button', { name: /New template|^Edit |^Clone |^Delete / }).count()).toBe(0);
});
