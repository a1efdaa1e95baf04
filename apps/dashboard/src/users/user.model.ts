import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { USER_GROUPS } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A stored user (interface-spec, "Dashboard records": stored user). `_id` is the public id (UUID v4);
 * `username_key` is the case-insensitive comparison key (users/username.ts) that makes usernames unique.
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
});

/** A user document as stored (see UserShape). */
export type UserDocument = z.output<typeof UserShape>;

const userSchema = mongooseSchemaOf(UserShape, { collection: 'users', versionKey: false, autoIndex: false, strict: 'throw' });

userSchema.index({ username_key: 1 }, { unique: true, name: 'username_key_unique' });

/** The user model on the service's connection (indexes are built by `ensureIndexes` before the server takes calls). */
export function userModelOf(connection: Connection): Model<UserDocument> {
  return modelOn(connection, 'User', userSchema);
}
