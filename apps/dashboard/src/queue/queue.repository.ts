import { randomUUID } from 'node:crypto';
import { findPage, committableBefore, storedFieldsOf } from '@vmdash/db';
import type { QueueItemStatus, QueueWorkflowType } from '@vmdash/domain';
import { trusted, type Model } from 'mongoose';
import { z } from 'zod';
import { QueueItemShape, type QueueItemDocument } from './queue-item.model';
import { statusesMovableTo } from './queue.rules';
import { TicketLinkShape, type TicketLinkDocument } from './ticket-link.model';

/** A queue item as the service sees it: `_id` as `id`. */
const StoredQueueItemShape = QueueItemShape.omit({ _id: true }).extend({ id: z.string() });

/** A queue item as the service sees it (a plain object; mongoose stays in here). */
export type StoredQueueItem = z.output<typeof StoredQueueItemShape>;

/** A ticket link as the service sees it. */
const StoredTicketLinkShape = TicketLinkShape.omit({ _id: true });
export type StoredTicketLink = z.output<typeof StoredTicketLinkShape>;

/** Fields of a new queue item (the repository sets id, status pending, created_at). */
export type NewQueueItem = Omit<QueueItemDocument, '_id' | 'status' | 'submission_id' | 'created_at' | 'completed_at'>;

/** Which items a listing holds: one user's (or every user's when `userId` is null) within `teams` (null: all). */
export interface QueueItemFilter {
  userId: string | null;
  teams: readonly string[] | null;
  status?: QueueItemStatus;
  workflowType?: QueueWorkflowType;
}

/** Changes of a queue item; absent keys stay. */
export interface QueueItemChanges {
  status?: QueueItemStatus;
  vendor?: string;
}

/** Storage of queue items and their ticket links. */
export interface QueueRepository {
  /**
   * Stores a pending item, or returns the pending item the same user already has for the same finding and workflow
   * (the unique partial index decides under concurrency). `created` tells which.
   */
  stagePending(item: NewQueueItem, now: Date): Promise<{ item: StoredQueueItem; created: boolean }>;
  findById(id: string): Promise<StoredQueueItem | null>;
  /** One page (1-based), newest first, and how many match in all. */
  list(filter: QueueItemFilter, page: number, pageSize: number): Promise<{ items: StoredQueueItem[]; total: number }>;
  /**
   * Applies `changes` when the item still has the status and submission of `expected` (so two racing updates, or an
   * update racing a submission, cannot both pass their checks) and `commitBy` has not passed (docs/decisions/0016);
   * null when not. 'duplicate_pending' when reopening would make a second pending item.
   */
  update(id: string, expected: Pick<StoredQueueItem, 'status' | 'submission_id'>, changes: QueueItemChanges, now: Date, commitBy: Date | null): Promise<StoredQueueItem | null | 'duplicate_pending'>;
  /**
   * Deletes the item, and its ticket links, when it still has status `expectedStatus` and `commitBy` has not passed;
   * false when it did not.
   */
  delete(id: string, expectedStatus: QueueItemStatus, commitBy: Date | null): Promise<boolean>;
  /**
   * Reserves a pending item in no submission for the `creating` submission `submissionId` (it stays pending, and no
   * other submission takes it); false when it is no longer pending, already taken, or `commitBy` has passed.
   */
  reserve(id: string, submissionId: string, commitBy: Date | null): Promise<boolean>;
  /** Frees the pending items reserved for submission `submissionId` (its create failed). */
  release(submissionId: string): Promise<void>;
  /**
   * Marks a pending item, in no submission yet or reserved for `submissionId`, completed as part of submission
   * `submissionId`; false when it is no longer pending or in another submission.
   */
  markSubmitted(id: string, submissionId: string, now: Date): Promise<boolean>;
  /** Ids of every item of `filter` (a user's queue for the ticket-links listing). */
  idsOf(filter: Pick<QueueItemFilter, 'userId' | 'teams'>): Promise<string[]>;
  /** Ticket links of the items, oldest first. */
  linksOf(itemIds: readonly string[]): Promise<StoredTicketLink[]>;
  /**
   * Ids of at most `limit` items of `filter` completed before `cutoff` and in no false-positive submission (the
   * submission still names them): what the cleanup removes (docs/decisions/0015-exports-and-cleanup.md).
   */
  completedBefore(filter: Pick<QueueItemFilter, 'userId' | 'teams'>, cutoff: Date, limit: number): Promise<string[]>;
  /**
   * Removes the items of `ids` that are still completed before `cutoff` in no submission, their ticket links first
   * (a removal cut short leaves items without links, which the next cleanup removes, never links to no item).
   */
  removeCompleted(ids: readonly string[], cutoff: Date): Promise<{ items: number; links: number }>;
}

const DUPLICATE_KEY = 11000;
const isDuplicate = (error: unknown) => (error as { code?: number }).code === DUPLICATE_KEY;

/**
 * The queue repository over `queue_items` and `queue_ticket_links`. Filters hold plain values; the operators built here
 * (never from input) are marked with mongoose.trusted() (docs/architecture.md, Persistence: sanitizeFilter).
 */
