import fc from 'fast-check';
import { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

const WRITERS = ['Admin', 'Standard_User'];
/** Who may export (docs/decisions/0015: Read_Only cannot export). */
const EXPORTERS = ['Admin', 'Standard_User', 'Leadership'];
/** Who decides a risk exception (docs/decisions/0032-risk-exceptions.md), and who may revoke one. */
const APPROVERS = ['Admin', 'Leadership'];
const REVOKERS = ['Admin', 'Standard_User', 'Leadership'];
/** The groups allowed by each kind of access (everyone: no guard). */
const GROUPS_OF: Record<'writers' | 'exporters' | 'approvers' | 'revokers', string[]> = { writers: WRITERS, exporters: EXPORTERS, approvers: APPROVERS, revokers: REVOKERS };

/**
 * Answers a fuzzed request may get: success, the refusals, and for the ticket create the tracker's network failure
 * (502: no integration service runs in this system, interface spec "Errors": outbound). Never another 5xx.
 */
const allowed = (path: string, status: number) => status < 500 || (path === '/api/tracker-tickets' && status === 502);

/**
 * Every workflow route with the groups that may call it (docs/decisions/0011; docs/decisions/0015; the risk exceptions'
 * approvers and revokers, docs/decisions/0032-risk-exceptions.md): writers, exporters, approvers, revokers or everyone.
 */
const ROUTES: [method: string, path: string, access: 'writers' | 'exporters' | 'approvers' | 'revokers' | 'everyone'][] = [
  ['GET', '/api/findings', 'everyone'],
  ['GET', '/api/findings/changes', 'everyone'],
  ['GET', '/api/analytics/mttr', 'everyone'],
  ['GET', '/api/analytics/trend', 'everyone'],
  ['GET', '/api/analytics/sla', 'everyone'],
  ['GET', '/api/findings/{host_id}/{scanner_id}/notes', 'everyone'],
  ['POST', '/api/findings/{host_id}/{scanner_id}/notes', 'writers'],
  ['POST', '/api/beta/todo-queue', 'writers'],
  ['GET', '/api/beta/todo-queue', 'everyone'],
  ['GET', '/api/beta/todo-queue/ticket-links', 'everyone'],
  ['PATCH', '/api/beta/todo-queue/{id}', 'writers'],
  ['DELETE', '/api/beta/todo-queue/{id}', 'writers'],
  ['GET', '/api/beta/todo-queue/{id}/notes', 'everyone'],
  ['POST', '/api/beta/todo-queue/{id}/notes', 'writers'],
  ['POST', '/api/tracker-tickets', 'writers'],
  ['GET', '/api/tracker-tickets', 'everyone'],
  ['POST', '/api/tracker-tickets/sync', 'writers'],
  ['GET', '/api/tracker-tickets/{id}', 'everyone'],
  ['POST', '/api/tracker-tickets/{id}/queue-items', 'writers'],
  ['POST', '/api/beta/fp-workflow/submissions', 'writers'],
  ['GET', '/api/beta/fp-workflow/submissions', 'everyone'],
  ['GET', '/api/beta/fp-workflow/submissions/{id}', 'everyone'],
  ['POST', '/api/beta/fp-workflow/submissions/{id}/sync', 'writers'],
  ['POST', '/api/beta/fp-workflow/submissions/{id}/requeue', 'writers'],
  ['POST', '/api/beta/fp-workflow/submissions/{id}/findings', 'writers'],
  ['GET', '/api/notifications', 'everyone'],
  ['GET', '/api/notifications/count', 'everyone'],
  ['POST', '/api/notifications/read-all', 'everyone'],
  ['PATCH', '/api/notifications/{id}', 'everyone'],
  ['GET', '/api/exports/findings.csv', 'exporters'],
  ['GET', '/api/exports/findings.xlsx', 'exporters'],
  ['GET', '/api/exports/findings-changes.csv', 'exporters'],
  ['GET', '/api/exports/findings-changes.xlsx', 'exporters'],
  ['GET', '/api/exports/compliance.csv', 'exporters'],
  ['GET', '/api/exports/compliance.xlsx', 'exporters'],
  ['GET', '/api/exports/exceptions.csv', 'exporters'],
  ['GET', '/api/exports/exceptions.xlsx', 'exporters'],
  ['POST', '/api/exceptions', 'writers'],
  ['GET', '/api/exceptions', 'everyone'],
  ['GET', '/api/exceptions/preview', 'everyone'],
  ['GET', '/api/exceptions/{id}', 'everyone'],
  ['POST', '/api/exceptions/{id}/approve', 'approvers'],
  ['POST', '/api/exceptions/{id}/reject', 'approvers'],
  ['POST', '/api/exceptions/{id}/revoke', 'revokers'],
  // Jobs (docs/decisions/0028-jobs.md): starting one needs an exporter (the plans.sync kind a writer, checked by kind).
  ['POST', '/api/jobs', 'exporters'],
  ['GET', '/api/jobs', 'everyone'],
  ['GET', '/api/jobs/{id}', 'everyone'],
  ['GET', '/api/jobs/{id}/events', 'everyone'],
  ['POST', '/api/jobs/{id}/cancel', 'everyone'],
  ['GET', '/api/jobs/{id}/result', 'exporters'],
  // The action-plan cache's sync starts a plans.sync job (docs/decisions/0028-jobs.md, "Plan sync as a job").
  ['POST', '/api/plans/sync', 'writers'],
];

/** Field values: right and wrong types, operator objects, empty, long and huge strings, odd Unicode. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ $ne: null }),
  fc.constant({ $gt: '' }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constant('x'.repeat(6_000)),
  fc.constantFrom('FP', 'RISK', 'Remediate', 'pending', 'completed', '10863', 'Microsoft'),
);

const stageItem = fc.record({ host_id: fieldValue, scanner_id: fieldValue, workflow_type: fieldValue, vendor: fieldValue }, { requiredKeys: [] });

/** Bodies with the routes' field names, anything JSON, malformed text. */
const rawBody = fc.oneof(
  fc.record({ text: fieldValue }, { requiredKeys: [] }).map((body) => JSON.stringify(body)),
  fc.record({ items: fc.oneof(fc.array(stageItem, { maxLength: 4 }), fieldValue) }, { requiredKeys: [] }).map((body) => JSON.stringify(body)),
  fc.record({ status: fieldValue, vendor: fieldValue, read: fieldValue }, { requiredKeys: [] }).map((body) => JSON.stringify(body)),
  fc
    .record(
      { summary: fieldValue, description: fieldValue, source_context: fc.oneof(fieldValue, fc.constantFrom('cve', 'manual')), cve_id: fieldValue, queue_item_ids: fieldValue },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc
    .record(
      {
        queue_item_ids: fieldValue,
        name: fieldValue,
        reason: fieldValue,
        description: fieldValue,
        expiration_date: fc.oneof(fieldValue, fc.constant('2026-02-30')),
        override_control: fieldValue,
        workflow_type: fieldValue,
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{"text":', '{"__proto__":{"admin":true}}', '[', 'null', '"text"'),
  fc.constant(undefined),
);

/**
 * Path parameters: real-looking, guessed and hostile, percent-encoded (malformed encodings are the route kernel's and
 * tested with it, tests/system/fuzz).
 */
const pathValue = fc
  .oneof(fc.constantFrom('1', '0', '-1', '999999999999999999999', 'abc', '$ne', 'x'.repeat(300), '../..'), fc.uuid(), fc.string({ maxLength: 12 }))
  // A lone `.` or `..` is percent-encoded too: the client's URL normalisation would send it to another route.
  .map((value) => encodeURIComponent(value).replace(/^\.{1,2}$/, (dots) => dots.replaceAll('.', '%2E')));

/** Query strings of GET /api/findings: known keys with good and bad values, unknown keys. */
const findingsQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('host_id', 'host_source', 'source', 'status', 'hostname', 'severity', 'kev', 'owner', 'bu_team', 'q', 'sort', 'page', 'page_size', 'pageSize', '$where', 'bu_team[$ne]'),
      fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('high', 'true', 'false', '-severity', '0', '201', '1', 'x'.repeat(300), 'alpha', 'beta', 'fixed', 'open,reopened,fixed', 'open,,fixed')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'));

describe('workflow routes: permissions matrix and random input (fast-check)', () => {
  let world: WorkflowSystem;
  const signedIn: Record<string, Browser> = {};
  let finding: FindingJson;

  const concrete = (path: string, values: { host_id: string; scanner_id: string; id: string }) =>
    path.replace('{host_id}', values.host_id).replace('{scanner_id}', values.scanner_id).replace('{id}', values.id);

  beforeAll(async () => {
    world = await startWorkflowSystem();
    for (const group of ['Admin', 'Standard_User', 'Leadership', 'Read_Only']) signedIn[group] = (await world.signedIn(group, [TEAM_A])).browser;
    finding = ((await signedIn.Standard_User!.request('GET', '/api/findings?source=beta&page_size=1')).body as PageJson<FindingJson>).items[0]!;
  });
  afterAll(async () => {
    await world?.stop();
  });

  it.each(ROUTES)('when %s %s is called without a session, then it is 401 "Authentication required"', async (method, path) => {
    const answer = await new Browser(world.system.url).request(
      method,
      concrete(path, { host_id: String(finding.host_id), scanner_id: finding.scanner_id, id: 'x' }),
      method === 'GET' ? {} : { body: {} },
    );
    expect(answer).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });

  it.each(ROUTES)('when %s %s is called by each group, then only its groups pass the permission guard, others get 403 with required and current', async (method, path, access) => {
    for (const [group, browser] of Object.entries(signedIn)) {
      const answer = await browser.request(method, concrete(path, { host_id: String(finding.host_id), scanner_id: finding.scanner_id, id: 'none' }), method === 'GET' ? {} : { body: {} });
      const required = access === 'everyone' ? null : GROUPS_OF[access];
      if (required && !required.includes(group)) {
        expect([group, answer.status, answer.body]).toEqual([group, 403, { error: 'Insufficient permissions', required, current: group }]);
      } else {
        // One plans.sync runs at a time: the sync the group before started may still be under way (409).
        const passed = [200, 201, 202, 204, 400, 404, ...(path === '/api/plans/sync' ? [409] : [])];
        expect([group, answer.status, passed.includes(answer.status)]).toEqual([group, answer.status, true]);
      }
    }
  });

  it("when each group asks GET /api/auth/me, then its capabilities say which guarded routes it may call: write the writers', export the exporters', approve the approvers'", async () => {
    for (const [group, browser] of Object.entries(signedIn)) {
      const me = await browser.request('GET', '/api/auth/me');
      expect([group, me.status, (me.body as { capabilities: unknown }).capabilities]).toEqual([
        group,
        200,
        { write: WRITERS.includes(group), export: EXPORTERS.includes(group), approve: APPROVERS.includes(group), administer: group === 'Admin' },
      ]);
    }
  });

  it.each(ROUTES.filter(([method]) => method !== 'GET'))(
    'when %s %s gets malformed bodies, operator objects, wrong types and guessed ids, then it answers 4xx or success with an error body, never 5xx',
    async (method, path) => {
      const browser = signedIn.Standard_User!;
      await fc.assert(
        fc.asyncProperty(rawBody, pathValue, pathValue, async (body, id, scannerId) => {
          const target = concrete(path, { host_id: id, scanner_id: scannerId, id });
          const answer = await browser.request(method, target, { headers: { 'content-type': 'application/json' }, ...(body !== undefined ? { rawBody: body } : {}) });
          expect([target, answer.status, allowed(path, answer.status)]).toEqual([target, answer.status, true]);
          if (answer.status >= 400) expect(answer.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
        }),
        { numRuns: 30 },
      );
      expect((await browser.request('GET', '/api/notifications/count')).status).toBe(200);
    },
  );

  it('when GET /api/findings gets random query strings, then it answers 200 or 400 and stays within the team', async () => {
    const browser = signedIn.Standard_User!;
    await fc.assert(
      fc.asyncProperty(findingsQuery, async (query) => {
        const answer = await browser.request('GET', `/api/findings?${query}`);
        expect([query, [200, 400].includes(answer.status)]).toEqual([query, true]);
        if (answer.status === 200) expect((answer.body as PageJson<FindingJson>).items.every((item) => item.bu_team === TEAM_A)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
