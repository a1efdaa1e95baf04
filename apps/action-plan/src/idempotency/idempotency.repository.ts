import { randomUUID } from 'node:crypto';
import { trusted, type Model } from 'mongoose';
import type { IdempotencyRecord } from './idempotency.shape';

const DUPLICATE_KEY = 11000;

/** What `reserve` found: the key is now held by a new attempt, or another request holds or held it. */
export type Reservation = { kind: 'reserved'; attempt: string } | { kind: 'existing'; record: IdempotencyRecord };

/** Idempotency records (collection `idempotency_records`): mongoose stays in here. */
export interface IdempotencyRepository {
  /**
   * Holds `requestKey` for a new attempt until `leaseUntil`, unless a record exists: then it is returned as found.
   * Of concurrent reservations of one key exactly one is `reserved` (unique index).
   */
  reserve(requestKey: string, fingerprint: string, leaseUntil: Date, expiresAt: Date): Promise<Reservation>;
  /**
   * Takes over the running record `record` whose lease has passed (its attempt died or was frozen past its deadline,
   * so it can commit nothing more).
   * @returns the new attempt's id, or null when another retry took it first or the first attempt finished meanwhile
   */
  takeOver(record: IdempotencyRecord, leaseUntil: Date): Promise<string | null>;
  /** Stores the answer of `attempt` (JSON) and marks the record done; nothing when the attempt no longer holds it. */
  complete(requestKey: string, attempt: string, outcome: string): Promise<void>;
  /** Lets the key go (its attempt stored nothing it must answer again): the next request with it runs anew. */
  release(requestKey: string, attempt: string): Promise<void>;
}

/** The repository over the record model (indexes must exist before use). */
export function createIdempotencyRepository(model: Model<IdempotencyRecord>): IdempotencyRepository {
  return {
    async reserve(requestKey, fingerprint, leaseUntil, expiresAt) {
      const attempt = randomUUID();
      try {
        await model.collection.insertOne({ request_key: requestKey, fingerprint, state: 'running', attempt, lease_until: leaseUntil, outcome: null, expires_at: expiresAt });
        return { kind: 'reserved', attempt };
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      const record = await model.findOne({ request_key: requestKey }).lean<IdempotencyRecord>();
      // Deleted between the insert and the read (released, or expired): try once more.
      return record ? { kind: 'existing', record } : this.reserve(requestKey, fingerprint, leaseUntil, expiresAt);
    },

    async takeOver(record, leaseUntil) {
      const attempt = randomUUID();
      const taken = await model.updateOne(
        { request_key: record.request_key, state: 'running', attempt: record.attempt, lease_until: trusted({ $lt: new Date() }) },
        { $set: { attempt, lease_until: leaseUntil } },
      );
      return taken.modifiedCount === 1 ? attempt : null;
    },

    async complete(requestKey, attempt, outcome) {
      await model.updateOne({ request_key: requestKey, attempt, state: 'running' }, { $set: { state: 'done', outcome } });
    },

    async release(requestKey, attempt) {
      await model.deleteOne({ request_key: requestKey, attempt, state: 'running' });
    },
  };
}
