import { status } from '@grpc/grpc-js';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import { loadVmdashProtos, type DashboardWorkflowServiceClient, type QueueItem__Output, type TrackerTicket__Output } from '@vmdash/proto';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailure, startFakeUpstreams, type FakeUpstreams } from './support/fake-upstreams';
import { grpcFailureOf, refusal } from './support/grpc-failure';

/**
 * Tracker tickets on the real dashboard service (embedded MongoDB, real NATS) against a fake integration service and a
 * fake data-cache (docs/decisions/0011): the create's idempotency id and submitter, links with their comment,
 * the scoped sync's counts, the tracker's failures as refusals with nothing half-written, and team scope.
 */
describe('tracker tickets (dashboard service, fake integration service)', () => {
  let h: DashboardHarness;
  let upstreams: FakeUpstreams;
  let workflows: DashboardWorkflowServiceClient;
  let alice: CallerIdentity;
  let bob: CallerIdentity;

  const call = <Res>(identity: CallerIdentity, method: keyof DashboardWorkflowServiceClient, request: object): Promise<Res> => {
    return h.as(identity, () => unaryCall(workflows, method as UnaryRpc<typeof workflows>, request as never)) as Promise<Res>;
  };
  const stage = async (identity: CallerIdentity, hostId: number, scannerId: string) =>
    (await call<{ items: QueueItem__Output[] }>(identity, 'StageQueueItems', { items: [{ host_id: hostId, scanner_id: scannerId, workflow_type: 'CARD' }] })).items[0]!;
  const create = (identity: CallerIdentity, queueItemIds: string[] = []) =>
    call<TrackerTicket__Output>(identity, 'CreateTrackerTicket', { summary: 'Patch host a1', description: 'Two findings', source_context: 'beta_queue', queue_item_ids: queueItemIds });
  const ticketCount = async (identity: CallerIdentity) => (await call<{ total: number }>(identity, 'ListTrackerTickets', { page: 1, page_size: 50 })).total;

  beforeAll(async () => {
    h = await createDashboardHarness();
    upstreams = await startFakeUpstreams(h.environment.keys.publicKeyPem);
    const { client, port } = await h.start({ DATA_CACHE_ADDR: upstreams.dataCacheAddr, INTEGRATION_ADDR: upstreams.integrationAddr });
    workflows = createGrpcClient(loadVmdashProtos().DashboardWorkflowService, `127.0.0.1:${port}`, { deadlineMs: 30_000 });
    const admin: CallerIdentity = { subject: 'admin-of-test', scopes: ['dashboard'], group: 'Admin' };
    const userOf = async (username: string, team: string): Promise<CallerIdentity> => {
      const created = await h.call<object, { id: string }>(
        client,
        'CreateUser',
        { username, email: `${username}@example.test`, password: 'long enough password', group: 'Standard_User', bu_teams: [team] },
        admin,
      );
      return { subject: created.id, scopes: ['dashboard'], group: 'Standard_User', teams: [team] };
    };
    alice = await userOf('alice', 'team-a');
    bob = await userOf('bob', 'team-b');
  });
  afterEach(() => {
    upstreams.integration.failWith = undefined;
  });
  afterAll(async () => {
    workflows?.close();
    await upstreams?.stop();
    await h.close();
  });

  it('when a ticket is created from queue items, then the tracker gets the ticket id as request id and the submitter, and the ticket links the items', async () => {
    const item = await stage(alice, 1, '100');
    const ticket = await create(alice, [item.id]);
    expect(ticket).toMatchObject({ issue_key: expect.stringMatching(/^VM-\d+$/), status: 'Open', source_context: 'beta_queue', created_by: 'alice', queue_item_ids: [item.id] });
    expect(upstreams.integration.created.at(-1)).toEqual({ request_id: ticket.id, summary: 'Patch host a1', description: 'Two findings', submitted_by: 'alice' });
    const queue = await call<{ items: QueueItem__Output[] }>(alice, 'ListQueueItems', { page: 1, page_size: 50 });
    expect(queue.items.find((queued) => queued.id === item.id)?.ticket_keys).toEqual([ticket.issue_key]);
    const links = await call<{ links: { queue_item_id: string; issue_key: string }[] }>(alice, 'ListTicketLinks', {});
    expect(links.links).toEqual([expect.objectContaining({ queue_item_id: item.id, issue_key: ticket.issue_key, ticket_id: ticket.id })]);
  });

  it.each([
    ['the tracker answers 429', grpcFailure(status.RESOURCE_EXHAUSTED, 'Rate limit exceeded. Try again later.'), refusal('RESOURCE_EXHAUSTED', 'Rate limit exceeded. Try again later.')],
    [
      'the tracker answers 500',
      grpcFailure(status.UNAVAILABLE, 'Issue tracker API error 500: {"errorMessages":["boom"]}'),
      refusal('UPSTREAM_FAILED', 'Issue tracker API error 500: {"errorMessages":["boom"]}'),
    ],
    ['the tracker hangs', grpcFailure(status.DEADLINE_EXCEEDED, 'Issue tracker request timed out after 15 s'), refusal('UPSTREAM_TIMEOUT', 'Issue tracker request timed out after 15 s')],
    ['the network fails', grpcFailure(status.UNAVAILABLE, 'connect ECONNREFUSED 10.0.0.1:443'), refusal('UPSTREAM_FAILED', 'connect ECONNREFUSED 10.0.0.1:443')],
  ])('when %s, then the create is refused with that failure and its text and no ticket is stored', async (_case, failure, refused) => {
    const before = await ticketCount(alice);
    upstreams.integration.failWith = failure;
    expect(await grpcFailureOf(create(alice))).toEqual(refused);
    expect(await ticketCount(alice)).toBe(before);
  });

  it('when queue items are linked, then the tracker issue gets a comment naming them and the links are stored; a refused comment links nothing', async () => {
    const ticket = await create(alice);
    const item = await stage(alice, 1, '200');
    upstreams.integration.failWith = grpcFailure(status.UNAVAILABLE, 'Issue tracker API error 503: down');
    const refused = await grpcFailureOf(call(alice, 'LinkTicketQueueItems', { id: ticket.id, queue_item_ids: [item.id] }));
    expect(refused).toEqual(refusal('UPSTREAM_FAILED', 'Issue tracker API error 503: down'));
    expect((await call<TrackerTicket__Output>(alice, 'GetTrackerTicket', { id: ticket.id })).queue_item_ids).toEqual([]);
    upstreams.integration.failWith = undefined;
    const linked = await call<TrackerTicket__Output>(alice, 'LinkTicketQueueItems', { id: ticket.id, queue_item_ids: [item.id] });
    expect(linked.queue_item_ids).toEqual([item.id]);
    expect(upstreams.integration.comments.at(-1)).toEqual({ key: ticket.issue_key, body: expect.stringContaining('A two (host a1, plugin 200, CARD)') });
    expect(upstreams.integration.comments.at(-1)?.body).toContain('Queue items linked by alice');
  });

  it("when another team's user asks for a ticket, links to it, or syncs, then it is not found and not synced", async () => {
    const ticket = await create(alice);
    expect(await grpcFailureOf(call(bob, 'GetTrackerTicket', { id: ticket.id }))).toEqual(refusal('NOT_FOUND', 'Ticket not found'));
    expect(await grpcFailureOf(call(bob, 'LinkTicketQueueItems', { id: ticket.id, queue_item_ids: ['x'] }))).toEqual(refusal('NOT_FOUND', 'Ticket not found'));
    expect(await ticketCount(bob)).toBe(0);
    const bobItem = await stage(bob, 2, '100');
    expect(await grpcFailureOf(create(alice, [bobItem.id]))).toEqual(refusal('NOT_FOUND', `Queue item not found: ${bobItem.id}`));
    const sync = await call<{ updated: number; unchanged: number; skipped: number }>(bob, 'SyncTrackerTickets', {});
    expect(sync).toMatchObject({ updated: 0, unchanged: 0, skipped: 0 });
    expect(upstreams.integration.syncedKeys.flat()).not.toContain(ticket.issue_key);
  });

  it('when the caller syncs, then raw statuses are stored and updated, unchanged and skipped are counted with the quota left', async () => {
    const [changed, same, left] = [await create(alice), await create(alice), await create(alice)];
    upstreams.integration.syncStatuses = new Map([[changed.issue_key, 'Waiting for QA']]);
    upstreams.integration.remaining = new Set([left.issue_key]);
    const total = await ticketCount(alice);
    const sync = await call<{ updated: number; unchanged: number; skipped: number; quota: { day_remaining: number } }>(alice, 'SyncTrackerTickets', {});
    expect(sync).toMatchObject({ updated: 1, unchanged: total - 2, skipped: 1, quota: { day_remaining: 1400 } });
    expect(await call<TrackerTicket__Output>(alice, 'GetTrackerTicket', { id: changed.id })).toMatchObject({ status: 'Waiting for QA', last_synced_at: expect.any(String) });
    expect(await call<TrackerTicket__Output>(alice, 'GetTrackerTicket', { id: same.id })).toMatchObject({ status: 'Open', last_synced_at: expect.any(String) });
    expect((await call<TrackerTicket__Output>(alice, 'GetTrackerTicket', { id: left.id })).last_synced_at).toBeUndefined();
    upstreams.integration.failWith = grpcFailure(status.RESOURCE_EXHAUSTED, 'quota');
    expect(await grpcFailureOf(call(alice, 'SyncTrackerTickets', {}))).toEqual(refusal('RESOURCE_EXHAUSTED', 'Rate limit exceeded. Try again later.'));
  });

  it("when any user asks for the tracker quota, then the integration service's count is answered; its failure is the refusal with its text", async () => {
    const readOnly: CallerIdentity = { subject: 'reader-of-test', scopes: ['dashboard'], group: 'Read_Only', teams: ['team-a'] };
    const answer = await call<object>(readOnly, 'GetTicketQuota', {});
    expect(answer).toEqual({ minute_remaining: 58, minute_limit: 60, day_remaining: 1432, day_limit: 1440 });
    upstreams.integration.failWith = grpcFailure(status.UNAVAILABLE, 'connect ECONNREFUSED 127.0.0.1:1');
    expect(await grpcFailureOf(call(alice, 'GetTicketQuota', {}))).toEqual(refusal('UPSTREAM_FAILED', 'connect ECONNREFUSED 127.0.0.1:1'));
  });
});
