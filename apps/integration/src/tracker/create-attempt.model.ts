import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * One issue create vmdash sent or is sending, by the caller's request id (`_id`). `key` is set once the tracker
 * answered with the new issue (or the request-id search found it); while it is null the create's outcome is unknown,
 * so a retry searches for the request id before it posts again. `submitted_by` keeps the description's submitter
 * line when vmdash later rewrites the description.
 */
export const CreateAttemptShape = z.object({
  _id: z.string(),
  submitted_by: z.string(),
  key: z.string().nullable(),
  started_at: z.date(),
});

/** A create attempt as stored (see CreateAttemptShape). */
export type CreateAttemptDocument = z.output<typeof CreateAttemptShape>;

const createAttemptSchema = mongooseSchemaOf(CreateAttemptShape, { collection: 'tracker_create_attempts', versionKey: false, autoIndex: false, strict: 'throw' });
createAttemptSchema.index({ key: 1 }, { name: 'by_key', partialFilterExpression: { key: { $type: 'string' } } });

/** The create-attempt model on the service's connection. */
export function createAttemptModelOf(connection: Connection): Model<CreateAttemptDocument> {
  return modelOn(connection, 'TrackerCreateAttempt', createAttemptSchema);
}
