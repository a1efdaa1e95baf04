import fc from 'fast-check';
import { MongoClient } from 'mongodb';
import { startDashboardSystem, type Browser, type DashboardSystem } from './support/dashboard-system';

/*
 * POST /api/feedback under random multipart input (issue "Compliance reporting ...", "How it is verified": fast-check
 * over every new route's body: answers stay 4xx, the services stay up; nothing partially stored after a refusal).
 */

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Field values: text of every kind, blank, long, huge. */
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 300 }), fc.constantFrom('', '   ', 'bug', '{"$ne":null}', 'x'.repeat(12_000)));

/** Files: random bytes, a PNG signature with random bytes, empty; random names and fields. */
const file = fc.record({
  field: fc.constantFrom('screenshots', 'screenshots', 'screenshots', 'file', 'message'),
  name: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('a.png', 'b.gif', '../../etc/passwd', 'x'.repeat(400), '')),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.concat([PNG_HEADER, Buffer.from(bytes)])),
    fc.constant(Buffer.alloc(0)),
  ),
});

const randomForm = fc.record({
  fields: fc.array(fc.tuple(fc.constantFrom('message', 'category', 'screenshots', 'other'), text), { maxLength: 4 }),
  files: fc.array(file, { maxLength: 5 }),
});

/** Raw bodies sent as multipart with a declared boundary: broken framing, no parts, random bytes. */
const brokenMultipart = fc.oneof(
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom('--B\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi', '--B--\r\n', '--B\r\nContent-Disposition: form-data\r\n\r\nx\r\n--B--\r\n', '').map((body) => Buffer.from(body)),
);
const brokenType = fc.constantFrom('multipart/form-data; boundary=B', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=B');

describe('POST /api/feedback under random input (fast-check)', () => {
  let system: DashboardSystem;
  let user: Browser;
  let mongo: MongoClient;
  beforeAll(async () => {
    system = await startDashboardSystem();
    const created = await system.createUser('Standard_User');
    user = system.browser();
    expect((await user.login(created.username, created.password)).status).toBe(200);
    mongo = await MongoClient.connect(system.databaseUrl);
  });
  afterAll(async () => {
    await mongo.close();
    await system.stop();
  });

  const cookie = () => [...user.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const post = async (body: FormData | Buffer, headers: Record<string, string> = {}) => {
    const response = await fetch(`${system.url}/api/feedback`, { method: 'POST', body, headers: { cookie: cookie(), 'x-forwarded-for': user.address, ...headers } });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const expectAllowed = (answer: { status: number; body: unknown }) => {
    expect([201, 400]).toContain(answer.status);
    if (answer.status === 400) expect(answer.body).toEqual({ error: expect.any(String) });
  };

  it('when forms carry random fields and files, or broken multipart bodies, then each answers 201 or 400, and every stored screenshot belongs to a stored feedback', async () => {
    await fc.assert(
      fc.asyncProperty(randomForm, async ({ fields, files }) => {
        const body = new FormData();
        for (const [name, value] of fields) body.append(name, value);
        for (const upload of files) body.append(upload.field, new Blob([upload.content]), upload.name);
        expectAllowed(await post(body));
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(brokenMultipart, brokenType, async (body, type) => {
        expectAllowed(await post(body, { 'content-type': type }));
      }),
      { numRuns: 60 },
    );
    const db = mongo.db();
    const screenshots = await db
      .collection<{ screenshots: unknown[] }>('feedback')
      .find()
      .toArray()
      .then((docs) => docs.reduce((sum, doc) => sum + doc.screenshots.length, 0));
    expect(await db.collection('feedback_screenshots.files').countDocuments()).toBe(screenshots);
    // Still up.
    const last = new FormData();
    last.append('message', 'still here');
    last.append('category', 'bug');
    expect((await post(last)).status).toBe(201);
  });
});
