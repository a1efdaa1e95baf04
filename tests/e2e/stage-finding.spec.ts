import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';

/** Staging (issue 13, Findings: "stage into the queue"): a finding selected in the table lands in the user's queue. */
const browser = useBrowser();

it('when an analyst selects one finding and stages it for Remediate, then the page confirms it and their queue holds it', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.goto('/findings');
  await settled(page);
  const firstSelect = page
    .getByRole('table', { name: 'Findings' })
    .getByRole('checkbox', { name: /^Select / })
    .first();
  const label = (await firstSelect.getAttribute('aria-label'))!;
  await firstSelect.check();
  await page.getByLabel('Workflow').selectOption('Remediate');
  await page.getByRole('button', { name: 'Stage 1 into queue' }).click();
  await page.getByRole('status').filter({ hasText: 'Staged 1 into your queue.' }).waitFor();
  expect(await firstSelect.isChecked()).toBe(false);

  // The user's queue as the API answers it to their session (the queue page: queue-ticket.spec.ts).
  const queue = (await (await page.request.get('/api/beta/todo-queue')).json()) as { items: { workflow_type: string; status: string; host_id: number; hostname: string | null; title: string }[] };
  expect(queue.items).toHaveLength(1);
  const [item] = queue.items;
  expect(item).toMatchObject({ workflow_type: 'Remediate', status: 'pending' });
  expect(label).toBe(`Select ${item!.title} on ${item!.hostname ?? item!.host_id}`);
});
