import * as grpc from '@grpc/grpc-js';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import { loadVmdashProtos, type AuditPage__Output, type DashboardAuthServiceClient, type DashboardLibraryServiceClient, type LoginResponse__Output, type UserRecord__Output } from '@vmdash/proto';
import { eventually } from '@vmdash/testing';
import mongoose from 'mongoose';
import { ADMIN, createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailureOf } from './support/grpc-failure';

/*
 * The library RPCs of the dashboard service (DashboardLibraryService) on the real service: risk-acceptance templates
 * (issue "Compliance reporting ...", Risk-acceptance templates) and feedback with screenshots stored in GridFS.
 */

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(300_000, 1)]);

interface Template {
  id: string;
  name: string;
  vendor: string;
  created_by: string;
}

/** The refusals of a template with a name another has, and of an unknown id (risk-template.commands.ts TEMPLATE_TEXTS). */
const NAME_TAKEN = { code: grpc.status.FAILED_PRECONDITION, details: 'A risk template with this name already exists', reason: 'CONFLICT' };
const NOT_FOUND = { code: grpc.status.NOT_FOUND, details: 'Risk template not found', reason: 'NOT_FOUND' };

describe('dashboard library service (embedded MongoDB, real NATS)', () => {
  let h: DashboardHarness;
  let auth: DashboardAuthServiceClient;
  let library: DashboardLibraryServiceClient;
  let admin: CallerIdentity;
  let standard: CallerIdentity;
  let otherStandard: CallerIdentity;

  const as = <Res>(identity: CallerIdentity, method: keyof DashboardLibraryServiceClient, request: object): Promise<Res> => {
    return h.as(identity, () => unaryCall(library, method as UnaryRpc<typeof library>, request as never)) as Promise<Res>;
  };
  const fields = (name: string, vendor = 'Cisco', platform = 'IOS', model = 'ISR 4321') => ({
    name,
    vendor,
    platform,
    model,
    description: `Accept ${name}`,
    justification: 'Vendor patch not yet available',
    compensating_controls: 'ACL on management plane',
    risk_rating: 'high',
    expiration_days: 90,
  });
  const create = (identity: CallerIdentity, name: string, vendor?: string, platform?: string, model?: string) =>
    as<Template>(identity, 'CreateRiskTemplate', { fields: fields(name, vendor, platform, model), client_address: '192.0.2.9' });
  const userIdentity = async (group: string): Promise<CallerIdentity> => {
    const created = await h.call<object, UserRecord__Output>(
      auth,
      'CreateUser',
      { username: `${group.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`, email: 'x@example.test', password: 'a fine password', group, bu_teams: [] },
      admin,
    );
    return { subject: created.id, scopes: ['dashboard'], group };
  };

  beforeAll(async () => {
    h = await createDashboardHarness();
    const started = await h.start();
    auth = started.client;
    library = createGrpcClient(loadVmdashProtos().DashboardLibraryService, `127.0.0.1:${started.port}`, { deadlineMs: 30_000, maxReceiveMessageLength: 16 * 1024 * 1024 });
    const login = await h.call<object, LoginResponse__Output>(auth, 'Login', { username: ADMIN.username, password: ADMIN.password, client_address: '192.0.2.1' });
    admin = { subject: login.user?.id ?? '', scopes: ['dashboard'], group: 'Admin' };
    standard = await userIdentity('Standard_User');
    otherStandard = await userIdentity('Standard_User');
  });
  afterAll(async () => {
    library.close();
    await h.close();
  });

  it('when names differ only by case, then the second create is refused as a CONFLICT with its text, also when both are sent at once', async () => {
    const first = await create(standard, 'Legacy Switch Exception');
    expect(first).toMatchObject({ name: 'Legacy Switch Exception', created_by: expect.stringMatching(/^standard_user-/) });
    expect(await grpcFailureOf(create(admin, 'LEGACY switch exception'))).toEqual(NAME_TAKEN);
    // Each create is 'created' or its refusal.
    const racing = await Promise.all(Array.from({ length: 5 }, (_, n) => grpcFailureOf(create(n % 2 ? admin : standard, n % 2 ? 'Racing Name' : 'racing name')).catch(() => 'created')));
    expect(racing.filter((result) => result === 'created')).toHaveLength(1);
    expect(racing.filter((result) => result !== 'created')).toEqual(Array.from({ length: 4 }, () => NAME_TAKEN));
  });

  it("when a template is created with empty texts (the API's default), then it is stored and read back with them empty", async () => {
    const created = await as<Template>(standard, 'CreateRiskTemplate', {
      fields: { ...fields('Bare Template'), description: '', justification: '', compensating_controls: '' },
      client_address: '192.0.2.9',
    });
    expect(created).toMatchObject({ name: 'Bare Template', description: '', justification: '', compensating_controls: '' });
  });

  it("when a Standard_User deletes another user's template, then it is PERMISSION_DENIED and the template stays; its own is deleted", async () => {
    const mine = await create(standard, 'Delete Me');
    const denied = await grpcFailureOf(as(otherStandard, 'DeleteRiskTemplate', { id: mine.id, client_address: '' }));
    expect(denied).toMatchObject({ code: grpc.status.PERMISSION_DENIED, reason: null });
    expect(await as<Template>(admin, 'GetRiskTemplate', { id: mine.id })).toMatchObject({ id: mine.id });
    expect(await as<Template>(standard, 'DeleteRiskTemplate', { id: mine.id, client_address: '' })).toMatchObject({ id: mine.id });
    expect(await grpcFailureOf(as(admin, 'GetRiskTemplate', { id: mine.id }))).toEqual(NOT_FOUND);
  });

  it('when templates are searched and walked, then q matches text case-insensitively and literally, filters are exact, and the hierarchy counts each level', async () => {
    await create(admin, 'Palo Alto Old PAN-OS', 'Palo Alto', 'PAN-OS', 'PA-220');
    await create(admin, 'Palo Alto (lab)', 'palo alto', 'PAN-OS', 'PA-820');
    await create(admin, 'Palo Alto VM', 'Palo Alto', 'VM-Series', 'VM-100');
    const search = (request: object) => as<{ templates: Template[]; total: number }>(standard, 'ListRiskTemplates', { page: 1, page_size: 50, ...request });
    expect((await search({ q: 'PALO alto' })).total).toBe(3);
    expect((await search({ q: '(lab)' })).templates.map((t) => t.name)).toEqual(['Palo Alto (lab)']);
    expect((await search({ q: '.*' })).total).toBe(0);
    expect((await search({ vendor: 'PALO ALTO', platform: 'pan-os' })).total).toBe(2);
    const paged = await search({ vendor: 'palo alto', page_size: 2, page: 2 });
    expect([paged.total, paged.templates.length]).toEqual([3, 1]);

    const tree = await as<{ nodes: { name: string; count: number; children: { name: string; count: number; children: { name: string; count: number }[] }[] }[] }>(
      standard,
      'GetRiskTemplateHierarchy',
      {},
    );
    const palo = tree.nodes.find((node) => node.name.toLowerCase() === 'palo alto');
    expect(palo).toMatchObject({
      count: 3,
      children: [
        { name: 'PAN-OS', count: 2 },
        { name: 'VM-Series', count: 1, children: [{ name: 'VM-100', count: 1 }] },
      ],
    });
    const platforms = await as<{ nodes: { name: string; count: number; children: unknown[] }[] }>(standard, 'GetRiskTemplateHierarchy', { vendor: 'PALO ALTO' });
    expect(platforms.nodes).toEqual([
      { name: 'PAN-OS', count: 2, children: [] },
      { name: 'VM-Series', count: 1, children: [] },
    ]);
    const models = await as<{ nodes: { name: string; count: number }[] }>(standard, 'GetRiskTemplateHierarchy', { vendor: 'palo alto', platform: 'pan-os' });
    expect(models.nodes.map((node) => [node.name, node.count])).toEqual([
      ['PA-220', 1],
      ['PA-820', 1],
    ]);
  });

  it('when a template is created, updated, cloned and deleted, then each is one audit entry of entityType risk_template', async () => {
    const source = await create(standard, 'Audited Template');
    const updated = await as<Template>(standard, 'UpdateRiskTemplate', { id: source.id, risk_rating: 'critical', expiration_days: 30, client_address: '' });
    expect(updated).toMatchObject({ id: source.id, risk_rating: 'critical' });
    expect(await grpcFailureOf(as(standard, 'UpdateRiskTemplate', { id: source.id, name: 'legacy switch exception', client_address: '' }))).toEqual(NAME_TAKEN);
    const copy = await as<Template>(standard, 'CloneRiskTemplate', { id: source.id, name: 'Audited Template (copy)', client_address: '' });
    expect(copy).toMatchObject({ vendor: source.vendor, name: 'Audited Template (copy)' });
    await as(admin, 'DeleteRiskTemplate', { id: copy.id, client_address: '' });
    const entries = await eventually(
      async () => {
        const audit = await h.call<object, AuditPage__Output>(auth, 'QueryAudit', { page: 1, page_size: 200 }, admin);
        return audit.entries.filter((entry) => entry.entity_id === source.id || entry.entity_id === copy.id);
      },
      (found) => found.length >= 4,
    );
    expect(entries.map((entry) => [entry.action, entry.entity_type, entry.entity_id]).sort()).toEqual(
      [
        ['risk_template_clone', 'risk_template', copy.id],
        ['risk_template_create', 'risk_template', source.id],
        ['risk_template_delete', 'risk_template', copy.id],
        ['risk_template_update', 'risk_template', source.id],
      ].sort(),
    );
    expect(JSON.parse(entries.find((entry) => entry.action === 'risk_template_update')!.details_json)).toMatchObject({ changed_fields: ['expiration_days', 'risk_rating'] });
  });

  it('when feedback has a screenshot, then it is stored in GridFS and read back byte for byte with the type its bytes show', async () => {
    const submitted = await as<{ id: string; screenshots: unknown[] }>(standard, 'SubmitFeedback', {
      message: 'The chart is empty',
      category: 'bug',
      screenshots: [{ file_name: 'chart.gif', content: PNG }],
      client_address: '',
    });
    expect(submitted.screenshots).toEqual([{ index: 1, file_name: 'chart.gif', content_type: 'image/png', size_bytes: PNG.length }]);
    const back = await as<{ content_type: string; content: Buffer }>(admin, 'GetFeedbackScreenshot', { feedback_id: submitted.id, index: 1 });
    expect(back.content_type).toBe('image/png');
    expect(Buffer.compare(back.content, PNG)).toBe(0);
    expect(await grpcFailureOf(as(admin, 'GetFeedbackScreenshot', { feedback_id: submitted.id, index: 2 }))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: 'Screenshot not found',
      reason: 'NOT_FOUND',
    });
  });

  it('when an Admin impersonating a user sends feedback, then the feedback and its audit entry name the Admin', async () => {
    const impersonated: CallerIdentity = { ...standard, actor: { subject: admin.subject } };
    const submitted = await as<{ id: string; submitted_by: string; impersonated_by?: string }>(impersonated, 'SubmitFeedback', {
      message: 'Sent as the user',
      category: 'idea',
      screenshots: [],
      client_address: '192.0.2.77',
    });
    expect(submitted.impersonated_by).toBe(ADMIN.username);
    const listed = await as<{ feedback: { id: string; impersonated_by?: string }[] }>(admin, 'ListFeedback', { page: 1, page_size: 100 });
    expect(listed.feedback.find((feedback) => feedback.id === submitted.id)?.impersonated_by).toBe(ADMIN.username);
    const [entry] = await eventually(
      async () =>
        (await h.call<object, AuditPage__Output>(auth, 'QueryAudit', { page: 1, page_size: 200, action: 'feedback_submit' }, admin)).entries.filter((found) => found.entity_id === submitted.id),
      (found) => found.length === 1,
    );
    expect(entry).toMatchObject({ user_id: standard.subject, entity_type: 'feedback', ip_address: '192.0.2.77' });
    expect(JSON.parse(entry!.details_json)).toMatchObject({ impersonated_by: ADMIN.username, impersonated_by_id: admin.subject });
  });

  it('when one screenshot of several is no image, then the feedback is refused naming it and nothing is stored', async () => {
    const connection = await mongoose.createConnection(h.mongoUrl).asPromise();
    try {
      const counts = async () => Promise.all(['feedback', 'feedback_screenshots.files', 'feedback_screenshots.chunks'].map((name) => connection.db!.collection(name).countDocuments()));
      const before = await counts();
      const refused = await grpcFailureOf(
        as(standard, 'SubmitFeedback', {
          message: 'two pictures and a note',
          category: 'bug',
          screenshots: [
            { file_name: 'one.png', content: PNG },
            { file_name: 'notes.png', content: Buffer.from('not an image at all') },
          ],
          client_address: '',
        }),
      );
      expect(refused).toEqual({
        code: grpc.status.INVALID_ARGUMENT,
        details: 'Screenshot "notes.png" refused: not a PNG, JPEG, GIF or WebP image (the type is read from the file content)',
        reason: 'INVALID_ARGUMENT',
      });
      expect(await counts()).toEqual(before);
    } finally {
      await connection.close();
    }
  });
});
