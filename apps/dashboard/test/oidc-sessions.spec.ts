import type { DashboardAuthServiceClient, LoginResponse__Output, ResolveSessionResponse__Output } from '@vmdash/proto';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailureOf, refusal } from './support/grpc-failure';

/*
 * Single sign-on sessions in the dashboard with two replicas on one database (docs/decisions/0029-oidc-sign-in.md):
 * the re-check against the provider falls due after OIDC_RECHECK_SECONDS and is handed to one caller only; its
 * outcome keeps or ends the user's sessions; a back-channel logout token is used once.
 */

const RECHECK_SECONDS = 60;
const ISSUER = 'https://idp.example.test';

describe('single sign-on sessions (embedded MongoDB, two dashboard replicas)', () => {
  let h: DashboardHarness;
  let replicaA: DashboardAuthServiceClient;
  let replicaB: DashboardAuthServiceClient;

  beforeAll(async () => {
    h = await createDashboardHarness();
    ({ client: replicaA } = await h.start({ OIDC_RECHECK_SECONDS: String(RECHECK_SECONDS) }));
    ({ client: replicaB } = await h.start({ OIDC_RECHECK_SECONDS: String(RECHECK_SECONDS) }));
  });
  afterAll(async () => {
    await h.close();
  });
  afterEach(() => {
    h.clockOffsetMs = 0;
  });

  const signIn = (subject: string, sealedCredential: string) =>
    h.call<object, LoginResponse__Output>(replicaA, 'OidcSignIn', {
      issuer: ISSUER,
      subject,
      username: subject,
      email: `${subject}@example.test`,
      group: 'Standard_User',
      bu_teams: ['Finance'],
      provider_groups: ['vm-analysts', 'team-finance'],
      sealed_credential: sealedCredential,
      client_address: '192.0.2.9',
    });
  const resolve = (client: DashboardAuthServiceClient, sessionId: string) => h.call<object, ResolveSessionResponse__Output>(client, 'ResolveSession', { session_id: sessionId });
  const recheck = (sessionId: string, outcome: Record<string, unknown>) =>
    h.call<object, { sessions_ended: number }>(replicaB, 'OidcRecheckSession', { session_id: sessionId, client_address: '192.0.2.9', ...outcome });

  it('when the interval has passed, then of two replicas resolving the session at once exactly one gets the re-check, and nobody else until its lease ends', async () => {
    const { session_id: sessionId } = await signIn('sub-lease', 'sealed-1');
    expect((await resolve(replicaA, sessionId)).oidc_recheck).toBeFalsy();
    h.clockOffsetMs = RECHECK_SECONDS * 1000 + 1000;
    const both = await Promise.all([resolve(replicaA, sessionId), resolve(replicaB, sessionId)]);
    expect(both.map((answer) => answer.state)).toEqual(['SESSION_STATE_ACTIVE', 'SESSION_STATE_ACTIVE']);
    expect(both.filter((answer) => answer.oidc_recheck).map((answer) => answer.oidc_recheck?.sealed_credential)).toEqual(['sealed-1']);
    expect((await resolve(replicaB, sessionId)).oidc_recheck).toBeFalsy();
    // The holder never reported (its provider did not answer): after the lease another caller gets the re-check.
    h.clockOffsetMs += 31_000;
    expect((await resolve(replicaB, sessionId)).oidc_recheck?.sealed_credential).toBe('sealed-1');
  });

  it("when the provider authorised the session, then it is not due again for the interval, keeps the rotated credential, and the user's group follows the fresh groups", async () => {
    const { session_id: sessionId } = await signIn('sub-kept', 'sealed-old');
    h.clockOffsetMs = RECHECK_SECONDS * 1000 + 1000;
    expect((await resolve(replicaA, sessionId)).oidc_recheck?.sealed_credential).toBe('sealed-old');
    expect(await recheck(sessionId, { authorised: true, sealed_credential: 'sealed-rotated', claims_applied: true, group: 'Leadership', bu_teams: ['Payments'] })).toEqual({ sessions_ended: 0 });
    const after = await resolve(replicaA, sessionId);
    expect(after.oidc_recheck).toBeFalsy();
    expect(after.user).toMatchObject({ group: 'Leadership', bu_teams: ['Payments'] });
    h.clockOffsetMs += RECHECK_SECONDS * 1000 + 1000;
    expect((await resolve(replicaB, sessionId)).oidc_recheck?.sealed_credential).toBe('sealed-rotated');
  });

  it('when the provider refused, then every session of that user ends, and those of others stay', async () => {
    const laptop = await signIn('sub-leaver', 'sealed-laptop');
    const phone = await signIn('sub-leaver', 'sealed-phone');
    const colleague = await signIn('sub-colleague', 'sealed-colleague');
    expect(await recheck(laptop.session_id, { authorised: false, refusal_reason: 'invalid_grant' })).toEqual({ sessions_ended: 2 });
    expect((await resolve(replicaA, laptop.session_id)).state).toBe('SESSION_STATE_EXPIRED');
    expect((await resolve(replicaB, phone.session_id)).state).toBe('SESSION_STATE_EXPIRED');
    expect((await resolve(replicaA, colleague.session_id)).state).toBe('SESSION_STATE_ACTIVE');
  });

  it('when fresh groups map to no vmdash group, then the re-check ends the sessions as a refusal does', async () => {
    const { session_id: sessionId } = await signIn('sub-unmapped', 'sealed-u');
    expect(await recheck(sessionId, { authorised: true, claims_applied: true, group: '', bu_teams: [] })).toEqual({ sessions_ended: 1 });
    expect((await resolve(replicaA, sessionId)).state).toBe('SESSION_STATE_EXPIRED');
  });

  it('when a back-channel logout token comes a second time, then either replica refuses it and ends nothing more', async () => {
    const logout = (client: DashboardAuthServiceClient, jti: string) =>
      h.call<object, { sessions_ended: number }>(client, 'OidcLogout', {
        issuer: ISSUER,
        subject: 'sub-logout',
        jti,
        jti_kept_until: new Date(Date.now() + 300_000).toISOString(),
        client_address: '',
      });
    await signIn('sub-logout', 'sealed-l');
    expect(await logout(replicaA, 'jti-1')).toEqual({ sessions_ended: 1 });
    const later = await signIn('sub-logout', 'sealed-l2');
    expect(await grpcFailureOf(logout(replicaB, 'jti-1'))).toEqual(refusal('INVALID_ARGUMENT', 'The logout token was used already'));
    expect((await resolve(replicaA, later.session_id)).state).toBe('SESSION_STATE_ACTIVE');
    expect(await logout(replicaB, 'jti-2')).toEqual({ sessions_ended: 1 });
  });
});
