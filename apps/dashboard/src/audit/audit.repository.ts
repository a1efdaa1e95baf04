import { findPage, storedFieldsOf } from '@vmdash/db';
import type { AuditEvent } from '@vmdash/events';
import mongoose, { type Model } from 'mongoose';
import { z } from 'zod';
import { usernameKey } from '../users/username';
import { AuditEntryShape, type AuditDocument } from './audit.model';

/** A stored audit entry as callers see it: `_id` (the event id) as `id`, without the internal key and store time. */
const StoredAuditEntryShape = AuditEntryShape.omit({ _id: true, username_key: true, stored_at: true }).extend({ id: z.string() });

/** A stored audit entry as callers see it (see StoredAuditEntryShape). */
type StoredAuditEntry = z.output<typeof StoredAuditEntryShape>;

/** Filters of an audit query; every one optional, `from` and `to` inclusive. */
export interface AuditFilter {
  userId?: string;
  username?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

/** Storage of audit entries. */
export interface AuditRepository {
  /** Stores the entry of `event` unless one with its event id exists; true when it was new. */
  storeOnce(event: AuditEvent, now: Date): Promise<boolean>;
  /** One page (1-based) of matching entries, newest first, and how many match in all. */
  query(filter: AuditFilter, page: number, pageSize: number): Promise<{ entries: StoredAuditEntry[]; total: number }>;
}

/** A stored document as a plain entry: every field of StoredAuditEntryShape. */
export function toStoredEntry(doc: AuditDocument): StoredAuditEntry {
  return storedFieldsOf(StoredAuditEntryShape, { ...doc, id: doc._id });
}

export function createAuditRepository(model: Model<AuditDocument>): AuditRepository {
  return {
    async storeOnce(event, now) {
      const entry: Omit<AuditDocument, '_id'> = {
        userId: event.userId,
        username: event.username,
        username_key: usernameKey(event.username),
        action: event.action,
        entityType: event.entityType,
        entityId: event.entityId,
        details: event.details,
        ipAddress: event.ipAddress,
        timestamp: new Date(event.occurred_at),
        stored_at: now,
      };
      // An upsert that only inserts: a second delivery of the same event id changes nothing.
      const result = await model.updateOne({ _id: event.event_id }, { $setOnInsert: entry }, { upsert: true });
      return result.upsertedCount > 0;
    },
    async query(filter, page, pageSize) {
      const conditions: Record<string, unknown> = {};
      if (filter.userId !== undefined) conditions.userId = filter.userId;
      if (filter.username !== undefined) conditions.username_key = usernameKey(filter.username);
      if (filter.action !== undefined) conditions.action = filter.action;
      if (filter.from || filter.to) {
        conditions.timestamp = mongoose.trusted({ ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) });
      }
      const { docs, total } = await findPage(model, conditions, { timestamp: -1, _id: -1 }, page, pageSize);
      return { entries: docs.map(toStoredEntry), total };
    },
  };
}
