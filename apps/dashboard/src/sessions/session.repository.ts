import { storedFieldsOf } from '@vmdash/db';
import mongoose, { type Model } from 'mongoose';
import { USERS_COLLECTION, type UserDocument } from '../users/user.model';
import { toStoredUser, type StoredUser } from '../users/user.repository';
import { SessionShape, type SessionDocument, type StoredTeamScope } from './session.model';

/** A session as the rest of the service sees it: every field of SessionShape, without mongoose's `_id`. */
export type StoredSession = SessionDocument;

/** A session with the users it names, as they are stored now: its owner, and the user it impersonates (if any). */
export interface SessionWithUsers {
  session: StoredSession;
  /** The session's user_id; null when that user no longer exists. */
  owner: StoredUser | null;
  /** The session's impersonate_user_id; null when not impersonating or when that user no longer exists. */
  target: StoredUser | null;
}

/** Storage of sessions, addressed by the SHA-256 of the session id. */
export interface SessionRepository {
  /**
   * Stores a new session, not impersonating, in `team_scope`; a single sign-on session with its sealed credential
   * (re-checked from `created_at` on; see SessionShape).
   */
  create(session: Pick<StoredSession, 'token_hash' | 'user_id' | 'created_at' | 'expires_at' | 'team_scope'> & { oidc_credential?: string | null }): Promise<void>;
  find(tokenHash: string): Promise<StoredSession | null>;
  /**
   * The session `tokenHash` with its owner and impersonation target, read in one database command (an aggregation
   * joining `users` by `_id`): the state a session resolves to needs all three on every call.
   */
  findWithUsers(tokenHash: string): Promise<SessionWithUsers | null>;
  /**
   * Gives the session `tokenHash` the new id hash `newTokenHash`, everything else kept (OWASP ASVS 3.3.x, Session
   * Management Cheat Sheet: a new session id after a privilege change): the old id no longer finds it.
   * @returns false when the session no longer exists
   */
  rotate(tokenHash: string, newTokenHash: string): Promise<boolean>;
  /** Deletes one session; returns it, or null when there was none. */
  delete(tokenHash: string): Promise<StoredSession | null>;
  /** Deletes every session of `userId` except `keepTokenHash`; returns how many. */
  deleteOthersOf(userId: string, keepTokenHash: string): Promise<number>;
  /** Deletes every session of `userId`; returns how many. */
  deleteAllOf(userId: string): Promise<number>;
  /** Ends every live session of `userId` because the account was disabled (see SessionShape: ended_reason). */
  endAllOf(userId: string, now: Date): Promise<number>;
  /** Deletes sessions whose expires_at is at or before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
  setImpersonation(tokenHash: string, targetUserId: string | null): Promise<void>;
  setTeamScope(tokenHash: string, scope: StoredTeamScope): Promise<void>;
  /**
   * Takes the lease of the single sign-on re-check of session `tokenHash` when it is due: it has a credential, was
   * last re-checked at or before `dueAt`, and no other lease runs at `now`. One caller wins (a conditional update), so
   * replicas never run one re-check twice.
   * @returns the sealed credential to check, or null when no re-check is due or another caller holds it
   */
  claimOidcRecheck(tokenHash: string, dueAt: Date, now: Date, leaseUntil: Date): Promise<string | null>;
  /** Records an authorised re-check at `now`: the lease ends, and `credential` replaces the stored one when given. */
  recordOidcRecheck(tokenHash: string, now: Date, credential: string | null): Promise<void>;
}

/** A stored document as a plain session: every field of SessionShape. */
function toStoredSession(doc: SessionDocument): StoredSession {
  return storedFieldsOf(SessionShape, doc);
}

/**
 * The session repository over the `sessions` collection. Operators written here are marked `mongoose.trusted`
 * (libs/db turns sanitizeFilter on: an object with `$` keys would otherwise be taken as a value).
 */
