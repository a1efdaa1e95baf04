import { randomUUID } from 'node:crypto';
import { storedFieldsOf } from '@vmdash/db';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { UserShape, type UserDocument } from './user.model';
import { usernameKey } from './username';

/** A user as the rest of the service sees it: the stored user with `_id` as `id`, without the internal keys. */
const StoredUserShape = UserShape.omit({ _id: true, username_key: true, password_changed_at: true }).extend({ id: z.string() });

/** A user as the rest of the service sees it (a plain object; mongoose stays in here). */
export type StoredUser = z.output<typeof StoredUserShape>;

/** Fields of a new user (already validated, password already hashed); the repository sets the others. */
type NewUser = Pick<UserDocument, 'username' | 'email' | 'password_hash' | 'user_group' | 'bu_teams' | 'beta_first_name' | 'beta_last_name'> &
  Partial<Pick<UserDocument, 'oidc_issuer' | 'oidc_subject'>>;

/** Changes of a user update; absent keys stay as they are. */
export type UserChanges = Partial<Pick<UserDocument, 'is_active' | 'user_group' | 'bu_teams' | 'password_hash'>>;

/** Storage of users. */
export interface UserRepository {
  findById(id: string): Promise<StoredUser | null>;
  /** Looks a user up by username, compared case-insensitively (usernameKey). */
  findByUsername(username: string): Promise<StoredUser | null>;
  /** The user created by single sign-on for this identity at the provider (`iss`, `sub`), if any. */
  findByOidcIdentity(issuer: string, subject: string): Promise<StoredUser | null>;
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

/** A stored document as a plain user: every field of StoredUserShape. */
export function toStoredUser(doc: UserDocument): StoredUser {
  return storedFieldsOf(StoredUserShape, { ...doc, id: doc._id });
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
    async findByOidcIdentity(issuer, subject) {
      const doc = await model.findOne({ oidc_issuer: issuer, oidc_subject: subject }).lean<UserDocument>();
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
        oidc_issuer: null,
        oidc_subject: null,
        ...user,
        username_key: usernameKey(user.username),
        is_active: true,
        created_at: now,
        last_login: null,
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
