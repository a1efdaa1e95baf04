import { createUser, trackerControl } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/*
 * The live notification (docs/decisions/0018: "a bell whose count updates live from the SSE stream"): a ticket created through the
 * dashboard API, its issue closed in the tracker (the simulator sends the signed webhook), and the bell of the page
 * the submitter has open counts it without a reload.
 */
const browser = useBrowser();

it("when the tracker closes the issue of a user's ticket, then the bell in their open page counts one unread notification without a reload", async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await settled(page);
  await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
  // A mark on this document: a reload would start a new one without it.
  await page.evaluate(() => Object.assign(window, { vmdashE2eMark: true }));

  // The ticket is set up through the API with the user's session (creating one in the app: queue-ticket.spec.ts).
  const created = await page.request.post('/api/tracker-tickets', { data: { summary: 'Patch the payment hosts', description: 'Staged from the web app', source_context: 'manual' } });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { issue_key: string };
  await trackerControl(`/issues/${ticket.issue_key}/close`);

  await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { vmdashE2eMark?: boolean }).vmdashE2eMark)).toBe(true);
  await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByText(ticket.issue_key).first().waitFor();
});
