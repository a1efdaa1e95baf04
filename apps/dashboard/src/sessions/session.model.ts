import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** Team scope of a session: the user's own bu_teams, or every team (an Admin's choice, kept on the session). */
export type StoredTeamScope = 'own' | 'all';

/**
 * A stored session (interface-spec.md, "Dashboard records": session_id, user_id, expires_at, impersonate_user_id).
 * The session id itself is not stored, only its SHA-256 (`token_hash`, sessions/session-token.ts).
 * `ended_reason` marks a session ended early (its user was disabled): the record stays until its expires_at (the
 * state table's "unchanged record"), so me and profile answer "Account is disabled" for it, and it can never become
 * valid again, even when the user is enabled later.
 */
export interface SessionDocument {
  _id: Types.ObjectId;
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  impersonate_user_id: string | null;
  team_scope: StoredTeamScope;
  ended_reason: 'account_disabled' | null;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    token_hash: { type: String, required: true },
    user_id: { type: String, required: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    impersonate_user_id: { type: String, default: null },
    team_scope: { type: String, enum: ['own', 'all'], default: 'own' },
    ended_reason: { type: String, enum: ['account_disabled', null], default: null },
  },
  { collection: 'sessions', versionKey: false, autoIndex: false, strict: 'throw' },
);

sessionSchema.index({ token_hash: 1 }, { unique: true, name: 'token_hash_unique' });
sessionSchema.index({ user_id: 1 }, { name: 'by_user' });
// Housekeeping only: MongoDB removes a session once expires_at has passed (within its 60 s TTL sweep). Every read
// checks expires_at itself, so an expired session never works in the meantime.
sessionSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

/** The session model on the service's connection. */
export function sessionModelOf(connection: Connection): Model<SessionDocument> {
  return (connection.models.Session as Model<SessionDocument> | undefined) ?? connection.model<SessionDocument>('Session', sessionSchema);
}
