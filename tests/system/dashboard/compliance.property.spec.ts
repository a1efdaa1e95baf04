import fc from 'fast-check';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, type WorkflowSystem } from './support/workflow-system';

/*
 * The compliance routes under random input (docs/decisions/0014: fast-check over every new route's body:
 * answers stay 4xx, the services stay up).
 */

/** What a fuzzed compliance request may answer: success, or a refusal with an error body; never a 5xx. */
const ALLOWED = [200, 400, 404];

/** Field values: right and wrong types, operator objects, dates right and wrong, long strings, odd Unicode. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ $ne: null }),
  fc.array(fc.constantFrom('kev-overdue', 'high-sla', 'nope', '$ne'), { maxLength: 3 }),
  fc.constantFrom('2027-01-31', '2027-02-30', '2027-1-31', '', 'x'.repeat(501), 'x'.repeat(2_001), 'kev-overdue'),
);

const metadataBody = fc.record(
  { resolution_date: fieldValue, remediation_plan: fieldValue, metric_id: fieldValue, metric_ids: fieldValue, change_reason: fieldValue, extra: fieldValue },
  { requiredKeys: [] },
);

/** Raw bodies: metadata-shaped objects, bulk-commit-shaped objects, any JSON, malformed text. */
const rawBody = (hostname: string) =>
  fc.oneof(
    metadataBody.map((body) => JSON.stringify(body)),
    fc
      .record(
        {
          items: fc.array(
            fc.oneof(
              metadataBody.map((body) => ({ hostname, ...body })),
              fc.jsonValue(),
            ),
            { maxLength: 4 },
          ),
          change_reason: fieldValue,
        },
        { requiredKeys: [] },
      )
      .map((body) => JSON.stringify(body)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 100 }),
    fc.constantFrom('{"items":', '{"__proto__":{"items":[]}}', '[', 'null', '"text"'),
  );

/** Query strings of the list: its keys with odd values, repeated keys, unknown keys. */
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('metric_id', 'bu_team', 'owner', 'status', 'overdue', 'page', 'page_size', 'x'),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('true', 'false', 'active', 'resolved', 'kev-overdue', '0', '-1', '999999999999', 'a'.repeat(500))),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));

/** Hostnames: a real one, unknown ones, odd and long text (dots encoded: a bare "." or ".." would be normalised away). */
const pathHostname = (known: string) =>
  fc.oneof(
    fc.constant(encodeURIComponent(known)),
    fc.string({ minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text).replace(/\./g, '%2E')),
    fc.constantFrom('%24ne', 'a'.repeat(300)),
  );

describe('compliance routes under random input (fast-check)', () => {
  let world: WorkflowSystem;
  let admin: Browser;
  let known: string;
  beforeAll(async () => {
    world = await startWorkflowSystem();
    admin = await world.admin();
    await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } });
    known = ((await admin.request('GET', '/api/compliance/items?page_size=1')).body as { items: { hostname: string }[] }).items[0]!.hostname;
  });
  afterAll(async () => {
    await world?.stop();
  });

  const expectAllowed = (answer: { status: number; body: unknown }) => {
    expect(ALLOWED).toContain(answer.status);
    if (answer.status >= 400) expect(answer.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  };

  it('when the write routes get random bodies and hostnames, then each answers a success or a 4xx with an error body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('PATCH', 'POST'), pathHostname(known), rawBody(known), async (method, hostname, body) => {
        const path = method === 'PATCH' ? `/api/compliance/items/${hostname}/metadata` : '/api/compliance/vcl/bulk-commit';
        expectAllowed(await admin.request(method, path, { headers: { 'content-type': 'application/json' }, rawBody: body }));
      }),
      { numRuns: 120 },
    );
  });

  it('when the read routes get random queries and hostnames, then each answers 200, 400 or 404 and the service stays up', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, pathHostname(known), async (query, hostname) => {
        expectAllowed(await admin.request('GET', `/api/compliance/items?${query}`));
        expectAllowed(await admin.request('GET', `/api/compliance/items/${hostname}`));
      }),
      { numRuns: 80 },
    );
    expect((await admin.request('GET', '/api/compliance/summary')).status).toBe(200);
    expect((await admin.request('GET', `/api/compliance/items/${encodeURIComponent(known)}`)).status).toBe(200);
  });
});
