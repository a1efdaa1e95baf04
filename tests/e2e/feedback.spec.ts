import path from 'node:path';
import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/*
 * Feedback (docs/decisions/0018: "a feedback dialog with screenshots"; docs/decisions/0010, Feedback): an analyst sends feedback from the
 * header's dialog with a screenshot; a file that is not an image is refused in the form by its name, and one that only
 * pretends to be a PNG is refused by the API (which reads the bytes) with the rule shown in the dialog. An Admin then
 * reads the feedback on the profile page and opens its screenshot.
 */
const browser = useBrowser();

/** A 1x1 PNG image (a real one: the API reads the type from the bytes). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

it('when an analyst sends feedback with a screenshot from the header, then an Admin reads it on the profile page with the screenshot; non-images are refused with the rule', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  const message = `The compliance page should remember my filters (${Date.now()})`;
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByLabel('Category').selectOption('idea');
  const screenshots = dialog.getByLabel(/^Screenshots/);

  await screenshots.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
  await dialog.getByText('Screenshot "notes.txt" refused: not a PNG, JPEG, GIF or WebP image').waitFor();

  await screenshots.setInputFiles([{ name: 'pretend.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a PNG') }]);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Screenshot "pretend.png" refused: not a PNG, JPEG, GIF or WebP image' }).waitFor();

  await screenshots.setInputFiles([{ name: 'compliance-filters.png', mimeType: 'image/png', buffer: PNG_1X1 }]);
  await dialog.getByText('compliance-filters.png (1 KB)').waitFor();
  // The refusal named the file sent before: choosing another clears it.
  await dialog.getByRole('alert').waitFor({ state: 'detached' });
  await page.screenshot({ path: path.join(suite.screenshotDir, 'feedback-dialog.png') });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Thank you: your feedback was sent.' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  const adminPage = (await browser.open()).page;
  await signIn(adminPage, suite.admin);
  await adminPage.goto('/profile');
  await settled(adminPage);
  const feedback = adminPage.getByRole('region', { name: 'Feedback from users' });
  const entry = feedback.getByRole('listitem').filter({ hasText: message });
  await entry.waitFor();
  expect(await entry.innerText()).toContain(`idea from ${analyst.username}`);
  // Only the accepted screenshot was stored: the refused attempt stored nothing.
  expect(await feedback.getByRole('listitem').filter({ hasText: 'pretend.png' }).count()).toBe(0);
  const link = entry.getByRole('link', { name: 'compliance-filters.png' });
  const screenshot = await adminPage.request.get((await link.getAttribute('href')) ?? '');
  expect(screenshot.status()).toBe(200);
  expect(screenshot.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await screenshot.body()).equals(PNG_1X1)).toBe(true);
});
