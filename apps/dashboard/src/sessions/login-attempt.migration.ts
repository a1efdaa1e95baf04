import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Logger } from '@vmdash/observability';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { ATTEMPT_WINDOW_MS, type LoginAttemptsDocument } from './login-attempt.repository';

/**
 * The stored shape before attempts were held in one document per key: one document per attempt in `login_attempts`,
 * removed by a TTL index an hour after `at`. Read only by the migration below (docs/decisions/0017-gateway-request-path.md,
 * "Login attempts in one document").
 */
const LegacyAttemptShape = z.object({ key: z.string(), at: z.date() });

/** A legacy attempt as stored; `_id` is the ObjectId mongoose gave it. */
type LegacyAttemptDocument = z.output<typeof LegacyAttemptShape>;

const legacySchema = mongooseSchemaOf(LegacyAttemptShape, { collection: 'login_attempts', versionKey: false, autoIndex: false, strict: 'throw' });

/** The legacy attempts model on the service's connection (no index is created: the collection only empties). */
export function legacyLoginAttemptModelOf(connection: Connection): Model<LegacyAttemptDocument> {
  return modelOn(connection, 'LegacyLoginAttempt', legacySchema);
}

/**
 * Copies the legacy attempts still inside the window into their key's document (`$addToSet` of `{ id: <legacy _id>,
 * at }`, upserted), so they keep counting against the cap; resolves with how many were read. Idempotent and safe on
 * several replicas at once: a copy already made is the same element, and nothing is deleted (replicas of the earlier
 * version still count the legacy records until their TTL index removes them). A legacy reservation that an earlier
 * replica later releases stays counted in the new document until it leaves the window: a refusal that could have been
 * allowed, never an attempt past the cap.
 */
export async function copyLegacyLoginAttempts(legacy: Model<LegacyAttemptDocument>, attempts: Model<LoginAttemptsDocument>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const records = await legacy.find({ at: mongoose.trusted({ $gte: since }) }).lean<(LegacyAttemptDocument & { _id: mongoose.Types.ObjectId })[]>();
  const byKey = new Map<string, typeof records>();
  for (const record of records) {
    const held = byKey.get(record.key);
    if (held) held.push(record);
    else byKey.set(record.key, [record]);
  }
  await Promise.all(
    [...byKey].map(([key, held]) =>
      attempts.updateOne(
        { _id: key },
        {
          $addToSet: { attempts: { $each: held.map((record) => ({ id: record._id.toHexString(), at: record.at })) } },
          $max: { expires_at: new Date(Math.max(...held.map((record) => record.at.getTime())) + ATTEMPT_WINDOW_MS) },
        },
        { upsert: true },
      ),
    ),
  );
  return records.length;
}

/** The running migration: `stop` ends its repeats. */
export interface LoginAttemptMigration {
  stop(): void;
}

/**
 * Runs `copyLegacyLoginAttempts` at start and every `intervalMs` for one window (an hour) after it: long enough for a
 * rolling update to replace every replica of the earlier version, whose attempts are copied within `intervalMs` of
 * being made; after that no legacy attempt can still count. A failed repeat is logged and tried again at the next.
 */
export async function startLoginAttemptMigration(deps: {
  legacy: Model<LegacyAttemptDocument>;
  attempts: Model<LoginAttemptsDocument>;
  now: () => Date;
  intervalMs: number;
  logger: Logger;
}): Promise<LoginAttemptMigration> {
  const { legacy, attempts, now, intervalMs, logger } = deps;
  const until = now().getTime() + ATTEMPT_WINDOW_MS;
  const copied = await copyLegacyLoginAttempts(legacy, attempts, now());
  if (copied > 0) logger.info({ copied }, 'login attempts of the earlier stored shape copied');
  const timer = setInterval(() => {
    if (now().getTime() > until) {
      clearInterval(timer);
      return;
    }
    copyLegacyLoginAttempts(legacy, attempts, now()).catch((error: unknown) => logger.warn({ err: error }, 'copying login attempts of the earlier stored shape failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
