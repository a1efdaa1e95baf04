import { AUTH_TEXTS, DeadlineExceededError, UnauthenticatedError, type WriteWindow } from '@vmdash/domain';
import { createLogger } from '@vmdash/observability';
import type { AuditRecord } from '../audit/audit-trail';
import type { StoredUser, UserRepository } from '../users/user.repository';
import { usernameKey } from '../users/username';
import { createOidcSignInCommand, OIDC_SIGN_IN_TEXTS, type OidcSignInInput } from './oidc-sign-in.command';
import type { SessionDeps } from './session.deps';

/** In-memory users with the repository's unique username rule, a session store and an audit trail. */
function setup() {
  const users = new Map<string, StoredUser>();
  const sessions: { user_id: string; expires_at: Date; created_at: Date; oidc_credential: string | null }[] = [];
  const audits: AuditRecord[] = [];
  const repository: Partial<UserRepository> = {
    findByOidcIdentity: async (issuer, subject) => [...users.values()].find((u) => u.oidc_issuer === issuer && u.oidc_subject === subject) ?? null,
    async insert(user, now) {
      if ([...users.values()].some((u) => usernameKey(u.username) === usernameKey(user.username))) return 'username_taken';
      const stored: StoredUser = { id: `u${users.size + 1}`, is_active: true, created_at: now, last_login: null, oidc_issuer: null, oidc_subject: null, ...user };
      users.set(stored.id, stored);
      return stored;
    },
    async update(id, changes) {
      const user = users.get(id);
      if (!user) return null;
      Object.assign(user, changes);
      return { ...user };
    },
    recordLogin: async () => undefined,
  };
  const signIn = createOidcSignInCommand({
    users: repository as UserRepository,
    sessions: { create: async (session: (typeof sessions)[number]) => void sessions.push(session) },
    audit: { record: async (record: AuditRecord) => void audits.push(record) },
    logger: createLogger('test', 'silent'),
    now: () => new Date('2026-01-01T00:00:00Z'),
  } as unknown as SessionDeps);
  return { users, sessions, audits, signIn };
}

const bob = (changes: Partial<OidcSignInInput> = {}): OidcSignInInput => ({
  issuer: 'https://idp.example.test',
  subject: 'sub-bob',
  username: 'bob',
  email: 'bob@example.test',
  group: 'Standard_User',
  buTeams: ['Finance'],
  providerGroups: ['vm-analysts', 'team-finance'],
  sealedCredential: 'sealed-refresh-token',
  clientAddress: '192.0.2.7',
  ...changes,
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
    (error: unknown) => (error instanceof UnauthenticatedError && error.reason === 'CREDENTIALS_REFUSED' ? error.message : error),
  );

describe('single sign-on (the dashboard side of GET /api/auth/oidc/callback)', () => {
  it('creates the user at the first sign-on without a local password, and a 24-hour session audited with method oidc', async () => {
    const { users, sessions, audits, signIn } = setup();
    const result = await signIn(bob());
    expect([...users.values()]).toEqual([expect.objectContaining({ username: 'bob', password_hash: '', user_group: 'Standard_User', bu_teams: ['Finance'], oidc_subject: 'sub-bob' })]);
    expect(result.expiresAt.getTime() - sessions[0].created_at.getTime()).toBe(24 * 3_600_000);
    expect(sessions[0].user_id).toBe(result.user.id);
    expect(sessions[0].oidc_credential).toBe('sealed-refresh-token');
    expect(audits.map((record) => [record.action, record.details])).toEqual([['login', { group: 'Standard_User', method: 'oidc' }]]);
  });

  it("sets the group and teams from the provider's groups at every sign-on, so a change there takes effect at the next", async () => {
    const { users, signIn } = setup();
    await signIn(bob());
    const again = await signIn(bob({ username: 'bob-renamed', group: 'Leadership', buTeams: ['Payments'] }));
    expect(users.size).toBe(1);
    expect(again.user).toMatchObject({ username: 'bob', user_group: 'Leadership', bu_teams: ['Payments'] });
  });

  it('refuses a person with no mapped group, a user an Admin disabled and a local username, each audited', async () => {
    const { users, audits, signIn } = setup();
    expect(await refusalOf(signIn(bob({ group: '' })))).toBe(OIDC_SIGN_IN_TEXTS.noMappedGroup);
    expect(users.size).toBe(0);
    const { user } = await signIn(bob());
    users.get(user.id)!.is_active = false;
    expect(await refusalOf(signIn(bob()))).toBe(AUTH_TEXTS.accountDisabled);
    users.set('local', { ...users.get(user.id)!, id: 'local', username: 'carol', oidc_issuer: null, oidc_subject: null });
    expect(await refusalOf(signIn(bob({ subject: 'sub-carol', username: 'Carol' })))).toBe(OIDC_SIGN_IN_TEXTS.usernameTaken);
    expect(audits.filter((record) => record.action === 'login_failed').map((record) => record.details)).toEqual([
      { reason: 'no_mapped_group', method: 'oidc', providerGroups: ['vm-analysts', 'team-finance'] },
      { reason: 'account_disabled', method: 'oidc' },
      { reason: 'username_taken', method: 'oidc' },
    ]);
  });

  it("starts no session and audits no login when the call's deadline passed before the session was stored", async () => {
    const { sessions, audits, signIn } = setup();
    const closed: WriteWindow = {
      commitBy: new Date(0),
      ensureOpen: () => {
        throw new DeadlineExceededError();
      },
    };
    await expect(signIn({ ...bob(), writes: closed })).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(sessions).toEqual([]);
    expect(audits.filter((record) => record.action === 'login')).toEqual([]);
  });
});
