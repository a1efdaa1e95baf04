import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';

/** One login attempt that counts against a key (an account or a trusted device) until it proves successful. */
const LoginAttemptShape = z.object({ key: z.string(), at: z.date() });

/** A login attempt as stored (see LoginAttemptShape); mongoose adds an ObjectId `_id`. */
type LoginAttemptDocument = z.output<typeof LoginAttemptShape>;

/** How long an attempt counts (ASVS 4.0.3 2.2.1: at most 100 failed attempts per hour per account). */
export const ATTEMPT_WINDOW_MS = 3_600_000;

const attemptSchema = mongooseSchemaOf(LoginAttemptShape, { collection: 'login_attempts', versionKey: false, autoIndex: false, strict: 'throw' });
attemptSchema.index({ key: 1, at: 1 }, { name: 'key_at' });
attemptSchema.index({ at: 1 }, { expireAfterSeconds: ATTEMPT_WINDOW_MS / 1000, name: 'at_ttl' });

/** The attempt model on the service's connection. */
export function loginAttemptModelOf(connection: Connection): Model<LoginAttemptDocument> {
  return modelOn(connection, 'LoginAttempt', attemptSchema);
}

/**
 * A sliding one-hour count of failed logins per key, shared by every dashboard replica. An attempt is recorded
 * before the password is checked and removed when it succeeds, so concurrent attempts cannot slip past the cap
 * (at worst, under a race, an attempt is refused that could have been allowed).
 */
export interface LoginAttemptRepository {
  /** Records an attempt at `at`; returns its id (for `release`). */
  reserve(key: string, at: Date): Promise<string>;
  /** Attempts of `key` at or after `since`. */
  countSince(key: string, since: Date): Promise<number>;
  /** Removes an attempt (it succeeded, or it was refused without a check). */
  release(id: string): Promise<void>;
}

export function createLoginAttemptRepository(model: Model<LoginAttemptDocument>): LoginAttemptRepository {
  return {
    async reserve(key, at) {
      const doc = await model.create({ key, at });
      return doc._id.toHexString();
    },
    countSince: (key, since) => model.countDocuments({ key, at: mongoose.trusted({ $gte: since }) }),
    async release(id) {
      await model.deleteOne({ _id: new mongoose.Types.ObjectId(id) });
    },
  };
}
