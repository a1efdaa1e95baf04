import { MongoClient } from 'mongodb';
import { startDashboardSystem, type Browser, type DashboardSystem } from './support/dashboard-system';

/*
 * Feedback with screenshots through the gateway (issue "Compliance reporting ...", Feedback with screenshots, "How it
 * is verified": a PNG renamed .gif accepted as PNG, a text file named .png refused, a 4th screenshot refused, 5 MB + 1
 * byte refused; nothing partially stored after a refusal).
 */

const MB5 = 5 * 1024 * 1024;
const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A PNG's signature followed by `size` bytes in all: what the type check reads. */
const png = (size: number) => Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length, 7)]);
const JPEG = Buffer.from('ffd8ffe000104a4649460001010000010001000000', 'hex');

interface Upload {
  name: string;
  content: Buffer;
  /** The Content-Type the client claims (never believed). */
  type?: string;
  field?: string;
}

interface Feedback {
  id: string;
  message: string;
  category: string;
  screenshots: { index: number; file_name: string; content_type: string; size_bytes: number }[];
  submitted_by: string;
}

describe('feedback with screenshots through the gateway', () => {
  let system: DashboardSystem;
  let admin: Browser;
  let reader: Browser;
  let mongo: MongoClient;

  /** Sends a multipart feedback as `browser` (its cookies and client address) with fetch's FormData. */
  const send = async (browser: Browser, fields: Record<string, string>, uploads: Upload[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const upload of uploads) form.append(upload.field ?? 'screenshots', new Blob([upload.content], { type: upload.type ?? 'application/octet-stream' }), upload.name);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${browser.baseUrl}/api/feedback`, { method: 'POST', body: form, headers: { cookie, 'x-forwarded-for': browser.address } });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** How many feedback documents and screenshot files and chunks the dashboard stores. */
  const stored = async () => {
    const db = mongo.db();
    return Promise.all(['feedback', 'feedback_screenshots.files', 'feedback_screenshots.chunks'].map((name) => db.collection(name).countDocuments()));
  };
  const note = { message: 'The risk chart shows no data', category: 'bug' };

  beforeAll(async () => {
    system = await startDashboardSystem();
    admin = await system.admin();
    const user = await system.createUser('Read_Only');
    reader = system.browser();
    expect((await reader.login(user.username, user.password)).status).toBe(200);
    mongo = await MongoClient.connect(system.databaseUrl);
  });
  afterAll(async () => {
    await mongo.close();
    await system.stop();
  });

  it('when a PNG is named .gif and sent as image/gif, then it is stored as a PNG and served as one with nosniff', async () => {
    const image = png(200_000);
    const answer = await send(reader, note, [
      { name: 'chart.gif', content: image, type: 'image/gif' },
      { name: 'photo.jpg', content: JPEG },
    ]);
    expect(answer.status).toBe(201);
    const feedback = answer.body as Feedback;
    expect(feedback).toMatchObject({ ...note, submitted_by: expect.stringMatching(/^read_only-/) });
    expect(feedback.screenshots).toEqual([
      { index: 1, file_name: 'chart.gif', content_type: 'image/png', size_bytes: image.length },
      { index: 2, file_name: 'photo.jpg', content_type: 'image/jpeg', size_bytes: JPEG.length },
    ]);
    const served = await fetch(`${system.url}/api/feedback/${feedback.id}/screenshots/1`, { headers: { cookie: `session_id=${admin.sessionId}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect((await admin.request('GET', `/api/feedback/${feedback.id}/screenshots/3`)).status).toBe(404);
    const list = (await admin.request('GET', '/api/feedback')).body as { total: number; items: Feedback[] };
    expect(list.items[0]).toEqual(feedback);
  });

  it('when a file breaks a rule, then it is a 400 naming the file and the rule, and nothing is stored', async () => {
    const before = await stored();
    const refusals = [
      await send(reader, note, [
        { name: 'fine.png', content: png(1000) },
        { name: 'notes.png', content: Buffer.from('just some text, not a picture'), type: 'image/png' },
      ]),
      await send(
        reader,
        note,
        [1, 2, 3, 4].map((n) => ({ name: `shot-${n}.png`, content: png(1000) })),
      ),
      await send(reader, note, [{ name: 'huge.png', content: png(MB5 + 1) }]),
    ];
    expect(refusals).toEqual([
      { status: 400, body: { error: 'Screenshot "notes.png" refused: not a PNG, JPEG, GIF or WebP image (the type is read from the file content)' } },
      { status: 400, body: { error: 'Screenshot "shot-4.png" refused: at most 3 screenshots per feedback' } },
      { status: 400, body: { error: 'Screenshot "huge.png" refused: larger than 5 MB' } },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('when a screenshot is exactly 5 MB, then it is accepted', async () => {
    const answer = await send(reader, note, [{ name: 'exact.png', content: png(MB5) }]);
    expect(answer.status).toBe(201);
    expect((answer.body as Feedback).screenshots[0].size_bytes).toBe(MB5);
  });

  it('when the text fields are missing or wrong, then it is 400 with their rule; only Admins read feedback', async () => {
    expect(await send(reader, {}, [])).toEqual({ status: 400, body: { error: 'message and category are required' } });
    expect(await send(reader, { ...note, message: '  ' }, [])).toEqual({ status: 400, body: { error: 'message must be 1 to 10000 characters' } });
    expect(await send(reader, { ...note, priority: 'high' }, [])).toEqual({ status: 400, body: { error: 'Unknown field: priority' } });
    expect(await send(reader, note, [{ name: 'a.png', content: png(100), field: 'attachment' }])).toEqual({ status: 400, body: { error: 'Unknown field: attachment' } });
    // The route reads multipart/form-data only: a JSON body has none of its fields.
    const json = await reader.request('POST', '/api/feedback', { body: note });
    expect([json.status, json.body]).toEqual([400, { error: 'message and category are required' }]);
    expect((await send(reader, note, [])).status).toBe(201);
    expect([(await reader.request('GET', '/api/feedback')).status, (await reader.request('GET', '/api/feedback')).body]).toEqual([
      403,
      { error: 'Insufficient permissions', required: ['Admin'], current: 'Read_Only' },
    ]);
  });
});
