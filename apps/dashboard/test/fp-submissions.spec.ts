import { status } from '@grpc/grpc-js';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import { loadVmdashProtos, type DashboardWorkflowServiceClient, type FpSubmission__Output, type QueueItem__Output } from '@vmdash/proto';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailure, startFakeUpstreams, type FakeUpstreams } from './support/fake-upstreams';
import { grpcFailureOf, refusal } from './support/grpc-failure';

/**
 * False-positive submissions on the real dashboard service against a fake integration service (docs/decisions/0011): the uuid
 * resolved by name, the lifecycle synced, requeue once, findings mapped with only the mapped items completed, the
 * platform's failures with nothing half-written.
 */
describe('false-positive submissions (dashboard service, fake integration service)', () => {
  let h: DashboardHarness;
  let upstreams: FakeUpstreams;
  let workflows: DashboardWorkflowServiceClient;
  let alice: CallerIdentity;
  let bob: CallerIdentity;
  let admin: CallerIdentity;
  let nextName = 1;

  const call = <Res>(identity: CallerIdentity, method: keyof DashboardWorkflowServiceClient, request: object): Promise<Res> => {
    return h.as(identity, () => unaryCall(workflows, method as UnaryRpc<typeof workflows>, request as never)) as Promise<Res>;
  };
  const stage = async (identity: CallerIdentity, hostId: number, scannerId: string, workflowType = 'FP') =>
    (await call<{ items: QueueItem__Output[] }>(identity, 'StageQueueItems', { items: [{ host_id: hostId, scanner_id: scannerId, workflow_type: workflowType, vendor: 'Microsoft' }] })).items[0]!;
  const item = async (identity: CallerIdentity, id: string) =>
    (await call<{ items: QueueItem__Output[] }>(identity, 'ListQueueItems', { page: 1, page_size: 200 })).items.find((queued) => queued.id === id);
  const submit = (identity: CallerIdentity, queueItemIds: string[], name = `FP batch ${nextName++}`, evidence: { file_name: string; content: Buffer }[] = []) =>
    call<FpSubmission__Output>(identity, 'CreateFpSubmission', {
      queue_item_ids: queueItemIds,
      name,
      reason: 'Compensating control',
      description: '',
      expiration_date: '2026-12-31',
      override_control: 'AUTHORIZED',
      evidence,
    });

  beforeAll(async () => {
    h = await createDashboardHarness();
    upstreams = await startFakeUpstreams(h.environment.keys.publicKeyPem);
    const { client, port } = await h.start({ DATA_CACHE_ADDR: upstreams.dataCacheAddr, INTEGRATION_ADDR: upstreams.integrationAddr });
    workflows = createGrpcClient(loadVmdashProtos().DashboardWorkflowService, `127.0.0.1:${port}`, { deadlineMs: 30_000 });
    const creator: CallerIdentity = { subject: 'admin-of-test', scopes: ['dashboard'], group: 'Admin' };
    const userOf = async (username: string, team: string, betaNames: object = {}): Promise<CallerIdentity> => {
      const created = await h.call<object, { id: string }>(
        client,
        'CreateUser',
        { username, email: `${username}@example.test`, password: 'long enough password', group: 'Standard_User', bu_teams: [team], ...betaNames },
        creator,
      );
      return { subject: created.id, scopes: ['dashboard'], group: 'Standard_User', teams: [team] };
    };
    alice = await userOf('alice', 'team-a', { beta_first_name: 'Alice', beta_last_name: 'Analyst' });
    bob = await userOf('bob', 'team-b');
    admin = { subject: 'another-admin', scopes: ['dashboard'], group: 'Admin', teams: ['*'] };
  });
  afterEach(() => {
    upstreams.integration.failWith = undefined;
    upstreams.integration.failAfterCreate = undefined;
    h.clockOffsetMs = 0;
    upstreams.integration.failingMaps.clear();
  });
  afterAll(async () => {
    workflows?.close();
    await upstreams?.stop();
    await h.close();
  });

  it('when pending FP items are submitted, then the platform gets their findings, the uuid is resolved by the exact name, and the items complete', async () => {
    const queued = await stage(alice, 1, '100');
    const submission = await submit(alice, [queued.id], 'Alice first batch');
    expect(submission).toMatchObject({
      name: 'Alice first batch',
      platform_id: '9007199254740994',
      workflow_uuid: 'uuid-Alice first batch',
      lifecycle_status: 'submitted',
      queue_item_ids: [queued.id],
      finding_ids: ['11'],
      created_by: 'alice',
    });
    expect(upstreams.integration.workflows.get('Alice first batch')?.host_finding_ids).toEqual(['11']);
    expect(await item(alice, queued.id)).toMatchObject({ status: 'completed', submission_id: submission.id });
  });

  it('when the items are not pending FP items of the caller, or the name is taken, then nothing reaches the platform', async () => {
    const before = upstreams.integration.workflows.size;
    const card = await stage(alice, 1, '200', 'CARD');
    expect(await grpcFailureOf(submit(alice, [card.id]))).toEqual(refusal('CONFLICT', `Queue item ${card.id} is not a pending FP item outside any submission`));
    const bobs = await stage(bob, 2, '100');
    expect(await grpcFailureOf(submit(alice, [bobs.id]))).toEqual(refusal('NOT_FOUND', `Queue item not found: ${bobs.id}`));
    const fp = await stage(alice, 1, '200');
    expect(await grpcFailureOf(submit(alice, [fp.id], 'Alice first batch'))).toEqual(refusal('CONFLICT', 'A submission with this name already exists'));
    expect(upstreams.integration.workflows.size).toBe(before);
    expect((await item(alice, fp.id))?.status).toBe('pending');
  });

  it.each([
    ['401 (bad key)', grpcFailure(status.FAILED_PRECONDITION, 'Vulnerability platform rejected the API key (401)'), refusal('UPSTREAM_FAILED', 'Vulnerability platform rejected the API key (401)')],
    [
      '419 (privilege)',
      grpcFailure(status.PERMISSION_DENIED, 'Vulnerability platform: insufficient privileges (419): workflow.create'),
      refusal('UPSTREAM_FAILED', 'Vulnerability platform: insufficient privileges (419): workflow.create'),
    ],
    ['429', grpcFailure(status.RESOURCE_EXHAUSTED, 'Rate limit exceeded. Try again later.'), refusal('RESOURCE_EXHAUSTED', 'Rate limit exceeded. Try again later.')],
  ])('when the platform answers %s, then the create is refused with it and no submission is stored', async (_case, failure, refused) => {
    const fp = await stage(alice, 3, '300');
    const before = (await call<{ total: number }>(alice, 'ListFpSubmissions', { page: 1, page_size: 50 })).total;
    upstreams.integration.failWith = failure;
    expect(await grpcFailureOf(submit(alice, [fp.id]))).toEqual(refused);
    upstreams.integration.failWith = undefined;
    expect((await call<{ total: number }>(alice, 'ListFpSubmissions', { page: 1, page_size: 50 })).total).toBe(before);
    expect((await item(alice, fp.id))?.status).toBe('pending');
  });

  it('when the platform times out after creating the workflow, then the submission is visible as creating with its items reserved, and a sync after the window completes it', async () => {
    const fp = await stage(alice, 3, '300');
    const name = `Timed out batch ${nextName++}`;
    upstreams.integration.failAfterCreate = grpcFailure(status.DEADLINE_EXCEEDED, 'The vulnerability platform did not answer within the 15 s timeout');
    expect(await grpcFailureOf(submit(alice, [fp.id], name))).toEqual(refusal('UPSTREAM_TIMEOUT', 'The vulnerability platform did not answer within the 15 s timeout'));
    upstreams.integration.failAfterCreate = undefined;
    const listed = (await call<{ items: FpSubmission__Output[] }>(alice, 'ListFpSubmissions', { page: 1, page_size: 50 })).items.find((submission) => submission.name === name)!;
    expect(listed.lifecycle_status).toBe('creating');
    // Reserved: still pending, but no other submission takes it.
    expect((await item(alice, fp.id))?.status).toBe('pending');
    expect(await grpcFailureOf(submit(alice, [fp.id]))).toMatchObject({ reason: 'CONFLICT' });
    expect(await grpcFailureOf(call(alice, 'SyncFpSubmission', { id: listed.id }))).toEqual(refusal('CONFLICT', 'The submission is still being created; sync it again in a moment'));
    h.clockOffsetMs = 60_000;
    const synced = await call<FpSubmission__Output>(alice, 'SyncFpSubmission', { id: listed.id });
    expect(synced).toMatchObject({ lifecycle_status: 'submitted', workflow_uuid: `uuid-${name}`, queue_item_ids: [fp.id] });
    expect((await item(alice, fp.id))?.status).toBe('completed');
  });

  it('when the platform times out and holds no workflow of the name, then a sync after the window marks the submission failed and frees its items', async () => {
    const fp = await stage(alice, 3, '300');
    const name = `Lost batch ${nextName++}`;
    upstreams.integration.failWith = grpcFailure(status.DEADLINE_EXCEEDED, 'The vulnerability platform did not answer within the 15 s timeout');
    expect(await grpcFailureOf(submit(alice, [fp.id], name))).toMatchObject({ reason: 'UPSTREAM_TIMEOUT' });
    upstreams.integration.failWith = undefined;
    const listed = (await call<{ items: FpSubmission__Output[] }>(alice, 'ListFpSubmissions', { page: 1, page_size: 50 })).items.find((submission) => submission.name === name)!;
    h.clockOffsetMs = 60_000;
    expect((await call<FpSubmission__Output>(alice, 'SyncFpSubmission', { id: listed.id })).lifecycle_status).toBe('failed');
    expect((await item(alice, fp.id))?.submission_id ?? '').toBe('');
    const again = await submit(alice, [fp.id]);
    expect(again.lifecycle_status).toBe('submitted');
  });

  it('when evidence files are sent, then their types are read from the bytes and they reach the platform with the create; a refused file is a refusal naming it and nothing is stored', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const fp = await stage(alice, 3, '300');
    const name = `Evidence batch ${nextName++}`;
    const evidence = [
      { file_name: 'screen.txt', content: png },
      { file_name: 'report.pdf', content: pdf },
      { file_name: 'scan.log', content: Buffer.from('Plugin 10863: certificate expired\n') },
    ];
    const before = upstreams.integration.workflows.size;
    const refused = await grpcFailureOf(submit(alice, [fp.id], name, [...evidence, { file_name: 'tool.exe', content: Buffer.from('4d5a90000300000004000000ffff0000', 'hex') }].slice(1)));
    expect(refused).toEqual(refusal('INVALID_ARGUMENT', 'Evidence file "tool.exe" refused: not a PNG, JPEG, GIF or WebP image, a PDF or plain UTF-8 text (the type is read from the file content)'));
    expect(upstreams.integration.workflows.size).toBe(before);
    expect((await item(alice, fp.id))?.submission_id ?? '').toBe('');
    const created = await submit(alice, [fp.id], name, evidence);
    expect(created.lifecycle_status).toBe('submitted');
    expect(upstreams.integration.workflows.get(name)?.files).toEqual([
      `screen.txt image/png ${png.length}`,
      `report.pdf application/pdf ${pdf.length}`,
      `scan.log text/plain ${evidence[2]!.content.length}`,
    ]);
  });

  it('when findings are mapped and one fails on the platform, then added and failed are answered and only the mapped item completes', async () => {
    const submission = await submit(alice, [(await stage(alice, 1, '200')).id]);
    const [first, second] = [await stage(alice, 3, '300'), await stage(alice, 3, '400')];
    upstreams.integration.failingMaps.set('32', grpcFailure(status.UNAVAILABLE, 'Vulnerability platform error 500: map failed'));
    const answer = await call<{ added_findings: string[]; failed_findings: { queue_item_id: string; error: string }[] }>(alice, 'MapFpFindings', {
      id: submission.id,
      queue_item_ids: [first.id, second.id],
    });
    expect(answer).toMatchObject({
      added_findings: [first.id],
      failed_findings: [{ queue_item_id: second.id, error: 'Vulnerability platform error 500: map failed' }],
    });
    expect(upstreams.integration.mapped.at(-1)).toEqual({ workflow_uuid: `uuid-${submission.name}`, host_finding_id: '31' });
    expect(await item(alice, first.id)).toMatchObject({ status: 'completed', submission_id: submission.id });
    expect(await item(alice, second.id)).toMatchObject({ status: 'pending' });
    expect((await call<FpSubmission__Output>(alice, 'GetFpSubmission', { id: submission.id })).finding_ids).toEqual(['12', '31']);
  });

  it('when the platform rejects a submission, then sync maps it, requeue makes new pending items once, and a second requeue is refused', async () => {
    const original = await stage(alice, 3, '400');
    const submission = await submit(alice, [original.id]);
    expect(await grpcFailureOf(call(alice, 'RequeueFpSubmission', { id: submission.id, workflow_type: 'CARD' }))).toEqual(refusal('CONFLICT', 'Only a rejected submission can be requeued'));
    upstreams.integration.workflows.get(submission.name)!.state = 'REJECTED';
    expect(await call<FpSubmission__Output>(alice, 'SyncFpSubmission', { id: submission.id })).toMatchObject({
      lifecycle_status: 'rejected',
      platform_state: 'REJECTED',
      last_synced_at: expect.any(String),
    });
    expect(await grpcFailureOf(call(alice, 'RequeueFpSubmission', { id: submission.id, workflow_type: 'RISK' }))).toMatchObject({ reason: 'INVALID_ARGUMENT' });
    const requeued = await call<{ submission: FpSubmission__Output; items: QueueItem__Output[] }>(alice, 'RequeueFpSubmission', { id: submission.id, workflow_type: 'GRANITE' });
    expect(requeued.submission.requeued_at).toEqual(expect.any(String));
    expect(requeued.items).toEqual([expect.objectContaining({ host_id: 3, scanner_id: '400', workflow_type: 'GRANITE', status: 'pending', user_id: alice.subject })]);
    expect(await grpcFailureOf(call(alice, 'RequeueFpSubmission', { id: submission.id, workflow_type: 'GRANITE' }))).toEqual(refusal('CONFLICT', 'The submission was already requeued'));
  });

  it('when another user lists or guesses a submission, then it sees none; an Admin who chose every team sees all', async () => {
    const submission = await submit(alice, [(await stage(alice, 1, '100', 'FP')).id]);
    expect((await call<{ total: number }>(bob, 'ListFpSubmissions', { page: 1, page_size: 50 })).total).toBe(0);
    expect(await grpcFailureOf(call(bob, 'GetFpSubmission', { id: submission.id }))).toEqual(refusal('NOT_FOUND', 'Submission not found'));
    expect(await grpcFailureOf(call(bob, 'SyncFpSubmission', { id: submission.id }))).toEqual(refusal('NOT_FOUND', 'Submission not found'));
    const all = await call<{ total: number }>(admin, 'ListFpSubmissions', { page: 1, page_size: 50 });
    expect(all.total).toBe((await call<{ total: number }>(alice, 'ListFpSubmissions', { page: 1, page_size: 50 })).total);
  });
});
