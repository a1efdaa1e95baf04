import type { Request, Response } from 'express';
import { signInternalToken, verifyInternalToken, type CallerIdentity } from '@vmdash/identity';
import { createTestInternalKeys } from '@vmdash/testing';
import type { RequestCallOptions } from '@vmdash/grpc';
import type { DashboardAuthServiceClient, ResolveSessionResponse__Output, UserRecord__Output } from '@vmdash/proto';
import { lookUpSession } from './dashboard-session';

const keys = createTestInternalKeys();

function user(id: string, group: string, teams: string[]): UserRecord__Output {
  return { id, username: id, email: `${id}@example.test`, group, is_active: true, created_at: '2025-01-01T00:00:00.000Z', bu_teams: teams };
}

/** A dashboard client whose ResolveSession answers `response` and remembers the session id and the context's token. */
function fakeClient(response: Partial<ResolveSessionResponse__Output>) {
  const seen: { sessionId?: string; token?: string } = {};
  const client = {
    ResolveSession(request: { session_id: string }, _metadata: unknown, options: RequestCallOptions, callback: (error: null, response: unknown) => void) {
      seen.sessionId = request.session_id;
      // The real client forwards the call options' token (libs/grpc createGrpcClient); this is what it would send.
      seen.token = options.requestContext?.internalToken;
      callback(null, { state: 'SESSION_STATE_ACTIVE', team_scope: 'TEAM_SCOPE_OWN', expires_at: '', ...response });
    },
  };
  return { client: client as unknown as DashboardAuthServiceClient, seen };
}

const request = (cookie?: string) => ({ cookies: cookie === undefined ? {} : { session_id: cookie } }) as unknown as Request;
const response = () => ({ locals: { requestId: 'r1' } }) as unknown as Response;
const sessionId = 'a'.repeat(64);
const internalToken = (identity: CallerIdentity) => signInternalToken(identity, keys.privateKeyPem);

describe('session lookup and the internal token of a dashboard request', () => {
  it('when the session is impersonating, then the token names the target as subject with its group and teams, and the Admin in act', async () => {
    const { client } = fakeClient({ user: user('target', 'Read_Only', ['team-b']), real_user: user('admin', 'Admin', ['team-a']) });
    const lookup = await lookUpSession(request(sessionId), response(), { client, internalToken, serviceToken: () => 'service-token' });
    if (lookup.state !== 'active') throw new Error(lookup.state);
    expect(verifyInternalToken(lookup.session.internalToken, keys.publicKeyPem)).toEqual({
      subject: 'target',
      scopes: ['dashboard'],
      group: 'Read_Only',
      teams: ['team-b'],
      actor: { subject: 'admin' },
    });
  });

  it('when an Admin chose every team, then its token carries teams ["*"]; with its own teams, its bu_teams', async () => {
    for (const [scope, teams] of [
      ['TEAM_SCOPE_ALL', ['*']],
      ['TEAM_SCOPE_OWN', ['team-a']],
    ] as const) {
      const { client } = fakeClient({ user: user('admin', 'Admin', ['team-a']), team_scope: scope });
      const lookup = await lookUpSession(request(sessionId), response(), { client, internalToken, serviceToken: () => 'service-token' });
      if (lookup.state !== 'active') throw new Error(lookup.state);
      expect(verifyInternalToken(lookup.session.internalToken, keys.publicKeyPem)).toMatchObject({ subject: 'admin', group: 'Admin', teams });
    }
  });

  it('when the cookie is absent or cannot be a session id, then the dashboard is not asked; else it is asked with the service token', async () => {
    const { client, seen } = fakeClient({ user: user('u', 'Standard_User', []) });
    const deps = { client, internalToken, serviceToken: () => 'service-token' };
    expect(await lookUpSession(request(), response(), deps)).toEqual({ state: 'none' });
    expect(await lookUpSession(request('not-a-session'), response(), deps)).toEqual({ state: 'expired' });
    expect(seen.sessionId).toBeUndefined();
    await lookUpSession(request(sessionId), response(), deps);
    expect(seen).toEqual({ sessionId, token: 'service-token' });
  });
});
