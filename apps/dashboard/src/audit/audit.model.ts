import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A stored audit entry (interface-spec, "Dashboard records": userId, username, action, entityType, entityId,
 * details, ipAddress, plus a timestamp). `_id` is the event id, which makes storing an event idempotent: a redelivered
 * or republished event finds its entry already there. `username_key` serves the case-insensitive username filter.
 */
export const AuditEntryShape = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  username: z.string(),
  username_key: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).default({}),
  ipAddress: z.string().nullable(),
  timestamp: z.date(),
  stored_at: z.date(),
});

/** An audit entry document as stored (see AuditEntryShape). */
export type AuditDocument = z.output<typeof AuditEntryShape>;

const auditSchema = mongooseSchemaOf(AuditEntryShape, { collection: 'audit_entries', versionKey: false, autoIndex: false, strict: 'throw', minimize: false });

// Newest first, alone or within one user, one name or one action.
auditSchema.index({ timestamp: -1, _id: -1 }, { name: 'by_time' });
auditSchema.index({ userId: 1, timestamp: -1 }, { name: 'by_user_time' });
auditSchema.index({ username_key: 1, timestamp: -1 }, { name: 'by_username_time' });
auditSchema.index({ action: 1, timestamp: -1 }, { name: 'by_action_time' });

/** The audit model on the service's connection. */
export function auditModelOf(connection: Connection): Model<AuditDocument> {
  return modelOn(connection, 'AuditEntry', auditSchema);
}
