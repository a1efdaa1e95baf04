import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createHash, randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { eventually, freePort, startSystem, type RunningSystem } from '@vmdash/testing';
import { ADMIN, Browser } from './support/dashboard-system';
import { jobEvents, type JobJson } from './support/job-events';
import { startWorkflowSystem, TEAM_A, TEAM_B, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** Who may start an export job (Read_Only cannot export, docs/decisions/0015). */
const EXPORTERS = ['Admin', 'Standard_User', 'Leadership'];

/** The bytes of a job's result as the browser downloads them (with `headers`, e.g. Range), with the answer's headers. */
async function download(world: { system: { url: string } }, browser: Browser, jobId: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${world.system.url}/api/jobs/${jobId}/result`, { headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...headers } });
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
}

/** Starts a findings export job for `browser`. */
const startExport = (browser: Browser, params: Record<string, string>) => browser.request('POST', '/api/jobs', { body: { kind: 'export.findings', params } });

/** Black-box: export jobs through the gateway on the real scanner exports (docs/decisions/0028-jobs.md). */
describe('export jobs on real scanner exports', () => {
  let world: WorkflowSystem;
  let alice: Browser;
  let bob: Browser;

  beforeAll(async () => {
    // Results expire 8 s after their job ended, looked for every 500 ms: the expiry test waits for it.
    world = await startWorkflowSystem({ dashboard: { JOB_RESULT_TTL_MS: '8000', JOB_SWEEP_INTERVAL_MS: '500' } });
    alice = (await world.signedIn('Standard_User', [TEAM_A])).browser;
    bob = (await world.signedIn('Standard_User', [TEAM_B])).browser;
  });
  afterAll(async () => {
    await world?.stop();
  });

  it("when a user exports findings as a CSV job, then it is 202 queued, its progress events end succeeded, and the file holds exactly the rows of the list's filters", async () => {
    const started = await startExport(alice, { format: 'csv', severity: 'high', sort: 'first_seen' });
    expect(started).toMatchObject({ status: 202, body: { kind: 'export.findings', state: 'queued', progress: { done: 0, unit: 'findings' }, result: null } });
    const job = started.body as JobJson;
    expect(JSON.stringify(started.body)).not.toMatch(/grant|eyJ/);
    // Pinned when it started: every row comes from the snapshot the list showed then.
    expect(job.params).toEqual({ format: 'csv', filter: { severity: 'high' }, order: 'FINDING_SORT_FIRST_SEEN_ASC', snapshot_id: expect.any(String) });

    const events = await alice.request('GET', `/api/jobs/${job.id}/events`);
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const seen = jobEvents(events.text);
    expect(seen.at(-1)).toMatchObject({ id: job.id, state: 'succeeded', result: { name: expect.stringMatching(/^findings-\d{4}-\d{2}-\d{2}\.csv$/) } });
    const order = ['queued', 'running', 'succeeded'];
    const states = seen.map((event) => order.indexOf(event.state));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    const done = seen.map((event) => event.progress.done);
    expect(done.filter((value, index) => index > 0 && value < done[index - 1]! && seen[index]!.state === seen[index - 1]!.state)).toEqual([]);

    const file = await download(world, alice, job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="?findings-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const finished = seen.at(-1)!;
    expect(file.bytes.length).toBe(finished.result!.size);
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(finished.result!.sha256);
    const rows = parse(file.bytes.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    const listed = (await alice.request('GET', '/api/findings?severity=high&sort=first_seen&page_size=200')).body as PageJson<FindingJson>;
    expect(rows).toHaveLength(listed.total);
    expect(finished.progress).toMatchObject({ done: listed.total, total: listed.total });
    expect(finished.result_counts).toEqual({ rows: listed.total });
    expect(rows.slice(0, listed.items.length).map((row) => Number(row.active_host_findings_id))).toEqual(listed.items.map((finding) => finding.active_host_findings_id));
    expect(rows.every((row) => row.severity === 'high' && row.bu_team === TEAM_A)).toBe(true);

    const mine = (await alice.request('GET', '/api/jobs')).body as PageJson<JobJson>;
    expect(mine.items.map((item) => item.id)).toContain(job.id);
    await eventually(async () => {
      const notes = ((await alice.request('GET', '/api/notifications?page_size=50')).body as PageJson<{ id: string; type: string; url: string | null; title: string }>).items;
      return notes.some((note) => note.type === 'job_finished' && note.id === `job:${job.id}` && note.url === null && note.title === 'Findings export finished');
    });
    const admin = await world.admin();
    await eventually(async () => {
      const audited = ((await admin.request('GET', `/api/audit?page_size=100`)).body as PageJson<{ action: string; entityId: string | null }>).items.filter((entry) => entry.entityId === job.id);
      return ['job_start', 'job_finish', 'job_download'].every((action) => audited.some((entry) => entry.action === action));
    });
  });

  it('when a user exports findings as an XLSX job, then the workbook holds a header and one row per finding of the list', async () => {
    const started = await startExport(alice, { format: 'xlsx' });
    expect(started.status).toBe(202);
    const job = started.body as JobJson;
    const finished = jobEvents((await alice.request('GET', `/api/jobs/${job.id}/events`)).text).at(-1)!;
    expect(finished).toMatchObject({ state: 'succeeded', result: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    const file = await download(world, alice, job.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const total = ((await alice.request('GET', '/api/findings?page_size=1')).body as PageJson<FindingJson>).total;
    expect(total).toBeGreaterThan(0);
    expect(workbook.worksheets[0]!.rowCount).toBe(total + 1);
  });

  it('when a user exports compliance items as a job, then the file is the one the streamed compliance export answers for the same filters', async () => {
    const streamed = await alice.request('GET', '/api/exports/compliance.csv?status=active');
    expect(streamed.status).toBe(200);
    const started = await alice.request('POST', '/api/jobs', { body: { kind: 'export.compliance', params: { format: 'csv', status: 'active' } } });
    expect(started).toMatchObject({ status: 202, body: { kind: 'export.compliance', progress: { unit: 'items' } } });
    const job = started.body as JobJson;
    const finished = jobEvents((await alice.request('GET', `/api/jobs/${job.id}/events`)).text).at(-1)!;
    expect(finished).toMatchObject({ state: 'succeeded', result: { name: expect.stringMatching(/^compliance-\d{4}-\d{2}-\d{2}\.csv$/) } });
    const file = await download(world, alice, job.id);
    const rows = parse(file.bytes.toString('utf8'), { bom: true }) as string[][];
    const expected = parse(streamed.text, { bom: true }) as string[][];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows).toEqual(expected);
    expect(finished.progress).toMatchObject({ done: rows.length - 1, total: rows.length - 1 });
  });

  it('when a download was cut short, then Range with If-Range goes on where it stopped (206), and the parts make the whole file; a range past its end is 416', async () => {
    const job = (await startExport(alice, { format: 'csv' })).body as JobJson;
    const finished = jobEvents((await alice.request('GET', `/api/jobs/${job.id}/events`)).text).at(-1)!;
    expect(finished.state).toBe('succeeded');
    const whole = await download(world, alice, job.id);
    const size = finished.result!.size;
    const etag = `"${finished.result!.sha256}"`;
    expect([whole.status, whole.headers.get('accept-ranges'), whole.headers.get('etag'), whole.bytes.length]).toEqual([200, 'bytes', etag, size]);

    const cut = Math.floor(size / 3);
    const rest = await download(world, alice, job.id, { range: `bytes=${cut}-`, 'if-range': etag });
    expect([rest.status, rest.headers.get('content-range'), rest.headers.get('content-length')]).toEqual([206, `bytes ${cut}-${size - 1}/${size}`, String(size - cut)]);
    expect(rest.headers.get('content-disposition')).toMatch(/^attachment; filename="?findings-/);
    expect(
      createHash('sha256')
        .update(Buffer.concat([whole.bytes.subarray(0, cut), rest.bytes]))
        .digest('hex'),
    ).toBe(finished.result!.sha256);
    const middle = await download(world, alice, job.id, { range: 'bytes=10-19' });
    expect([middle.status, middle.bytes.toString()]).toEqual([206, whole.bytes.subarray(10, 20).toString()]);
    const tail = await download(world, alice, job.id, { range: 'bytes=-7' });
    expect(tail.bytes.equals(whole.bytes.subarray(size - 7))).toBe(true);

    // Another file's tag, or ranges that do not join into one: the whole file.
    expect((await download(world, alice, job.id, { range: `bytes=${cut}-`, 'if-range': '"another"' })).status).toBe(200);
    expect((await download(world, alice, job.id, { range: 'bytes=0-1,10-11' })).bytes.length).toBe(size);
    const past = await download(world, alice, job.id, { range: `bytes=${size}-` });
    expect([past.status, past.headers.get('content-range'), JSON.parse(past.bytes.toString())]).toEqual([
      416,
      `bytes */${size}`,
      { error: `The range asked for holds no byte of the file (${size} bytes)` },
    ]);
    // Each download that sent bytes is in the audit trail, a part with its range.
    const admin = await world.admin();
    await eventually(async () => {
      const entries = ((await admin.request('GET', '/api/audit?action=job_download&page_size=50')).body as PageJson<{ entityId: string | null; details: Record<string, unknown> }>).items;
      return entries.some((entry) => entry.entityId === job.id && entry.details.range === `bytes=${cut}-${size - 1}`);
    });
  });

  it("when another team's user asks for a job or its result, then it is 404; an Admin sees it and lists every user's jobs, others may not", async () => {
    const job = (await startExport(alice, { format: 'csv' })).body as JobJson;
    await eventually(async () => ((await alice.request('GET', `/api/jobs/${job.id}`)).body as JobJson).state === 'succeeded');
    expect(await bob.request('GET', `/api/jobs/${job.id}`)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect(await bob.request('GET', `/api/jobs/${job.id}/events`)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect((await download(world, bob, job.id)).status).toBe(404);
    expect(await bob.request('POST', `/api/jobs/${job.id}/cancel`)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect(((await bob.request('GET', '/api/jobs')).body as PageJson<JobJson>).items.map((item) => item.id)).not.toContain(job.id);
    expect((await bob.request('GET', '/api/jobs?all=true')).status).toBe(403);
    const admin = await world.admin();
    expect(await admin.request('GET', `/api/jobs/${job.id}`)).toMatchObject({ status: 200, body: { id: job.id, owner_username: expect.stringMatching(/^standard_user-/) } });
    expect(((await admin.request('GET', '/api/jobs?all=true&page_size=100')).body as PageJson<JobJson>).items.map((item) => item.id)).toContain(job.id);
  });

  it('when a Read_Only user starts an export job or downloads a result, then it is 403 naming the groups required; Leadership may', async () => {
    const reader = (await world.signedIn('Read_Only', [TEAM_A])).browser;
    expect(await startExport(reader, { format: 'csv' })).toMatchObject({ status: 403, body: { error: 'Insufficient permissions', required: EXPORTERS, current: 'Read_Only' } });
    expect(await reader.request('GET', '/api/jobs/any/result')).toMatchObject({ status: 403, body: { required: EXPORTERS } });
    const leader = (await world.signedIn('Leadership', [TEAM_A])).browser;
    expect((await startExport(leader, { format: 'csv' })).status).toBe(202);
  });

  it('when a start is malformed, then it is a 400 and no job is made', async () => {
    const before = ((await alice.request('GET', '/api/jobs')).body as PageJson<JobJson>).total;
    for (const body of [
      {},
      { kind: 'export.everything', params: { format: 'csv' } },
      { kind: 'export.findings', params: { format: 'pdf' } },
      { kind: 'export.findings', params: { format: 'csv', page: '2' } },
      { kind: 'export.findings', params: { format: 'csv', severity: 'urgent' } },
      { kind: 'export.compliance', params: { format: 'csv', status: 'open' } },
      { kind: 'export.compliance', params: { format: 'csv', severity: 'high' } },
    ]) {
      expect([body, (await alice.request('POST', '/api/jobs', { body })).status]).toEqual([body, 400]);
    }
    expect(((await alice.request('GET', '/api/jobs')).body as PageJson<JobJson>).total).toBe(before);
  });

  it('when a result outlived its lifetime, then the job says so and its download is 410', async () => {
    const job = (await startExport(alice, { format: 'csv', severity: 'critical' })).body as JobJson;
    await eventually(async () => ((await alice.request('GET', `/api/jobs/${job.id}`)).body as JobJson).result_expired, Boolean, { timeoutMs: 30_000 });
    const answer = await alice.request('GET', `/api/jobs/${job.id}/result`);
    expect(answer).toMatchObject({ status: 410, body: { error: 'The result of this job expired and was deleted; start the job again' } });
  });
});

/**
 * Black-box: jobs no worker takes (JOB_WORKERS=0): what a queued job answers, cancel, and the per-user bound; and a
 * streamed export above its row limit (EXPORT_STREAM_MAX_ROWS=3).
 */
describe('export jobs while no worker runs them', () => {
  let world: WorkflowSystem;
  let carol: Browser;

  beforeAll(async () => {
    world = await startWorkflowSystem({ dashboard: { JOB_WORKERS: '0', EXPORT_STREAM_MAX_ROWS: '3' } });
    carol = (await world.signedIn('Standard_User', [TEAM_A])).browser;
  });
  afterAll(async () => {
    await world?.stop();
  });

  it('when a job is queued, then its result is 409; cancelled it ends cancelled at once, a second cancel is 409, and it never has a file', async () => {
    const job = (await startExport(carol, { format: 'csv' })).body as JobJson;
    expect(await carol.request('GET', `/api/jobs/${job.id}/result`)).toMatchObject({ status: 409, body: { error: expect.stringMatching(/no result yet \(it is queued\)/) } });
    expect(await carol.request('POST', `/api/jobs/${job.id}/cancel`)).toMatchObject({ status: 200, body: { id: job.id, state: 'cancelled' } });
    expect(await carol.request('POST', `/api/jobs/${job.id}/cancel`)).toMatchObject({ status: 409, body: { error: 'The job has already finished' } });
    expect(await carol.request('GET', `/api/jobs/${job.id}/result`)).toMatchObject({ status: 409, body: { error: 'The job ended cancelled and has no result' } });
    const events = jobEvents((await carol.request('GET', `/api/jobs/${job.id}/events`)).text);
    expect(events).toEqual([expect.objectContaining({ state: 'cancelled', result: null })]);
  });

  it('when a user has 10 jobs waiting, then a further start is 429 saying so, and other users still start theirs', async () => {
    const dave = (await world.signedIn('Standard_User', [TEAM_A])).browser;
    for (let n = 0; n < 10; n++) expect((await startExport(dave, { format: 'csv' })).status).toBe(202);
    expect(await startExport(dave, { format: 'xlsx' })).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many jobs waiting: at most 10 of your jobs may be queued/) } });
    expect((await startExport(carol, { format: 'csv' })).status).toBe(202);
  });

  it('when a start is retried with the same Idempotency-Key, then it answers the same job and one job exists; the key with another request is 400', async () => {
    const frank = (await world.signedIn('Standard_User', [TEAM_A])).browser;
    const key = randomUUID();
    const start = (params: Record<string, string>, idempotencyKey = key) =>
      frank.request('POST', '/api/jobs', { body: { kind: 'export.findings', params }, headers: { 'idempotency-key': idempotencyKey } });
    const first = await start({ format: 'csv', severity: 'high' });
    expect(first).toMatchObject({ status: 202, body: { state: 'queued' } });
    const retried = await start({ format: 'csv', severity: 'high' });
    expect(retried).toMatchObject({ status: 202, body: { id: (first.body as JobJson).id } });
    // The dashboard API answers bad input 400 with its text (the Data API's 422 is its own dialect).
    expect(await start({ format: 'xlsx', severity: 'high' })).toMatchObject({
      status: 400,
      body: { error: 'Idempotency-Key was already used with a different request; use a new key for a new request' },
    });
    // Keys are each user's own: another user's start with the same key is their own job.
    expect((await carol.request('POST', '/api/jobs', { body: { kind: 'export.findings', params: { format: 'csv', severity: 'high' } }, headers: { 'idempotency-key': key } })).body).not.toMatchObject({
      id: (first.body as JobJson).id,
    });
    expect((await frank.request('GET', '/api/jobs')).body).toMatchObject({ total: 1, items: [{ id: (first.body as JobJson).id }] });
  });

  it('when data-cache stalls while an export starts, then the answer is 503 or 504 and no job exists, also once data-cache resumed; the retry with the same key makes one job', async () => {
    const { browser: gina, username } = await world.signedIn('Standard_User', [TEAM_A]);
    const key = randomUUID();
    const start = () => gina.request('POST', '/api/jobs', { body: { kind: 'export.findings', params: { format: 'csv' } }, headers: { 'idempotency-key': key } });
    const mongo = await MongoClient.connect(world.system.databaseUrl('dashboard'));
    const pid = world.system.pid('data-cache')!;
    try {
      process.kill(pid, 'SIGSTOP');
      let stalled: Awaited<ReturnType<typeof start>>;
      try {
        stalled = await start();
      } finally {
        process.kill(pid, 'SIGCONT');
      }
      expect([503, 504]).toContain(stalled.status);
      // Resumed, data-cache answers the call it held; the start must not commit a job after its answer went out.
      await eventually(async () => (await gina.request('GET', '/api/findings?page_size=1')).status === 200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const jobsOfGina = () => mongo.db().collection('jobs').countDocuments({ owner_username: username });
      expect(await jobsOfGina()).toBe(0);
      expect((await gina.request('GET', '/api/jobs')).body).toMatchObject({ total: 0 });

      const retried = await start();
      expect(retried).toMatchObject({ status: 202, body: { state: 'queued' } });
      expect(await start()).toMatchObject({ status: 202, body: { id: (retried.body as JobJson).id } });
      expect(await jobsOfGina()).toBe(1);
    } finally {
      await mongo.close();
    }
  });

  it('when a streamed export has more rows than a download answers at once, then it is 413 naming the count and pointing at POST /api/jobs, before any byte of a file', async () => {
    const total = ((await carol.request('GET', '/api/findings?page_size=1')).body as PageJson<FindingJson>).total;
    expect(total).toBeGreaterThan(3);
    for (const format of ['csv', 'xlsx']) {
      const answer = await carol.request('GET', `/api/exports/findings.${format}`);
      expect([format, answer.status, answer.headers.get('content-disposition')]).toEqual([format, 413, null]);
      expect(answer.body).toEqual({ error: expect.stringContaining(`This export has ${total} rows, more than the 3 a download answers at once: start it as a job with POST /api/jobs`) });
    }
    const items = ((await carol.request('GET', '/api/compliance/items?page_size=1')).body as PageJson<unknown>).total;
    expect(items).toBeGreaterThan(3);
    const compliance = await carol.request('GET', '/api/exports/compliance.csv');
    expect([compliance.status, compliance.body]).toEqual([413, { error: expect.stringContaining(`This export has ${items} rows`) }]);
    expect((compliance.body as { error: string }).error).toContain('"kind": "export.compliance"');
  });
});

/** Black-box: what-changed exports as jobs on a demo estate with a scan history (its changes of the last weeks). */
describe('what-changed export jobs', () => {
  let system: RunningSystem;
  let admin: Browser;

  beforeAll(async () => {
    system = await startSystem({
      apps: ['data-cache', 'dashboard', 'gateway'],
      env: {
        'data-cache': { DEMO_BETA_HOSTS: '40', DEMO_BETA_FINDINGS_PER_HOST: '3', DEMO_HISTORY_WEEKS: '4' },
        dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, INTEGRATION_ADDR: `127.0.0.1:${await freePort()}` },
      },
    });
    admin = new Browser(system.url);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when a user exports what changed as a job, then its rows are those GET /api/findings/changes lists for the same window and filters, as the streamed export writes them', async () => {
    const window = { days: '30', source: 'beta' };
    const query = new URLSearchParams(window).toString();
    const listed = (await admin.request('GET', `/api/findings/changes?page_size=200&${query}`)).body as PageJson<FindingJson & { change: string; changed_at: string }>;
    expect(listed.total).toBeGreaterThan(0);
    const streamed = await admin.request('GET', `/api/exports/findings-changes.csv?${query}`);
    expect(streamed.status).toBe(200);
    const started = await admin.request('POST', '/api/jobs', { body: { kind: 'export.changes', params: { format: 'csv', ...window } } });
    expect(started).toMatchObject({ status: 202, body: { kind: 'export.changes', progress: { unit: 'findings' }, params: { filter: { source: 'beta', changedSince: expect.any(String) } } } });
    const job = started.body as JobJson;
    const finished = jobEvents((await admin.request('GET', `/api/jobs/${job.id}/events`)).text).at(-1)!;
    expect(finished).toMatchObject({ state: 'succeeded', result: { name: expect.stringMatching(/^findings-changes-\d{4}-\d{2}-\d{2}\.csv$/) }, result_counts: { rows: listed.total } });
    const file = await download({ system }, admin, job.id);
    const rows = parse(file.bytes.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.slice(0, listed.items.length).map((row) => `${row.change} ${row.source}:${row.active_host_findings_id} ${row.changed_at}`)).toEqual(
      listed.items.map((row) => `${row.change} ${row.source}:${row.active_host_findings_id} ${row.changed_at}`),
    );
    expect(parse(file.bytes.toString('utf8'), { bom: true })).toEqual(parse(streamed.text, { bom: true }));
  });
});
