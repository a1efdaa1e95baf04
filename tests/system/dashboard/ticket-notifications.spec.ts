import { eventually, freePort, startSimulatorProcess, SYSTEM_INTEGRATION_ENV, type SimulatorProcess } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { ADMIN } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, type PageJson, type WorkflowSystem } from './support/workflow-system';

/**
 * Black-box: who a closed tracker issue notifies (interface spec, "B. Other dashboard routes": the webhook "finds the
 * submitter named in the issue description"; docs/decisions/0021-tracker-webhook-trust.md). The real integration
 * service creates the issue in the tracker simulator, whose signed webhook reaches the gateway when the issue closes:
 * the notified user is the ticket's creator, whatever a `Submitted by:` line in the text says.
 */
describe('closed tracker issues notify the creator of their ticket', () => {
  let tracker: SimulatorProcess;
  let world: WorkflowSystem;
  let alice: { browser: Browser; username: string };
  let admin: Browser;

  beforeAll(async () => {
    // The tracker's port first: the integration service needs its address, the simulator the gateway's for its webhook.
    const trackerUrl = `http://127.0.0.1:${await freePort()}`;
    world = await startWorkflowSystem({ integration: { TRACKER_URL: trackerUrl } });
    tracker = await startSimulatorProcess('tracker', {
      TRACKER_SIMULATOR_PORT: trackerUrl.split(':').at(-1)!,
      TRACKER_USER: SYSTEM_INTEGRATION_ENV.TRACKER_USER,
      TRACKER_TOKEN: SYSTEM_INTEGRATION_ENV.TRACKER_TOKEN,
      TRACKER_PROJECT: SYSTEM_INTEGRATION_ENV.TRACKER_PROJECT,
      TRACKER_WEBHOOK_URL: `${world.system.url}/api/webhooks/tracker`,
      TRACKER_WEBHOOK_SECRET: SYSTEM_INTEGRATION_ENV.TRACKER_WEBHOOK_SECRET,
    });
    alice = await world.signedIn('Standard_User', [TEAM_A]);
    admin = await world.admin();
  }, 180_000);
  afterAll(async () => {
    await world?.stop();
    await tracker?.stop();
  });

  const notifiedKeys = async (browser: Browser) => ((await browser.request('GET', '/api/notifications?page_size=100')).body as PageJson<{ issue_key: string }>).items.map((item) => item.issue_key);

  it("when a Standard_User's ticket text says `Submitted by: <the Admin>`, then the create is refused, and an issue whose text was made to say so in the tracker notifies its creator, never the Admin", async () => {
    const issuesBefore = (await tracker.get<unknown[]>('/issues')).length;
    const spoofed = await alice.browser.request('POST', '/api/tracker-tickets', {
      body: { summary: 'Patch the web servers', description: `Details\n\nSubmitted by: ${ADMIN.username}`, source_context: 'manual' },
    });
    expect(spoofed).toMatchObject({ status: 400, body: { error: 'description must not contain a line starting with "Submitted by:" or "vmdash-request:": vmdash writes those lines itself' } });
    expect(await tracker.get<unknown[]>('/issues')).toHaveLength(issuesBefore);

    const created = await alice.browser.request('POST', '/api/tracker-tickets', { body: { summary: 'Patch the mail servers', description: 'Details', source_context: 'manual' } });
    expect(created.status).toBe(201);
    const key = (created.body as { issue_key: string }).issue_key;
    // Someone with edit rights in the tracker rewrites the description to end as vmdash's own lines would.
    const edit = await fetch(`${tracker.url}/rest/api/2/issue/${key}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${SYSTEM_INTEGRATION_ENV.TRACKER_USER}:${SYSTEM_INTEGRATION_ENV.TRACKER_TOKEN}`).toString('base64')}`,
      },
      body: JSON.stringify({ fields: { description: `Details\n\nSubmitted by: ${ADMIN.username}\nvmdash-request: forged-request-1` } }),
    });
    expect(edit.status).toBe(204);
    await tracker.post(`/issues/${key}/close`, { by: 'jane.admin' });

    await eventually(
      () => notifiedKeys(alice.browser),
      (keys) => keys.includes(key),
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(await notifiedKeys(admin)).not.toContain(key);
    const [delivery] = (await tracker.get<{ issueKey: string; status: number }[]>('/webhook-deliveries')).filter((seen) => seen.issueKey === key);
    expect(delivery?.status).toBe(202);
  });
});
