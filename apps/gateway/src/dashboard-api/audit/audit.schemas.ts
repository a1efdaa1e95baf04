import { AUDIT_DEFAULT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE, MAX_USER_ID_LENGTH } from '@vmdash/domain';
import type { AuditEntry__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { queryTime } from '../workflows/query-fields';

/** One query value: a repeated key keeps its last value (as the data API does). */
const lastOf = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);
const text = (description: string, max = MAX_USER_ID_LENGTH) => z.preprocess(lastOf, z.string().min(1).max(max).optional()).openapi({ description, type: 'string' });
const time = queryTime;

/** Page sizes of the audit log (libs/domain limits, shared with the dashboard service). */
const AUDIT_PAGE_SIZES = { defaultPageSize: AUDIT_DEFAULT_PAGE_SIZE, maxPageSize: AUDIT_MAX_PAGE_SIZE };

/**
 * Query of GET /api/audit (not shown in the specification): filters by user, action and time, paged with the one
 * paging convention (`page`, `page_size`), newest first. Unknown keys are refused.
 */
export const AuditQuery = z.strictObject({
  userId: text('Entries of this user id'),
  username: text('Entries of this username (compared case-insensitively; also failed logins of unknown names)', 256),
  action: z
    .preprocess(
      lastOf,
      z
        .string()
        .regex(/^[a-z_.]{1,64}$/)
        .optional(),
    )
    .openapi({ description: 'e.g. login, login_failed, logout, password_change, impersonation_start', type: 'string' }),
  from: time('Entries at or after this time (ISO 8601 with offset)'),
  to: time('Entries at or before this time (ISO 8601 with offset)'),
  ...pageQuery(AUDIT_PAGE_SIZES).shape,
});

/** One audit entry: the specification's audit record plus id and timestamp. */
export const AuditEntryBody = z
  .object({
    id: z.string().openapi({ description: 'Event id' }),
    userId: z.string().nullable(),
    username: z.string(),
    action: z.string(),
    entityType: z.string().openapi({ description: '"auth" for authentication events, "user" for user management, "risk_template" for the risk-acceptance templates' }),
    entityId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    ipAddress: z.string().nullable(),
    timestamp: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AuditEntry');

/** A page of the audit log: `{page, page_size, total, items}`. */
export const AuditPageBody = pageOf(AuditEntryBody, 'AuditPage');

/** JSON of an audit entry (the spec's audit record plus id and timestamp). */
export function toAuditEntryJson(entry: AuditEntry__Output): z.output<typeof AuditEntryBody> {
  let details: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(entry.details_json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) details = parsed as Record<string, unknown>;
  } catch {
    details = {};
  }
  return {
    id: entry.id,
    userId: entry.user_id ?? null,
    username: entry.username,
    action: entry.action,
    entityType: entry.entity_type,
    entityId: entry.entity_id ?? null,
    details,
    ipAddress: entry.ip_address ?? null,
    timestamp: entry.timestamp,
  };
}
