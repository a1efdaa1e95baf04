import { randomUUID } from 'node:crypto';
import type { UserGroup } from '@vmdash/domain';
import type { Model } from 'mongoose';
import type { UserDocument } from './user.model';
import { usernameKey } from './username';

/** A user as the rest of the service sees it (a plain object; mongoose stays in here). */
export interface StoredUser {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  user_group: UserGroup;
  is_active: boolean;
  created_at: Date;
  last_login: Date | null;
  bu_teams: string[];
  beta_first_name: string | null;
  beta_last_name: string | null;
}

/** Fields of a new user (already validated, password already hashed). */
export interface NewUser {
  username: string;
  email: string;
  password_hash: string;
  user_group: UserGroup;
  bu_teams: string[];
  beta_first_name: string | null;
  beta_last_name: string | null;
}

/** Changes of a user update; absent keys stay as they are. */
export interface UserChanges {
  is_active?: boolean;
  user_group?: UserGroup;
  bu_teams?: string[];
  password_hash?: string;
}

/** Storage of users. */
export interface UserRepository {
  findById(id: string): Promise<StoredUser | null>;
  /** Looks a user up by username, compared case-insensitively (usernameKey). */
  findByUsername(username: string): Promise<StoredUser | null>;
  /** Every user, by username. */
  list(): Promise<StoredUser[]>;
  count(): Promise<number>;
  /** Inserts a user; 'username_taken' when another user has the same username key (unique index). */
  insert(user: NewUser, now: Date): Promise<StoredUser | 'username_taken'>;
  /** Sets last_login (and a fresh hash when the stored one used older parameters). */
  recordLogin(id: string, at: Date, rehashed?: string): Promise<void>;
  /** Applies `changes`; null when no such user. */
  update(id: string, changes: UserChanges, now: Date): Promise<StoredUser | null>;
}

const DUPLICATE_KEY = 11000;

function toStoredUser(doc: UserDocument): StoredUser {
  return {
    id: doc._id,
    username: doc.username,
    email: doc.email,
    password_hash: doc.password_hash,
    user_group: doc.user_group,
    is_active: doc.is_active,
    created_at: doc.created_at,
    last_login: doc.last_login ?? null,
    bu_teams: doc.bu_teams ?? [],
    beta_first_name: doc.beta_first_name ?? null,
    beta_last_name: doc.beta_last_name ?? null,
  };
}

/** The user repository over the `users` collection. Filters hold only plain values (sanitizeFilter, libs/db). */
export function createUserRepository(model: Model<UserDocument>): UserRepository {
  return {
    async findById(id) {
      const doc = await model.findOne({ _id: id }).lean<UserDocument>();
      return doc ? toStoredUser(doc) : null;
    },
    async findByUsername(username) {
      const doc = await model.findOne({ username_key: usernameKey(username) }).lean<UserDocument>();
      return doc ? toStoredUser(doc) : null;
    },
    async list() {
      const docs = await model.find().sort({ username_key: 1 }).lean<UserDocument[]>();
      return docs.map(toStoredUser);
    },
    count: () => model.countDocuments(),
    async insert(user, now) {
      const doc: UserDocument = {
        _id: randomUUID(),
        username: user.username,
        username_key: usernameKey(user.username),
        email: user.email,
        password_hash: user.password_hash,
        user_group: user.user_group,
        is_active: true,
        created_at: now,
        last_login: null,
        bu_teams: user.bu_teams,
        beta_first_name: user.beta_first_name,
        beta_last_name: user.beta_last_name,
        password_changed_at: now,
      };
      try {
        await model.create(doc);
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return 'username_taken';
        throw error;
      }
      return toStoredUser(doc);
    },
    async recordLogin(id, at, rehashed) {
      await model.updateOne({ _id: id }, { $set: { last_login: at, ...(rehashed ? { password_hash: rehashed } : {}) } });
    },
    async update(id, changes, now) {
      const set: Partial<UserDocument> = {};
      if (changes.is_active !== undefined) set.is_active = changes.is_active;
      if (changes.user_group !== undefined) set.user_group = changes.user_group;
      if (changes.bu_teams !== undefined) set.bu_teams = changes.bu_teams;
      if (changes.password_hash !== undefined) {
        set.password_hash = changes.password_hash;
        set.password_changed_at = now;
      }
      const doc = await model.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' }).lean<UserDocument>();
      return doc ? toStoredUser(doc) : null;
    },
  };
}
