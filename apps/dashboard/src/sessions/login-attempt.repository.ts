import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';

/** How long an attempt counts (ASVS 4.0.3 2.2.1: at most 100 failed attempts per hour per account). */
export const ATTEMPT_WINDOW_MS = 3_600_000;

/**
 * Attempts one key's document keeps, the newest (`$slice`): far above the highest cap (100) plus the reservations in
 * flight at once (at most 64 per replica, the password queue's bound; up to 14 replicas), so an attempt inside the
 * window is not dropped while older ones stay bounded (docs/decisions/0017-gateway-request-path.md, "Login attempts in one document").
 */
export const KEPT_ATTEMPTS = 1_000;

/** One attempt of a key: its reservation's id and when it was made. */
const AttemptShape = z.object({ id: z.string(), at: z.date() });

/**
 * The attempts of one key (an account's failed-login key or `device:<token hash>`) in one document: `_id` is the key,
 * `attempts` the reservations not released (sorted by `at`, the newest KEPT_ATTEMPTS), `expires_at` one window after
 * the newest (a TTL index removes a key's document an hour after its last attempt).
 */
const LoginAttemptsShape = z.object({ _id: z.string(), attempts: z.array(AttemptShape), expires_at: z.date() });

/** A key's attempts as stored (see LoginAttemptsShape). */
export type LoginAttemptsDocument = z.output<typeof LoginAttemptsShape>;

const attemptsSchema = mongooseSchemaOf(LoginAttemptsShape, { collection: 'login_attempt_windows', versionKey: false, autoIndex: false, strict: 'throw' });
attemptsSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

/** The attempts model on the service's connection. */
export function loginAttemptModelOf(connection: Connection): Model<LoginAttemptsDocument> {
  return modelOn(connection, 'LoginAttempts', attemptsSchema);
}

/** An attempt counted against a key: what `release` needs, and how many of the key's attempts came before it. */
export interface AttemptReservation {
  key: string;
  id: string;
  /** The key's attempts within the window before this one (not released: failed, or still being checked). */
  earlier: number;
}

/**
 * A sliding one-hour count of failed logins per key, shared by every dashboard replica. An attempt is recorded
 * before the password is checked and removed when it succeeds; the reservation and the count of the attempts before it
 * are one atomic update of the key's document, so concurrent attempts are ordered and cannot slip past the cap.
 */
export interface LoginAttemptRepository {
  /** Records an attempt at `at` (one command); resolves with its reservation and the attempts of `key` in the window before it. */
  reserve(key: string, at: Date): Promise<AttemptReservation>;
  /** Removes an attempt (it succeeded, or it was refused without a check). */
  release(reservation: AttemptReservation): Promise<void>;
}

/** MongoDB's duplicate key error: two upserts of a key's first attempt at once; the loser retries as an update. */
const DUPLICATE_KEY = 11000;

/**
 * The repository on `model`. A first attempt of a key upserts its document; when two upserts of one key race, the
 * loser's duplicate key error (11000) is retried once as the update it then is.
 */
export function createLoginAttemptRepository(model: Model<LoginAttemptsDocument>): LoginAttemptRepository {
  const push = (key: string, id: string, at: Date) =>
    model
      .findOneAndUpdate(
        { _id: key },
        {
          $push: { attempts: { $each: [{ id, at }], $sort: { at: 1 }, $slice: -KEPT_ATTEMPTS } },
          $max: { expires_at: new Date(at.getTime() + ATTEMPT_WINDOW_MS) },
        },
        { upsert: true, returnDocument: 'before', projection: { attempts: 1 } },
      )
      .lean<Pick<LoginAttemptsDocument, 'attempts'>>();
  return {
    async reserve(key, at) {
      const id = new mongoose.Types.ObjectId().toHexString();
      const before = await push(key, id, at).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === DUPLICATE_KEY) return push(key, id, at);
        throw error;
      });
      const since = at.getTime() - ATTEMPT_WINDOW_MS;
      const earlier = before ? before.attempts.filter((attempt) => attempt.at.getTime() >= since).length : 0;
      return { key, id, earlier };
    },
    async release({ key, id }) {
      await model.updateOne({ _id: key }, { $pull: { attempts: { id } } });
    },
  };
}
