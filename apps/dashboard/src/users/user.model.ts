import { USER_GROUPS, type UserGroup } from '@vmdash/domain';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A stored user (interface-spec.md, "Dashboard records": stored user). `_id` is the public id (UUID v4);
 * `username_key` is the case-insensitive comparison key (users/username.ts) that makes usernames unique.
 */
export interface UserDocument {
  _id: string;
  username: string;
  username_key: string;
  email: string;
  /** argon2id PHC string; never leaves the service. */
  password_hash: string;
  user_group: UserGroup;
  is_active: boolean;
  created_at: Date;
  last_login: Date | null;
  bu_teams: string[];
  beta_first_name: string | null;
  beta_last_name: string | null;
  password_changed_at: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    username_key: { type: String, required: true },
    email: { type: String, required: true },
    password_hash: { type: String, required: true },
    user_group: { type: String, required: true, enum: USER_GROUPS },
    is_active: { type: Boolean, required: true },
    created_at: { type: Date, required: true },
    last_login: { type: Date, default: null },
    bu_teams: { type: [String], default: [] },
    beta_first_name: { type: String, default: null },
    beta_last_name: { type: String, default: null },
    password_changed_at: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false, autoIndex: false, strict: 'throw' },
);

userSchema.index({ username_key: 1 }, { unique: true, name: 'username_key_unique' });

/** The user model on the service's connection (indexes are built by `ensureIndexes` before the server takes calls). */
export function userModelOf(connection: Connection): Model<UserDocument> {
  return (connection.models.User as Model<UserDocument> | undefined) ?? connection.model<UserDocument>('User', userSchema);
}
