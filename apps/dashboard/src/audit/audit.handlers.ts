import { AUDIT_MAX_PAGE_SIZE, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { AuditFilter, AuditRepository } from './audit.repository';

function dateOf(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ValidationError(`${field} is not a date`, [{ loc: ['query', field], msg: 'invalid date', type: 'value_error' }]);
  return date;
}

/** QueryAudit: Admin reads the audit log, filtered by user id, username, action and time, newest first, paged. */
export function createAuditHandlers(repository: AuditRepository): Pick<ServiceImplementation<'vmdash.v1.DashboardAuthService'>, 'QueryAudit'> {
  return {
    QueryAudit: async (request) => {
      if (request.page < 1 || request.page_size < 1 || request.page_size > AUDIT_MAX_PAGE_SIZE) {
        throw new ValidationError(`page must be >= 1 and page_size 1..${AUDIT_MAX_PAGE_SIZE}`, [{ loc: ['query', 'page'], msg: 'out of range', type: 'value_error' }]);
      }
      const filter: AuditFilter = {
        ...(request.user_id !== undefined ? { userId: request.user_id } : {}),
        ...(request.username !== undefined ? { username: request.username } : {}),
        ...(request.action !== undefined ? { action: request.action } : {}),
      };
      const from = dateOf(request.from, 'from');
      const to = dateOf(request.to, 'to');
      if (from) filter.from = from;
      if (to) filter.to = to;
      const { entries, total } = await repository.query(filter, request.page, request.page_size);
      return {
        entries: entries.map((entry) => ({
          id: entry.id,
          user_id: entry.userId ?? undefined,
          username: entry.username,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId ?? undefined,
          details_json: JSON.stringify(entry.details),
          ip_address: entry.ipAddress ?? undefined,
          timestamp: entry.timestamp.toISOString(),
        })),
        page: request.page,
        page_size: request.page_size,
        total,
      };
    },
  };
}
