import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A stored audit entry (interface-spec.md, "Dashboard records": userId, username, action, entityType, entityId,
 * details, ipAddress, plus a timestamp). `_id` is the event id, which makes storing an event idempotent: a redelivered
 * or republished event finds its entry already there. `username_key` serves the case-insensitive username filter.
 */
export interface AuditDocument {
  _id: string;
  userId: string | null;
  username: string;
  username_key: string;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  timestamp: Date;
  stored_at: Date;
}

const auditSchema = new Schema<AuditDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    username: { type: String, required: true },
    username_key: { type: String, required: true },
    action: { type: String, required: true },
    entityType: { type: String, required: true },
    entityId: { type: String, default: null },
    details: { type: Schema.Types.Mixed, default: {} },
    ipAddress: { type: String, default: null },
    timestamp: { type: Date, required: true },
    stored_at: { type: Date, required: true },
  },
  { collection: 'audit_entries', versionKey: false, autoIndex: false, strict: 'throw', minimize: false },
);

// Newest first, alone or within one user, one name or one action.
auditSchema.index({ timestamp: -1, _id: -1 }, { name: 'by_time' });
auditSchema.index({ userId: 1, timestamp: -1 }, { name: 'by_user_time' });
auditSchema.index({ username_key: 1, timestamp: -1 }, { name: 'by_username_time' });
auditSchema.index({ action: 1, timestamp: -1 }, { name: 'by_action_time' });

/** The audit model on the service's connection. */
export function auditModelOf(connection: Connection): Model<AuditDocument> {
  return (connection.models.AuditEntry as Model<AuditDocument> | undefined) ?? connection.model<AuditDocument>('AuditEntry', auditSchema);
}
