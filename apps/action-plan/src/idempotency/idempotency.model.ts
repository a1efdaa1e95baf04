import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { IdempotencyRecordShape, type IdempotencyRecord } from './idempotency.shape';

const recordSchema = mongooseSchemaOf(IdempotencyRecordShape, { collection: 'idempotency_records', versionKey: false, autoIndex: false });

// One record per caller and key: concurrent first requests with one key insert once, the others find the record.
recordSchema.index({ request_key: 1 }, { unique: true, name: 'request_key_unique' });
// Answers are kept for IDEMPOTENCY_RETENTION_MS (libs/domain limits), then MongoDB's TTL monitor deletes them.
recordSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

/** The idempotency record model on the service's connection; `ensureIdempotencyIndexes` before the first call. */
export function idempotencyModelOf(connection: Connection): Model<IdempotencyRecord> {
  return modelOn(connection, 'IdempotencyRecord', recordSchema);
}

/**
 * Creates the unique and TTL indexes (idempotent).
 * @throws the driver's error, e.g. when an index of the same name exists with other options.
 */
export async function ensureIdempotencyIndexes(model: Model<IdempotencyRecord>): Promise<void> {
  await model.createIndexes();
}
