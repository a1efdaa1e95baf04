import fc from 'fast-check';
import { startDashboardSystem, type Browser, type DashboardSystem } from './support/dashboard-system';

/*
 * The risk-template routes under random input (issue "Compliance reporting ...", "How it is verified": fast-check
 * over every new route's body: answers stay 4xx, the services stay up).
 */

/** What a fuzzed template request may answer: success, or a refusal with an error body; never a 5xx. */
const ALLOWED = [200, 201, 400, 404, 409];

/** Field values: right and wrong types, operator objects, blank, long and huge strings, odd Unicode. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ $ne: null }),
  fc.constant({ $regex: '.*' }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constant('x'.repeat(20_000)),
  fc.constantFrom('low', 'medium', 'high', 'critical', '   ', '', '.*', '(', 30, 0, 1826, 1.5),
);

const templateBody = fc.record(
  {
    name: fieldValue,
    vendor: fieldValue,
    platform: fieldValue,
    model: fieldValue,
    description: fieldValue,
    justification: fieldValue,
    compensating_controls: fieldValue,
    risk_rating: fieldValue,
    expiration_days: fieldValue,
    extra: fieldValue,
  },
  { requiredKeys: [] },
);

/** Raw bodies: template-shaped objects, any JSON, malformed text. */
const rawBody = fc.oneof(
  templateBody.map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 100 }),
  fc.constantFrom('{"name":', '{"__proto__":{"name":"x"}}', '[', 'null', '"text"'),
);

/** Query strings: the list's and the hierarchy's keys with odd values, repeated keys, unknown keys. */
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('q', 'vendor', 'platform', 'model', 'page', 'page_size', 'pageSize', 'x'),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('0', '-1', '999999999999', '1e3', '%00', '.*', 'a'.repeat(500))),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));

/**
 * Path ids: a real one, unknown ones, odd and long text. Dots are percent-encoded too: a bare "." or ".." segment
 * would be removed by the client's URL normalisation (RFC 3986 5.2.4) and reach another route.
 */
const pathId = (known: string) =>
  fc.oneof(
    fc.constant(known),
    fc.string({ minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text).replace(/\./g, '%2E')),
    fc.constantFrom('hierarchy', '%24ne', 'a'.repeat(300)),
  );

describe('risk-template routes under random input (fast-check)', () => {
  let system: DashboardSystem;
  let admin: Browser;
  let known: string;
  beforeAll(async () => {
    system = await startDashboardSystem();
    admin = await system.admin();
    const created = await admin.request('POST', '/api/risk-templates', {
      body: { name: 'Fuzz target', vendor: 'V', platform: 'P', model: 'M', risk_rating: 'low', expiration_days: 30 },
    });
    known = (created.body as { id: string }).id;
  });
  afterAll(async () => {
    await system.stop();
  });

  const expectAllowed = (answer: { status: number; body: unknown }) => {
    expect(ALLOWED).toContain(answer.status);
    if (answer.status >= 400) expect(answer.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  };

  it('when the write routes get random bodies and ids, then each answers a success or a 4xx with an error body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST create', 'PATCH', 'POST clone'), pathId(known), rawBody, async (route, id, body) => {
        const headers = { 'content-type': 'application/json' };
        const [method, path] = route === 'POST create' ? ['POST', '/api/risk-templates'] : route === 'PATCH' ? ['PATCH', `/api/risk-templates/${id}`] : ['POST', `/api/risk-templates/${id}/clone`];
        expectAllowed(await admin.request(method, path, { headers, rawBody: body }));
      }),
      { numRuns: 120 },
    );
  });

  it('when the read routes get random queries and ids, then each answers 200, 400 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/risk-templates', '/api/risk-templates/hierarchy'), queryString, pathId(known), async (path, query, id) => {
        expectAllowed(await admin.request('GET', `${path}?${query}`));
        expectAllowed(await admin.request('GET', `/api/risk-templates/${id}`));
      }),
      { numRuns: 80 },
    );
    // The service is still up and the known template unchanged in name.
    expect(((await admin.request('GET', `/api/risk-templates/${known}`)).body as { id: string }).id).toBe(known);
  });
});
