import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';
import { stageFirstFinding } from './support/stage-finding';

/** Staging (docs/decisions/0018, Findings: "stage into the queue"): a finding selected in the table lands in the user's queue. */
const browser = useBrowser();

it('when an analyst selects one finding and stages it for Remediate, then the page confirms it and their queue holds it', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  const { checkbox, name } = await stageFirstFinding(page);
  expect(await checkbox.isChecked()).toBe(false);

  // The user's queue as the API answers it to their session (the queue page: queue-ticket.spec.ts).
  const queue = (await (await page.request.get('/api/beta/todo-queue')).json()) as { items: { workflow_type: string; status: string; host_id: number; hostname: string | null; title: string }[] };
  expect(queue.items).toHaveLength(1);
  const [item] = queue.items;
  expect(item).toMatchObject({ workflow_type: 'Remediate', status: 'pending' });
  expect(name).toBe(`${item!.title} on ${item!.hostname ?? item!.host_id}`);
});
