import { findPage, committableBefore, storedFieldsOf } from '@vmdash/db';
import { trusted, type Model } from 'mongoose';
import { z } from 'zod';
import { FpSubmissionShape, type FpSubmissionDocument } from './fp-submission.model';

/** A submission as the service sees it: `_id` as `id`. */
const StoredSubmissionShape = FpSubmissionShape.omit({ _id: true }).extend({ id: z.string() });
export type StoredSubmission = z.output<typeof StoredSubmissionShape>;

/** Whose submissions a caller sees: all (Admin), else its own and those of its beta_first_name/beta_last_name. */
export interface SubmissionScope {
  all: boolean;
  userId: string;
  betaName: { first: string; last: string } | null;
}

/** Storage of false-positive submissions. */
export interface SubmissionRepository {
  /** Stores a new submission (`creating`); 'name_taken' when another has the same name. */
  insert(submission: FpSubmissionDocument): Promise<StoredSubmission | 'name_taken'>;
  /**
   * Commits a `creating` submission with what the platform answered (the create's commit point, docs/decisions/0016):
   * null when it is no longer `creating` or `commitBy` has passed by MongoDB's clock.
   */
  commitCreated(
    id: string,
    fields: Pick<FpSubmissionDocument, 'platform_id' | 'workflow_uuid' | 'lifecycle_status' | 'platform_state' | 'platform_answer_json'>,
    commitBy: Date | null,
  ): Promise<StoredSubmission | null>;
  /** Marks a `creating` submission `failed` (the platform holds no workflow of its name); null when it was not `creating`. */
  markFailed(id: string, now: Date): Promise<StoredSubmission | null>;
  /** Deletes a `creating` submission whose platform call was refused (nothing was created). */
  deleteCreating(id: string): Promise<void>;
  nameTaken(name: string): Promise<boolean>;
  findVisible(id: string, scope: SubmissionScope): Promise<StoredSubmission | null>;
  list(scope: SubmissionScope, page: number, pageSize: number): Promise<{ items: StoredSubmission[]; total: number }>;
  /** Records a synced platform state (and the uuid when it was missing). */
  /** null when the submission is gone, still `creating`/`failed`, or `commitBy` has passed. */
  recordSync(id: string, fields: Pick<FpSubmissionDocument, 'lifecycle_status' | 'platform_state' | 'workflow_uuid'>, now: Date, commitBy: Date | null): Promise<StoredSubmission | null>;
  /**
   * Sets requeued_at when the submission is rejected and was never requeued; null otherwise (the first requeue wins)
   * or when `commitBy` has passed.
   */
  claimRequeue(id: string, now: Date, commitBy: Date | null): Promise<StoredSubmission | null>;
  /** Adds mapped queue items and findings. */
  addFindings(id: string, queueItemIds: readonly string[], findingIds: readonly string[]): Promise<void>;
}

const DUPLICATE_KEY = 11000;

function scopeFilter(scope: SubmissionScope): Record<string, unknown> {
  if (scope.all) return {};
  const own = { created_by_id: scope.userId };
  return scope.betaName ? { $or: [own, { beta_first_name: scope.betaName.first, beta_last_name: scope.betaName.last }] } : own;
}

/** The submission repository over `fp_submissions`. Filters hold only plain values. */
export function createSubmissionRepository(model: Model<FpSubmissionDocument>): SubmissionRepository {
  const toStored = (doc: FpSubmissionDocument) => storedFieldsOf(StoredSubmissionShape, { ...doc, id: doc._id });
  return {
    async insert(submission) {
      try {
        await model.create(submission);
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return 'name_taken';
        throw error;
      }
      return toStored(submission);
    },
    nameTaken: async (name) => (await model.countDocuments({ name })) > 0,
    async findVisible(id, scope) {
      const doc = await model.findOne({ _id: id, ...scopeFilter(scope) }).lean<FpSubmissionDocument>();
      return doc ? toStored(doc) : null;
    },
    async list(scope, page, pageSize) {
      const conditions = scopeFilter(scope);
      const { docs, total } = await findPage(model, conditions, { created_at: -1, _id: -1 }, page, pageSize);
      return { items: docs.map(toStored), total };
    },
    async commitCreated(id, fields, commitBy) {
      const doc = await model
        .findOneAndUpdate({ _id: id, lifecycle_status: 'creating', ...committableBefore(commitBy) }, { $set: { ...fields, creating_until: null } }, { returnDocument: 'after' })
        .lean<FpSubmissionDocument>();
      return doc ? toStored(doc) : null;
    },
    async markFailed(id, now) {
      const doc = await model
        .findOneAndUpdate({ _id: id, lifecycle_status: 'creating' }, { $set: { lifecycle_status: 'failed', creating_until: null, last_synced_at: now } }, { returnDocument: 'after' })
        .lean<FpSubmissionDocument>();
      return doc ? toStored(doc) : null;
    },
    async deleteCreating(id) {
      await model.deleteOne({ _id: id, lifecycle_status: 'creating' });
    },
    async recordSync(id, fields, now, commitBy) {
      const doc = await model
        .findOneAndUpdate(
          { _id: id, lifecycle_status: trusted({ $nin: ['creating', 'failed'] }), ...committableBefore(commitBy) },
          { $set: { ...fields, last_synced_at: now } },
          { returnDocument: 'after' },
        )
        .lean<FpSubmissionDocument>();
      return doc ? toStored(doc) : null;
    },
    async claimRequeue(id, now, commitBy) {
      const doc = await model
        .findOneAndUpdate({ _id: id, lifecycle_status: 'rejected', requeued_at: null, ...committableBefore(commitBy) }, { $set: { requeued_at: now } }, { returnDocument: 'after' })
        .lean<FpSubmissionDocument>();
      return doc ? toStored(doc) : null;
    },
    async addFindings(id, queueItemIds, findingIds) {
      await model.updateOne({ _id: id }, { $addToSet: { queue_item_ids: { $each: [...queueItemIds] }, finding_ids: { $each: [...findingIds] } } });
    },
  };
}
