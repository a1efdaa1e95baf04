import type { WriteWindow } from '@vmdash/domain';
import type { AuditRecord } from '../audit/audit-trail';
import type { StoredUser } from '../users/user.repository';
import { SESSION_TTL_MS } from './session.deps';
import type { SessionRepository } from './session.repository';
import { newToken, tokenHash } from './session-token';
import { initialTeamScope } from './team-scope.rules';

/** A session about to be stored: its token for the browser's `session_id` cookie, its end, and its stored record. */
export interface NewSession {
  /** 32 random bytes, base64url (session-token.ts); only its SHA-256 is stored. */
  sessionId: string;
  /** 24 hours after `now` (interface spec B, POST /api/auth/login). */
  expiresAt: Date;
  record: Parameters<SessionRepository['create']>[0];
}

/**
 * The one way a sign-in starts a session, whichever way the person signed in (password: login.command.ts; single
 * sign-on: oidc-sign-in.command.ts): a new token, expires_at 24 h after `now`, the user's initial team scope
 * (team-scope.rules.ts) and, for single sign-on, the sealed credential of its re-checks (null for a password login).
 */
export function newSession(user: StoredUser, now: Date, oidcCredential: string | null = null): NewSession {
  const sessionId = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  return {
    sessionId,
    expiresAt,
    record: { token_hash: tokenHash(sessionId), user_id: user.id, created_at: now, expires_at: expiresAt, team_scope: initialTeamScope(user), oidc_credential: oidcCredential },
  };
}

/**
 * The audit entry of a sign-in that started a session: action login, details {group} and, for single sign-on,
 * `method: "oidc"` (interface spec B, audit actions).
 */
export function signInAudit(user: StoredUser, clientAddress: string, method?: 'oidc'): AuditRecord {
  return {
    action: 'login',
    userId: user.id,
    username: user.username,
    entityType: 'auth',
    entityId: user.id,
    details: method ? { group: user.user_group, method } : { group: user.user_group },
    ipAddress: clientAddress,
  };
}

/**
 * Stores a new session within the call's write window (docs/architecture.md, "Writes have one outcome"): a sign-in
 * whose caller will be told it failed (504 after its deadline) starts no session. The window is checked before the
 * insert and again after it; a session stored as the window closed is deleted again, since its token reaches nobody.
 * The sign-in records and audits its login only after this resolved.
 * @throws DeadlineExceededError or CancelledError when the window closed (nothing stored then)
 */
export async function storeSessionWithin(sessions: Pick<SessionRepository, 'create' | 'delete'>, record: NewSession['record'], writes: WriteWindow): Promise<void> {
  writes.ensureOpen();
  await sessions.create(record);
  try {
    writes.ensureOpen();
  } catch (error) {
    await sessions.delete(record.token_hash);
    throw error;
  }
}
