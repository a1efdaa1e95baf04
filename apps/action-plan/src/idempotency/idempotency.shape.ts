import { z } from 'zod';

/*
 * The one declaration of an idempotency record (docs/decisions/0006-stored-shapes.md), collection
 * `idempotency_records`: one per caller and Idempotency-Key (docs/decisions/0008-writes-have-one-outcome.md).
 */

/** An idempotency record as stored. */
export const IdempotencyRecordShape = z.object({
  /** sha256 of the caller's subject and the key: keys of two callers never meet, and the key itself is not stored. */
  request_key: z.string(),
  /** sha256 of the RPC and the request without its key: the same key with another request is refused. */
  fingerprint: z.string(),
  /** `running` while an attempt holds the key; `done` once its answer is stored. */
  state: z.enum(['running', 'done']),
  /** Random id of the attempt holding a running record: only it may store the answer or let the key go. */
  attempt: z.string(),
  /** Until when the running attempt may still commit (its write deadline); after it a retry may take the key over. */
  lease_until: z.date(),
  /** The stored answer (JSON of an IdempotentOutcome), null while running. */
  outcome: z.string().nullable(),
  /** When the record is deleted (TTL index): 24 h after the first request. */
  expires_at: z.date(),
});

/** An idempotency record (see IdempotencyRecordShape). */
export type IdempotencyRecord = z.output<typeof IdempotencyRecordShape>;
