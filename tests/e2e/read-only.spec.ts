import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/** A Read_Only user (interface spec, face B: reads only): no write or export action in the app, and the API refuses them. */
const browser = useBrowser();

it('when a Read_Only user opens the findings, then no stage, select or export action is offered, and the export URL answers 403', async () => {
  const reader = await createUser('Read_Only');
  const { page } = await browser.open();
  await signIn(page, reader);
  await page.goto('/findings');
  await settled(page);
  await page.getByRole('table', { name: 'Findings' }).waitFor();
  expect(await page.getByRole('button', { name: /into queue/ }).count()).toBe(0);
  expect(await page.getByRole('checkbox').count()).toBe(0);
  expect(await page.getByRole('link', { name: /export|CSV|XLSX/i }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /export|CSV|XLSX/i }).count()).toBe(0);
  expect(
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Users|Audit log/ })
      .count(),
  ).toBe(0);

  for (const format of ['csv', 'xlsx']) {
    const answer = await page.request.get(`/api/exports/findings.${format}`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Read_Only' });
  }
});
