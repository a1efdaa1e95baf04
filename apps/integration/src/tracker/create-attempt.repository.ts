import type { Model } from 'mongoose';
import type { CreateAttemptDocument } from './create-attempt.model';

/** A create attempt as the commands see it. */
export interface CreateAttempt {
  requestId: string;
  submittedBy: string;
  /** The key once known. */
  key: string | null;
}

/** Storage of issue creates by request id (docs/architecture.md, Persistence: a unique id keeps a retry whole). */
export interface CreateAttemptRepository {
  /** Records that a create for `requestId` is about to be sent; the earlier attempt when there was one. */
  begin(requestId: string, submittedBy: string, now: Date): Promise<CreateAttempt | undefined>;
  /** Records the key the create produced. */
  created(requestId: string, key: string): Promise<void>;
  /** Forgets an attempt the tracker refused outright (nothing was created). */
  forget(requestId: string): Promise<void>;
  /** The attempt that created `key`, if vmdash created it. */
  byKey(key: string): Promise<CreateAttempt | undefined>;
}

const toAttempt = (doc: CreateAttemptDocument): CreateAttempt => ({ requestId: doc._id, submittedBy: doc.submitted_by, key: doc.key });

export function createCreateAttemptRepository(model: Model<CreateAttemptDocument>): CreateAttemptRepository {
  return {
    async begin(requestId, submittedBy, now) {
      // Inserts only: a second begin for the same id finds the first attempt and changes nothing.
      const before = await model
        .findOneAndUpdate({ _id: requestId }, { $setOnInsert: { submitted_by: submittedBy, key: null, started_at: now } }, { upsert: true, returnDocument: 'before' })
        .lean<CreateAttemptDocument>();
      return before ? toAttempt(before) : undefined;
    },
    async created(requestId, key) {
      await model.updateOne({ _id: requestId }, { $set: { key } });
    },
    async forget(requestId) {
      await model.deleteOne({ _id: requestId, key: null });
    },
    async byKey(key) {
      const doc = await model.findOne({ key }).lean<CreateAttemptDocument>();
      return doc ? toAttempt(doc) : undefined;
    },
  };
}

/** Creates the collection's indexes (autoIndex is off). */
export async function ensureCreateAttemptIndexes(model: Model<CreateAttemptDocument>): Promise<void> {
  await model.createIndexes();
}
