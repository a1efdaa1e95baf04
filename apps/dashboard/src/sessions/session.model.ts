import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A stored session (interface-spec, "Dashboard records": session_id, user_id, expires_at, impersonate_user_id).
 * The session id itself is not stored, only its SHA-256 (`token_hash`, sessions/session-token.ts).
 * `team_scope`: the user's own bu_teams, or every team (an Admin's choice, kept on the session; an Admin without teams
 * starts there: team-scope.rules.ts).
 * `ended_reason` marks a session ended early (its user was disabled): the record stays until its expires_at (the
 * state table's "unchanged record"), so me and profile answer "Account is disabled" for it, and it can never become
 * valid again, even when the user is enabled later.
 * The `oidc_*` fields are set for a single sign-on session only (docs/decisions/0029-oidc-sign-in.md, Re-check):
 * `oidc_credential` the provider's refresh or access token sealed by the gateway (opaque here, never sent to a
 * browser), `oidc_rechecked_at` when the provider last authorised it (the sign-in, then each re-check), and
 * `oidc_recheck_lease_until` until when one gateway replica runs the re-check that is due.
 */
export const SessionShape = z.object({
  token_hash: z.string(),
  user_id: z.string(),
  created_at: z.date(),
  expires_at: z.date(),
  impersonate_user_id: z.string().nullable(),
  team_scope: z.enum(['own', 'all']).default('own'),
  ended_reason: z.enum(['account_disabled']).nullable(),
  oidc_credential: z.string().nullable().default(null),
  oidc_rechecked_at: z.date().nullable().default(null),
  oidc_recheck_lease_until: z.date().nullable().default(null),
});

/** A session document as stored (see SessionShape); mongoose adds an ObjectId `_id`. */
export type SessionDocument = z.output<typeof SessionShape>;

/** Team scope of a session (see SessionShape). */
export type StoredTeamScope = SessionDocument['team_scope'];

const sessionSchema = mongooseSchemaOf(SessionShape, { collection: 'sessions', versionKey: false, autoIndex: false, strict: 'throw' });

sessionSchema.index({ token_hash: 1 }, { unique: true, name: 'token_hash_unique' });
sessionSchema.index({ user_id: 1 }, { name: 'by_user' });
// Housekeeping only: MongoDB removes a session once expires_at has passed (within its 60 s TTL sweep). Every read
// checks expires_at itself, so an expired session never works in the meantime.
sessionSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

/** The session model on the service's connection. */
export function sessionModelOf(connection: Connection): Model<SessionDocument> {
  return modelOn(connection, 'Session', sessionSchema);
}
