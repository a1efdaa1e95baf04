import * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { connectEventBus, type AuditEvent } from '@vmdash/events';
import { unaryCall } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import type { AuditPage__Output, DashboardAuthServiceClient, LoginResponse__Output, ResolveSessionResponse__Output, UserList__Output } from '@vmdash/proto';
import { eventually } from '@vmdash/testing';
import { ADMIN, createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailureOf, refusal } from './support/grpc-failure';

describe('dashboard service (embedded MongoDB, real NATS)', () => {
  let h: DashboardHarness;
  let client: DashboardAuthServiceClient;
  let adminIdentity: { subject: string; scopes: string[]; group: string };

  beforeAll(async () => {
    h = await createDashboardHarness();
    ({ client } = await h.start());
    const login = await h.call<object, LoginResponse__Output>(client, 'Login', { username: ADMIN.username, password: ADMIN.password, client_address: '192.0.2.1' });
    expect(login.session_id).toMatch(/^[0-9a-f]{64}$/);
    adminIdentity = { subject: login.user?.id ?? '', scopes: ['dashboard'], group: 'Admin' };
  });
  afterAll(async () => {
    await h.close();
  });

  const auditOf = (filter: Record<string, unknown>) => h.call<object, AuditPage__Output>(client, 'QueryAudit', { page: 1, page_size: 200, ...filter }, adminIdentity);

  it('when the first start names ADMIN_USERNAME and ADMIN_PASSWORD, then that Admin exists once, also after a restart, and its creation is audited', async () => {
    const second = await h.start();
    const users = await h.call<object, UserList__Output>(second.client, 'ListUsers', {}, adminIdentity);
    expect(users.users.map((user) => [user.username, user.group, user.is_active])).toEqual([[ADMIN.username, 'Admin', true]]);
    const created = await eventually(
      () => auditOf({ action: 'user_create' }),
      (page) => page.total >= 1,
    );
    expect(created.entries[0]).toMatchObject({ username: 'bootstrap', entity_type: 'user', entity_id: adminIdentity.subject });
  });

  it('when a call lacks a valid internal token or comes from the wrong kind of caller, then it is refused', async () => {
    const noToken = await unaryCall(client, 'Login', { username: 'x', password: 'y' }).catch((error: grpc.ServiceError) => error);
    expect((noToken as grpc.ServiceError).code).toBe(grpc.status.UNAUTHENTICATED);
    const userCallsLogin = await h.call(client, 'Login', { username: 'x', password: 'y' }, adminIdentity).catch((error: grpc.ServiceError) => error);
    expect((userCallsLogin as grpc.ServiceError).code).toBe(grpc.status.PERMISSION_DENIED);
    const gatewayListsUsers = await h.call(client, 'ListUsers', {}).catch((error: grpc.ServiceError) => error);
    expect((gatewayListsUsers as grpc.ServiceError).code).toBe(grpc.status.PERMISSION_DENIED);
    const readOnlyListsUsers = await h.call(client, 'ListUsers', {}, { subject: randomUUID(), scopes: ['dashboard'], group: 'Read_Only' }).catch((error: grpc.ServiceError) => error);
    expect((readOnlyListsUsers as grpc.ServiceError).code).toBe(grpc.status.PERMISSION_DENIED);
    const dataApiToken = await h.call(client, 'ResolveSession', { session_id: 'a'.repeat(64) }, { subject: 'tester', scopes: ['data:read'] }).catch((error: grpc.ServiceError) => error);
    expect((dataApiToken as grpc.ServiceError).code).toBe(grpc.status.PERMISSION_DENIED);
  });

  it('when a user would get a reserved team name (the all-teams marker * among them), then the service refuses it whatever the gateway let through', async () => {
    for (const team of ['*', 'All', 'x*y']) {
      const refused = await h
        .call(client, 'CreateUser', { username: `reserved-${randomUUID().slice(0, 8)}`, email: 'r@example.test', password: 'a fine password', group: 'Read_Only', bu_teams: [team] }, adminIdentity)
        .catch((error: grpc.ServiceError) => error);
      expect([team, (refused as grpc.ServiceError).code, (refused as grpc.ServiceError).details]).toEqual([team, grpc.status.INVALID_ARGUMENT, `bu_teams holds a reserved name: ${team}`]);
    }
    const users = await h.call<object, UserList__Output>(client, 'ListUsers', {}, adminIdentity);
    expect(users.users.filter((user) => user.username.startsWith('reserved-'))).toEqual([]);
  });

  it("when a sign-in, a password change, an impersonation or a user update is refused, then the refusal carries its reason and the user's text", async () => {
    const refusedLogin = h.call(client, 'Login', { username: ADMIN.username, password: 'not the password', client_address: '192.0.2.1' });
    expect(await grpcFailureOf(refusedLogin)).toEqual(refusal('CREDENTIALS_REFUSED', 'Invalid username or password'));
    const goneSession = h.call(client, 'ChangePassword', { session_id: 'a'.repeat(64), current_password: ADMIN.password, new_password: 'another password', client_address: '' }, adminIdentity);
    expect(await grpcFailureOf(goneSession)).toEqual(refusal('SESSION_ENDED', 'Authentication required'));
    const login = await h.call<object, LoginResponse__Output>(client, 'Login', { username: ADMIN.username, password: ADMIN.password, client_address: '192.0.2.1' });
    const self = h.call(client, 'Impersonate', { session_id: login.session_id, target_user_id: adminIdentity.subject, client_address: '' }, adminIdentity);
    expect(await grpcFailureOf(self)).toEqual(refusal('INVALID_ARGUMENT', 'Cannot impersonate yourself'));
    const unknown = h.call(client, 'UpdateUser', { id: randomUUID(), is_active: false, client_address: '' }, adminIdentity);
    expect(await grpcFailureOf(unknown)).toEqual(refusal('NOT_FOUND', 'User not found'));
  });

  it('when a password is made of emoji, then the service counts characters as the gateway does (code points): 8 and 1024 are taken, 7 and 1025 refused', async () => {
    const create = (password: string) =>
      h.call(client, 'CreateUser', { username: `emoji-${randomUUID().slice(0, 8)}`, email: 'e@example.test', password, group: 'Read_Only', bu_teams: ['emoji-team'] }, adminIdentity).then(
        () => 'created',
        (error: grpc.ServiceError) => error.details,
      );
    const emoji = (count: number) => '\u{1F512}'.repeat(count);
    expect(await create(emoji(8))).toBe('created');
    expect(await create(emoji(1024))).toBe('created');
    expect(await create(emoji(7))).toBe('password must be 8 to 1024 characters');
    expect(await create(emoji(1025))).toBe('password must be 8 to 1024 characters');
  });

  it('when the clock passes expires_at, then the stored session no longer resolves, and cleanup deletes it', async () => {
    const login = await h.call<object, LoginResponse__Output>(client, 'Login', { username: ADMIN.username.toUpperCase(), password: ADMIN.password, client_address: '192.0.2.1' });
    expect(login.session_id).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(login.expires_at).getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000 - 60_000);
    const active = await h.call<object, ResolveSessionResponse__Output>(client, 'ResolveSession', { session_id: login.session_id });
    expect(active.state).toBe('SESSION_STATE_ACTIVE');
    h.clockOffsetMs = 24 * 3_600_000 + 1_000;
    try {
      const expired = await h.call<object, ResolveSessionResponse__Output>(client, 'ResolveSession', { session_id: login.session_id });
      expect(expired.state).toBe('SESSION_STATE_EXPIRED');
      const cleanup = await h.call<object, { deleted: number }>(client, 'CleanupSessions', {}, adminIdentity);
      expect(cleanup.deleted).toBeGreaterThanOrEqual(2);
    } finally {
      h.clockOffsetMs = 0;
    }
  });

  it('when audit events are published while the dashboard is stopped, then after its start every entry is stored once', async () => {
    const run = randomUUID();
    const bus = await connectEventBus(h.environment.natsUrl, 'dashboard-test', createLogger('dashboard-test', 'silent'));
    const event = (n: number): AuditEvent => ({
      event_id: `${run}-${n}`,
      occurred_at: new Date().toISOString(),
      userId: null,
      username: `offline-${run}`,
      action: 'login_failed',
      entityType: 'auth',
      entityId: null,
      details: { reason: 'user_not_found' },
      ipAddress: '198.51.100.4',
    });
    await h.stopServices();
    try {
      for (let n = 0; n < 10; n++) await bus.publish('audit.auth.login_failed', event(n), `${run}-${n}`);
      // A retry within the duplicate window (same message id) and a republish after it (new message id, same event).
      await bus.publish('audit.auth.login_failed', event(3), `${run}-3`);
      await bus.publish('audit.auth.login_failed', event(4), `${run}-4-republished`);
    } finally {
      await bus.close();
    }
    ({ client } = await h.start());
    const page = await eventually(
      () => auditOf({ username: `OFFLINE-${run}` }),
      (result) => result.total >= 10,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = await auditOf({ username: `offline-${run}` });
    expect(settled.total).toBe(10);
    expect(settled.entries.map((entry) => entry.id).sort()).toEqual(page.entries.map((entry) => entry.id).sort());
    expect(new Set(settled.entries.map((entry) => entry.id)).size).toBe(10);
  });
});
