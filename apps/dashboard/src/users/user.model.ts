import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { USER_GROUPS } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A stored user (interface-spec, "Dashboard records": stored user). `_id` is the public id (UUID v4);
 * `username_key` is the case-insensitive comparison key (users/username.ts) that makes usernames unique.
 * `oidc_issuer` and `oidc_subject` (`iss` and `sub` of the OpenID provider) are set for a user created at its first
 * single sign-on (docs/decisions/0029-oidc-sign-in.md): such a user has no local password (`password_hash` is empty,
 * which no password verifies) and its group and bu_teams follow the provider's groups at every sign-in.
 */
export const UserShape = z.object({
  _id: z.string(),
  username: z.string(),
  username_key: z.string(),
  email: z.string(),
  /** argon2id PHC string; never leaves the service. */
  password_hash: z.string(),
  user_group: z.enum(USER_GROUPS),
  is_active: z.boolean(),
  created_at: z.date(),
  last_login: z.date().nullable(),
  bu_teams: z.array(z.string()).default([]),
  beta_first_name: z.string().nullable(),
  beta_last_name: z.string().nullable(),
  password_changed_at: z.date(),
  oidc_issuer: z.string().nullable().default(null),
  oidc_subject: z.string().nullable().default(null),
});

/** A user document as stored (see UserShape). */
export type UserDocument = z.output<typeof UserShape>;

/** The users' collection (also joined by a session's lookup, sessions/session.repository.ts). */
export const USERS_COLLECTION = 'users';

const userSchema = mongooseSchemaOf(UserShape, { collection: USERS_COLLECTION, versionKey: false, autoIndex: false, strict: 'throw' });

userSchema.index({ username_key: 1 }, { unique: true, name: 'username_key_unique' });
// One user per identity at the provider; local users (no subject) are not in the index.
userSchema.index({ oidc_issuer: 1, oidc_subject: 1 }, { unique: true, name: 'oidc_identity_unique', partialFilterExpression: { oidc_subject: { $type: 'string' } } });

/** The user model on the service's connection (indexes are built by `ensureIndexes` before the server takes calls). */
export function userModelOf(connection: Connection): Model<UserDocument> {
  return modelOn(connection, 'User', userSchema);
}