export function createQueueRepository(items: Model<QueueItemDocument>, links: Model<TicketLinkDocument>): QueueRepository {
  const toStored = (doc: QueueItemDocument) => storedFieldsOf(StoredQueueItemShape, { ...doc, id: doc._id });
  const pendingOf = (item: Pick<NewQueueItem, 'user_id' | 'host_id' | 'scanner_id' | 'workflow_type'>) =>
    items.findOne({ user_id: item.user_id, host_id: item.host_id, scanner_id: item.scanner_id, workflow_type: item.workflow_type, status: 'pending' }).lean<QueueItemDocument>();
  return {
    async stagePending(item, now) {
      const existing = await pendingOf(item);
      if (existing) return { item: toStored(existing), created: false };
      const doc: QueueItemDocument = { _id: randomUUID(), ...item, status: 'pending', submission_id: null, created_at: now, completed_at: null };
      try {
        await items.create(doc);
        return { item: toStored(doc), created: true };
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        const winner = await pendingOf(item);
        if (!winner) throw error;
        return { item: toStored(winner), created: false };
      }
    },
    async findById(id) {
      const doc = await items.findOne({ _id: id }).lean<QueueItemDocument>();
      return doc ? toStored(doc) : null;
    },
    async list(filter, page, pageSize) {
      const conditions: Record<string, unknown> = {};
      if (filter.userId !== null) conditions.user_id = filter.userId;
      if (filter.teams !== null) conditions.team = trusted({ $in: [...filter.teams] });
      if (filter.status !== undefined) conditions.status = filter.status;
      if (filter.workflowType !== undefined) conditions.workflow_type = filter.workflowType;
      const { docs, total } = await findPage(items, conditions, { created_at: -1, _id: -1 }, page, pageSize);
      return { items: docs.map(toStored), total };
    },
    async update(id, expected, changes, now, commitBy) {
      const set: Partial<QueueItemDocument> = {};
      if (changes.vendor !== undefined) set.vendor = changes.vendor;
      if (changes.status !== undefined && changes.status !== expected.status) {
        set.status = changes.status;
        set.completed_at = changes.status === 'completed' ? now : null;
      }
      try {
        const doc = await items
          .findOneAndUpdate({ _id: id, status: expected.status, submission_id: expected.submission_id, ...committableBefore(commitBy) }, { $set: set }, { returnDocument: 'after' })
          .lean<QueueItemDocument>();
        return doc ? toStored(doc) : null;
      } catch (error) {
        if (isDuplicate(error)) return 'duplicate_pending';
        throw error;
      }
    },
    async delete(id, expectedStatus, commitBy) {
      const result = await items.deleteOne({ _id: id, status: expectedStatus, ...committableBefore(commitBy) });
      if (result.deletedCount === 0) return false;
      await links.deleteMany({ queue_item_id: id });
      return true;
    },
    async reserve(id, submissionId, commitBy) {
      const result = await items.updateOne({ _id: id, status: 'pending', submission_id: null, ...committableBefore(commitBy) }, { $set: { submission_id: submissionId } });
      return result.modifiedCount > 0;
    },
    async release(submissionId) {
      await items.updateMany({ status: 'pending', submission_id: submissionId }, { $set: { submission_id: null } });
    },
    async markSubmitted(id, submissionId, now) {
      const result = await items.updateOne(
        { _id: id, status: trusted({ $in: statusesMovableTo('completed', 'submission') }), submission_id: trusted({ $in: [null, submissionId] }) },
        { $set: { status: 'completed', completed_at: now, submission_id: submissionId } },
      );
      return result.modifiedCount > 0;
    },
    async idsOf(filter) {
      const conditions: Record<string, unknown> = {};
      if (filter.userId !== null) conditions.user_id = filter.userId;
      if (filter.teams !== null) conditions.team = trusted({ $in: [...filter.teams] });
      const docs = await items.find(conditions, { _id: 1 }).lean<{ _id: string }[]>();
      return docs.map((doc) => doc._id);
    },
    async completedBefore(filter, cutoff, limit) {
      const conditions: Record<string, unknown> = { status: 'completed', submission_id: null, completed_at: trusted({ $lt: cutoff }) };
      if (filter.userId !== null) conditions.user_id = filter.userId;
      if (filter.teams !== null) conditions.team = trusted({ $in: [...filter.teams] });
      const docs = await items.find(conditions, { _id: 1 }).limit(limit).lean<{ _id: string }[]>();
      return docs.map((doc) => doc._id);
    },
    async removeCompleted(ids, cutoff) {
      if (ids.length === 0) return { items: 0, links: 0 };
      const unlinked = await links.deleteMany({ queue_item_id: trusted({ $in: [...ids] }) });
      const removed = await items.deleteMany({ _id: trusted({ $in: [...ids] }), status: 'completed', submission_id: null, completed_at: trusted({ $lt: cutoff }) });
      return { items: removed.deletedCount, links: unlinked.deletedCount };
    },
    async linksOf(itemIds) {
      if (itemIds.length === 0) return [];
      const docs = await links
        .find({ queue_item_id: trusted({ $in: [...itemIds] }) })
        .sort({ linked_at: 1, _id: 1 })
        .lean<TicketLinkDocument[]>();
      return docs.map((doc) => storedFieldsOf(StoredTicketLinkShape, doc));
    },
  };
}
