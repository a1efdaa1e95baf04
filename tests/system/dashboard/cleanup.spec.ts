import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { eventually } from '@vmdash/testing';
import { startDashboardSystem, type Browser, type DashboardSystem } from './support/dashboard-system';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Black-box: POST /api/admin/cleanup through the gateway (docs/decisions/0015). */
describe('data cleanup', () => {
  let system: DashboardSystem;
  let mongo: MongoClient;
  let admin: Browser;
  let alice: Browser;
  let aliceId: string;
  let bobId: string;

  /** A queue item of `userId` as the dashboard stores it. */
  const queueItem = (userId: string, fields: { status: 'pending' | 'completed'; completedDaysAgo?: number; submissionId?: string }) => ({
    _id: randomUUID(),
    user_id: userId,
    host_id: 1,
    hostname: 'qa3app01',
    scanner_id: String(Math.floor(Math.random() * 1e9)),
    active_host_findings_id: 1,
    title: 'Old finding',
    severity: 'high',
    cve_ids: [],
    bu_team: 'team-a',
    team: 'team-a',
    workflow_type: 'Remediate',
    vendor: null,
    status: fields.status,
    submission_id: fields.submissionId ?? null,
    created_at: daysAgo(100),
    completed_at: fields.completedDaysAgo === undefined ? null : daysAgo(fields.completedDaysAgo),
  });
  const notification = (userId: string, read: boolean, createdDaysAgo: number) => ({
    _id: randomUUID(),
    user_id: userId,
    type: 'tracker_issue_closed',
    title: 'Closed',
    message: 'VM-1 was closed',
    issue_key: 'VM-1',
    url: null,
    read,
    created_at: daysAgo(createdDaysAgo),
    read_at: read ? daysAgo(createdDaysAgo) : null,
    stored_at: daysAgo(createdDaysAgo),
  });
  const count = (collection: string, filter: Record<string, unknown> = {}) => mongo.db().collection(collection).countDocuments(filter);

  beforeAll(async () => {
    system = await startDashboardSystem();
    mongo = await MongoClient.connect(system.databaseUrl);
    admin = await system.admin();
    const a = await system.createUser('Standard_User', { bu_teams: ['team-a'] });
    const b = await system.createUser('Standard_User', { bu_teams: ['team-a'] });
    aliceId = a.id;
    bobId = b.id;
    alice = system.browser();
    expect((await alice.login(a.username, a.password)).status).toBe(200);
  });
  afterAll(async () => {
    await mongo?.close();
    await system?.stop();
  });

  it('when older_than_days is below 30, not a whole number, missing or unknown fields come along, then it is a 400 and nothing is removed', async () => {
    const old = queueItem(aliceId, { status: 'completed', completedDaysAgo: 400 });
    await mongo
      .db()
      .collection('queue_items')
      .insertOne(old as never);
    for (const body of [{ older_than_days: 29 }, { older_than_days: 30.5 }, { older_than_days: '30' }, {}, { older_than_days: 30, user: 'x' }]) {
      const answer = await alice.request('POST', '/api/admin/cleanup', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
    expect(await count('queue_items', { _id: old._id })).toBe(1);
    await mongo
      .db()
      .collection('queue_items')
      .deleteOne({ _id: old._id } as never);
  });

  it('when a Read_Only user cleans up, then it is 403 naming the groups required', async () => {
    const user = await system.createUser('Read_Only');
    const reader = system.browser();
    await reader.login(user.username, user.password);
    expect(await reader.request('POST', '/api/admin/cleanup', { body: { older_than_days: 30 } })).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Read_Only' },
    });
  });

  it("when a Standard_User cleans up, then only their own old completed items (with links and notes) and old read notifications go; an Admin's cleanup takes the other user's; each is audited with its counts", async () => {
    const oldDone = queueItem(aliceId, { status: 'completed', completedDaysAgo: 45 });
    const youngDone = queueItem(aliceId, { status: 'completed', completedDaysAgo: 10 });
    const oldPending = queueItem(aliceId, { status: 'pending' });
    const inSubmission = queueItem(aliceId, { status: 'completed', completedDaysAgo: 45, submissionId: randomUUID() });
    const bobsOldDone = queueItem(bobId, { status: 'completed', completedDaysAgo: 45 });
    const db = mongo.db();
    await db.collection('queue_items').insertMany([oldDone, youngDone, oldPending, inSubmission, bobsOldDone] as never[]);
    await db.collection('queue_ticket_links').insertMany([{ _id: `${oldDone._id}:t1`, queue_item_id: oldDone._id, ticket_id: 't1', issue_key: 'VM-1', linked_at: daysAgo(50) }] as never[]);
    await db.collection('workflow_notes').insertMany([
      { _id: randomUUID(), subject: `queue_item:${oldDone._id}`, text: 'patched', author_id: aliceId, author: 'alice', created_at: daysAgo(50) },
      { _id: randomUUID(), subject: `queue_item:${youngDone._id}`, text: 'kept', author_id: aliceId, author: 'alice', created_at: daysAgo(5) },
    ] as never[]);
    await db.collection('notifications').insertMany([notification(aliceId, true, 60), notification(aliceId, false, 60), notification(aliceId, true, 5), notification(bobId, true, 60)] as never[]);

    const answer = await alice.request('POST', '/api/admin/cleanup', { body: { older_than_days: 30 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      older_than_days: 30,
      cutoff: expect.any(String),
      queue_items_removed: 1,
      ticket_links_removed: 1,
      remediation_notes_removed: 1,
      notifications_removed: 1,
    });
    expect(await count('queue_items', { _id: oldDone._id })).toBe(0);
    expect(await count('queue_items', { _id: { $in: [youngDone._id, oldPending._id, inSubmission._id, bobsOldDone._id] } })).toBe(4);
    expect(await count('queue_ticket_links', { queue_item_id: oldDone._id })).toBe(0);
    expect(await count('workflow_notes', { subject: `queue_item:${youngDone._id}` })).toBe(1);
    expect(await count('notifications', { user_id: aliceId })).toBe(2);

    expect((await alice.request('POST', '/api/admin/cleanup', { body: { older_than_days: 30 } })).body).toMatchObject({ queue_items_removed: 0, notifications_removed: 0 });

    expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
    expect((await admin.request('POST', '/api/admin/cleanup', { body: { older_than_days: 30 } })).body).toMatchObject({ queue_items_removed: 1, notifications_removed: 1 });
    expect(await count('queue_items', { _id: bobsOldDone._id })).toBe(0);

    // Other system tests share the NATS audit stream (the fuzz suite cleans up as an Admin named alike), so the
    // entries are told apart by this system's user ids.
    type AuditItem = { entityType: string; userId: string | null; username: string; details: Record<string, unknown> };
    const audited = await eventually(
      async () => ((await admin.request('GET', '/api/audit?action=data_cleanup&page_size=200')).body as { items: AuditItem[] }).items,
      (items) => items.filter((entry) => entry.userId === aliceId).length >= 2 && items.some((entry) => entry.userId !== aliceId && entry.details.queue_items_removed === 1),
    );
    expect(audited.every((entry) => entry.entityType === 'dashboard_data')).toBe(true);
    expect(
      audited
        .filter((entry) => entry.userId === aliceId)
        .map((entry) => entry.details.queue_items_removed)
        .sort(),
    ).toEqual([0, 1]);
  });
});
