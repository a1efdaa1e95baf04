import { startSimulatorProcess, SYSTEM_INTEGRATION_ENV, type SimulatorProcess } from '@vmdash/testing';
import { ADMIN, type Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** A submission as the tests read it. */
interface SubmissionJson {
  id: string;
  name: string;
  workflow_uuid: string | null;
  lifecycle_status: string;
  queue_item_ids: string[];
  requeued_at: string | null;
}

/**
 * Black-box: false-positive submissions and tracker tickets through the gateway with the REAL integration service
 * pointed at the tracker and platform simulators (docs/decisions/0011; docs/decisions/0016): the uuid
 * resolved by name, a rejection synced, one requeue; the outside systems' failures answered as the issue says with
 * nothing half-written; while an Admin impersonates, every stored author carries the Admin (RFC 8693 `act`).
 */
describe('dashboard workflows with the integration service and the simulators', () => {
  let tracker: SimulatorProcess;
  let platform: SimulatorProcess;
  let world: WorkflowSystem;
  let alice: { browser: Browser; username: string; id: string };
  let findings: FindingJson[];
  let nextName = 1;
  let nextFinding = 0;

  /** Stages the next finding of team A as a pending FP item and answers its id. */
  const stageFp = async () => {
    const finding = findings[nextFinding++]!;
    const answer = await alice.browser.request('POST', '/api/beta/todo-queue', {
      body: { items: [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'FP', vendor: 'Microsoft' }] },
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: string }[])[0]!.id;
  };
  const submit = (queueItemIds: string[], name = `System FP batch ${nextName++}`) =>
    alice.browser.request('POST', '/api/beta/fp-workflow/submissions', {
      body: { queue_item_ids: queueItemIds, name, reason: 'Compensating control', description: '', expiration_date: '2030-12-31', override_control: 'AUTHORIZED' },
    });
  const submissionCount = async () => ((await alice.browser.request('GET', '/api/beta/fp-workflow/submissions')).body as PageJson<SubmissionJson>).total;
  const ticketCount = async () => ((await alice.browser.request('GET', '/api/tracker-tickets')).body as PageJson<unknown>).total;
  const itemStatus = async (id: string) =>
    ((await alice.browser.request('GET', '/api/beta/todo-queue?page_size=200')).body as PageJson<{ id: string; status: string }>).items.find((item) => item.id === id)?.status;

  beforeAll(async () => {
    tracker = await startSimulatorProcess('tracker', {
      TRACKER_USER: SYSTEM_INTEGRATION_ENV.TRACKER_USER,
      TRACKER_TOKEN: SYSTEM_INTEGRATION_ENV.TRACKER_TOKEN,
      TRACKER_PROJECT: SYSTEM_INTEGRATION_ENV.TRACKER_PROJECT,
      TRACKER_WEBHOOK_URL: '',
    });
    platform = await startSimulatorProcess('platform', { PLATFORM_CLIENT_ID: SYSTEM_INTEGRATION_ENV.PLATFORM_CLIENT_ID, PLATFORM_API_KEY: SYSTEM_INTEGRATION_ENV.PLATFORM_API_KEY });
    world = await startWorkflowSystem({ integration: { TRACKER_URL: tracker.url, PLATFORM_URL: platform.url } });
    alice = await world.signedIn('Standard_User', [TEAM_A]);
    findings = ((await alice.browser.request('GET', '/api/findings?source=beta&page_size=200')).body as PageJson<FindingJson>).items;
  }, 180_000);
  afterAll(async () => {
    await world?.stop();
    await tracker?.stop();
    await platform?.stop();
  });

  it('when pending FP items are submitted, then the platform holds the workflow, the uuid is resolved by name, a rejection syncs, one requeue passes and the second is 409', async () => {
    const itemId = await stageFp();
    const created = await submit([itemId], 'System rejected batch');
    expect(created.status).toBe(201);
    const submission = created.body as SubmissionJson;
    const [workflow] = (await platform.get<{ name: string; uuid: string }[]>('/workflows')).filter((candidate) => candidate.name === 'System rejected batch');
    expect(submission).toMatchObject({ lifecycle_status: 'submitted', workflow_uuid: workflow!.uuid, queue_item_ids: [itemId] });
    expect(await itemStatus(itemId)).toBe('completed');

    await platform.post(`/workflows/${workflow!.uuid}/state`, { state: 'REJECTED' });
    const synced = await alice.browser.request('POST', `/api/beta/fp-workflow/submissions/${submission.id}/sync`);
    expect((synced.body as SubmissionJson).lifecycle_status).toBe('rejected');
    const requeued = await alice.browser.request('POST', `/api/beta/fp-workflow/submissions/${submission.id}/requeue`, { body: { workflow_type: 'FP', vendor: 'Microsoft' } });
    expect(requeued.status).toBe(201);
    expect((requeued.body as { items: { status: string }[] }).items.map((item) => item.status)).toEqual(['pending']);
    const again = await alice.browser.request('POST', `/api/beta/fp-workflow/submissions/${submission.id}/requeue`, { body: { workflow_type: 'FP', vendor: 'Microsoft' } });
    expect(again).toMatchObject({ status: 409, body: { error: 'The submission was already requeued' } });
  });

  it('when an item completed by a submission is reopened by PATCH, then it is 409 and the item stays completed in its submission', async () => {
    const itemId = await stageFp();
    const created = await submit([itemId]);
    expect(created.status).toBe(201);
    const reopened = await alice.browser.request('PATCH', `/api/beta/todo-queue/${itemId}`, { body: { status: 'pending' } });
    expect(reopened).toMatchObject({
      status: 409,
      body: { error: 'The queue item belongs to a false-positive submission: its status follows the submission (requeue a rejected submission instead)' },
    });
    expect(await itemStatus(itemId)).toBe('completed');
    const submission = await alice.browser.request('GET', `/api/beta/fp-workflow/submissions/${(created.body as SubmissionJson).id}`);
    expect((submission.body as SubmissionJson).queue_item_ids).toEqual([itemId]);
  });

  it("when an Admin impersonating a user creates a ticket, a false-positive submission, a template and a compliance change, then each stored record names the user as author and the Admin beside it; the user's own names no Admin", async () => {
    const admin = await world.admin();
    // Carol's teams: TEAM_A, whose findings the beta export holds, and a team with compliance items.
    const items = (await admin.request('GET', '/api/compliance/items?page_size=500')).body as PageJson<{ hostname: string; bu_team: string | null }>;
    const host = items.items.find((item) => item.bu_team !== null)!;
    const carol = await world.signedIn('Standard_User', [...new Set([TEAM_A, host.bu_team!])]);
    const finding = findings[nextFinding++]!;

    expect((await admin.request('POST', '/api/auth/impersonate', { body: { userId: carol.id } })).status).toBe(200);
    const ticket = await admin.request('POST', '/api/tracker-tickets', { body: { summary: 'Patch the web servers', description: 'Details', source_context: 'manual' } });
    expect(ticket.status).toBe(201);
    const staged = await admin.request('POST', '/api/beta/todo-queue', {
      body: { items: [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'FP', vendor: 'Microsoft' }] },
    });
    expect(staged.status).toBe(201);
    const submission = await admin.request('POST', '/api/beta/fp-workflow/submissions', {
      body: {
        queue_item_ids: [(staged.body as { id: string }[])[0]!.id],
        name: 'Impersonated FP batch',
        reason: 'Compensating control',
        description: '',
        expiration_date: '2030-12-31',
        override_control: 'AUTHORIZED',
      },
    });
    expect(submission.status).toBe(201);
    const templateFields = { vendor: 'Cisco', platform: 'IOS', model: 'ISR4321', risk_rating: 'medium', expiration_days: 180 };
    const template = await admin.request('POST', '/api/risk-templates', { body: { name: 'Impersonated template', ...templateFields } });
    expect(template.status).toBe(201);
    const hostPath = `/api/compliance/items/${encodeURIComponent(host.hostname)}`;
    expect((await admin.request('PATCH', `${hostPath}/metadata`, { body: { remediation_plan: 'Planned by the Admin as carol' } })).status).toBe(200);
    expect((await admin.request('POST', '/api/auth/stop-impersonate')).status).toBe(200);
    const own = await carol.browser.request('POST', '/api/risk-templates', { body: { name: 'Carol template', ...templateFields } });
    expect(own.status).toBe(201);

    // Read back by carol after the impersonation ended: what was stored, not the create's answer.
    const byCarolAsAdmin = { created_by: carol.username, impersonated_by: ADMIN.username };
    const read = async (path: string) => (await carol.browser.request('GET', path)).body as { created_by: string; impersonated_by: string | null };
    const idOf = (answer: { body: unknown }) => (answer.body as { id: string }).id;
    expect(await read(`/api/tracker-tickets/${idOf(ticket)}`)).toMatchObject(byCarolAsAdmin);
    expect(await read(`/api/beta/fp-workflow/submissions/${idOf(submission)}`)).toMatchObject(byCarolAsAdmin);
    expect(await read(`/api/risk-templates/${idOf(template)}`)).toMatchObject(byCarolAsAdmin);
    expect(await read(`/api/risk-templates/${idOf(own)}`)).toMatchObject({ created_by: carol.username, impersonated_by: null });
    // One history entry per active item of the host.
    const history = ((await carol.browser.request('GET', hostPath)).body as { history: { new_value: string | null; changed_by: string; impersonated_by: string | null }[] }).history;
    const planned = history.filter((entry) => entry.new_value === 'Planned by the Admin as carol');
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.map(({ changed_by, impersonated_by }) => ({ changed_by, impersonated_by }))).toEqual(planned.map(() => ({ changed_by: carol.username, impersonated_by: ADMIN.username })));
  });

  it('when a submission is sent as multipart/form-data with evidence, then the platform receives the files with the create; a refused file is a 400 naming it and nothing is stored', async () => {
    const itemId = await stageFp();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const formOf = (name: string, files: { name: string; bytes: Buffer }[]) => {
      const form = new FormData();
      for (const [field, value] of Object.entries({ queue_item_ids: itemId, name, reason: 'Compensating control', description: '', expiration_date: '2030-12-31', override_control: 'AUTHORIZED' }))
        form.append(field, value);
      for (const file of files) form.append('evidence', new Blob([file.bytes]), file.name);
      return form;
    };
    // Sent as the browser (its cookies and client address) with fetch's FormData, which writes the boundary.
    const send = async (form: FormData) => {
      const cookie = [...alice.browser.cookies].map(([cookieName, value]) => `${cookieName}=${value}`).join('; ');
      const response = await fetch(`${alice.browser.baseUrl}/api/beta/fp-workflow/submissions`, { method: 'POST', body: form, headers: { cookie, 'x-forwarded-for': alice.browser.address } });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const before = await submissionCount();
    const refused = await send(formOf('Evidence refused', [{ name: 'tool.exe', bytes: Buffer.from('4d5a9000', 'hex') }]));
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toMatch(/^Evidence file "tool.exe" refused: /);
    expect(await submissionCount()).toBe(before);

    const created = await send(
      formOf('Evidence accepted', [
        { name: 'screen.png', bytes: png },
        { name: 'scan.log', bytes: Buffer.from('Plugin 10863: certificate expired\n') },
      ]),
    );
    expect(created.status).toBe(201);
    const [workflow] = (await platform.get<{ name: string; files: string[] }[]>('/workflows')).filter((candidate) => candidate.name === 'Evidence accepted');
    expect(workflow!.files).toEqual(['screen.png', 'scan.log']);
    expect(await itemStatus(itemId)).toBe('completed');
  });

  it.each([
    [401, 502],
    [419, 502],
    [429, 429],
  ])('when the platform answers %i to the create, then the route answers %i and nothing is stored: no submission, the item still pending', async (platformStatus, httpStatus) => {
    const itemId = await stageFp();
    const before = await submissionCount();
    await platform.post('/failures', { status: platformStatus });
    const answer = await submit([itemId]);
    expect(answer.status).toBe(httpStatus);
    if (httpStatus === 429) expect(answer.body).toEqual({ error: 'Rate limit exceeded. Try again later.' });
    expect(await submissionCount()).toBe(before);
    expect(await itemStatus(itemId)).toBe('pending');
  });

  it('when a ticket is created, then the issue is in the simulator and the ticket names its key', async () => {
    const answer = await alice.browser.request('POST', '/api/tracker-tickets', { body: { summary: 'Patch the web servers', description: 'Details', source_context: 'manual' } });
    expect(answer.status).toBe(201);
    const key = (answer.body as { issue_key: string }).issue_key;
    const issues = await tracker.get<{ key: string }[]>('/issues');
    expect(issues.map((issue) => issue.key)).toContain(key);
  });

  it("when a Read_Only user asks for the tracker quota, then the integration service's count is answered, spent by the creates", async () => {
    const reader = await world.signedIn('Read_Only', [TEAM_A]);
    const answer = await reader.browser.request('GET', '/api/tracker-tickets/quota');
    expect(answer.status).toBe(200);
    const quota = answer.body as { minute_remaining: number; minute_limit: number; day_remaining: number; day_limit: number; blocked_until: string | null };
    expect(quota).toEqual({ minute_remaining: expect.any(Number), minute_limit: expect.any(Number), day_remaining: expect.any(Number), day_limit: expect.any(Number), blocked_until: null });
    expect(quota.day_remaining).toBeLessThan(quota.day_limit);
  });

  it.each([
    [{ status: 429, retryAfterSeconds: 1 }, 429, 'Rate limit exceeded. Try again later.'],
    [{ status: 500, body: { errorMessages: ['database down'] } }, 502, /database down/],
  ])('when the tracker answers %o, then the ticket create answers %i and no ticket is stored', async (failure, httpStatus, error) => {
    const before = await ticketCount();
    await tracker.post('/failures', failure);
    const answer = await alice.browser.request('POST', '/api/tracker-tickets', { body: { summary: 'Refused ticket', description: 'Details', source_context: 'manual' } });
    expect(answer.status).toBe(httpStatus);
    expect((answer.body as { error: string }).error).toMatch(error);
    expect(await ticketCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });

  it("when the tracker answers 429 with Retry-After 1 and Jira DC's spent remaining count refilled every second, then the create is refused once and one 3 s later reaches the tracker", async () => {
    await tracker.post('/failures', {
      status: 429,
      retryAfterSeconds: 1,
      headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-FillRate': '10', 'X-RateLimit-Interval-Seconds': '1' },
    });
    const refused = await alice.browser.request('POST', '/api/tracker-tickets', { body: { summary: 'Refused by the tracker', description: 'Details', source_context: 'manual' } });
    expect(refused).toMatchObject({ status: 429, body: { error: 'Rate limit exceeded. Try again later.' } });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const created = await alice.browser.request('POST', '/api/tracker-tickets', { body: { summary: 'Created after the refill', description: 'Details', source_context: 'manual' } });
    expect(created.status).toBe(201);
    const issues = await tracker.get<{ key: string; summary: string }[]>('/issues');
    expect(issues.find((issue) => issue.key === (created.body as { issue_key: string }).issue_key)?.summary).toBe('Created after the refill');
  });
});