export function createSessionRepository(model: Model<SessionDocument>): SessionRepository {
  return {
    async create(session) {
      const credential = session.oidc_credential ?? null;
      await model.create({
        ...session,
        impersonate_user_id: null,
        ended_reason: null,
        oidc_credential: credential,
        oidc_rechecked_at: credential === null ? null : session.created_at,
        oidc_recheck_lease_until: null,
      });
    },
    async find(tokenHash) {
      const doc = await model.findOne({ token_hash: tokenHash }).lean<SessionDocument>();
      return doc ? toStoredSession(doc) : null;
    },
    async findWithUsers(tokenHash) {
      const [doc] = await model.aggregate<SessionDocument & { owner: UserDocument[]; target: UserDocument[] }>([
        { $match: { token_hash: tokenHash } },
        { $limit: 1 },
        // A null or absent impersonate_user_id matches no user: every user has a string _id.
        { $lookup: { from: USERS_COLLECTION, localField: 'user_id', foreignField: '_id', as: 'owner' } },
        { $lookup: { from: USERS_COLLECTION, localField: 'impersonate_user_id', foreignField: '_id', as: 'target' } },
      ]);
      if (!doc) return null;
      const userOf = (users: UserDocument[]) => (users.length > 0 ? toStoredUser(users[0]) : null);
      return { session: toStoredSession(doc), owner: userOf(doc.owner), target: userOf(doc.target) };
    },
    async rotate(tokenHash, newTokenHash) {
      const result = await model.updateOne({ token_hash: tokenHash }, { $set: { token_hash: newTokenHash } });
      return result.modifiedCount === 1;
    },
    async delete(tokenHash) {
      const doc = await model.findOneAndDelete({ token_hash: tokenHash }).lean<SessionDocument>();
      return doc ? toStoredSession(doc) : null;
    },
    async deleteOthersOf(userId, keepTokenHash) {
      const result = await model.deleteMany({ user_id: userId, token_hash: mongoose.trusted({ $ne: keepTokenHash }) });
      return result.deletedCount;
    },
    async deleteAllOf(userId) {
      const result = await model.deleteMany({ user_id: userId });
      return result.deletedCount;
    },
    async endAllOf(userId, now) {
      const result = await model.updateMany({ user_id: userId, ended_reason: null, expires_at: mongoose.trusted({ $gt: now }) }, { $set: { ended_reason: 'account_disabled' } });
      return result.modifiedCount;
    },
    async deleteExpired(now) {
      const result = await model.deleteMany({ expires_at: mongoose.trusted({ $lte: now }) });
      return result.deletedCount;
    },
    async setImpersonation(tokenHash, targetUserId) {
      await model.updateOne({ token_hash: tokenHash }, { $set: { impersonate_user_id: targetUserId } });
    },
    async setTeamScope(tokenHash, scope) {
      await model.updateOne({ token_hash: tokenHash }, { $set: { team_scope: scope } });
    },
    async claimOidcRecheck(tokenHash, dueAt, now, leaseUntil) {
      const doc = await model
        .findOneAndUpdate(
          {
            token_hash: tokenHash,
            oidc_credential: mongoose.trusted({ $ne: null }),
            oidc_rechecked_at: mongoose.trusted({ $lte: dueAt }),
            $or: [{ oidc_recheck_lease_until: null }, { oidc_recheck_lease_until: mongoose.trusted({ $lte: now }) }],
          },
          { $set: { oidc_recheck_lease_until: leaseUntil } },
          { returnDocument: 'after' },
        )
        .lean<SessionDocument>();
      return doc?.oidc_credential ?? null;
    },
    async recordOidcRecheck(tokenHash, now, credential) {
      await model.updateOne({ token_hash: tokenHash }, { $set: { oidc_rechecked_at: now, oidc_recheck_lease_until: null, ...(credential === null ? {} : { oidc_credential: credential }) } });
    },
  };
}
