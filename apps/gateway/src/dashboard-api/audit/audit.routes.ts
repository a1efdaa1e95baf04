import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { AuditPageBody, AuditQuery, toAuditEntryJson } from './audit.schemas';

/** GET /api/audit: Admin reads the audit log (issue "Dashboard sign-in"; shape not shown in the specification). */
export function auditRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/audit',
      access: accessOf('vmdash.v1.DashboardAuthService/QueryAudit'),
      query: AuditQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.auditFailed,
      docs: {
        operationId: 'listAuditEntries',
        summary: 'The audit log, newest first',
        description:
          'Entries arrive through NATS (audit.auth.* events stored by the dashboard\'s durable consumer), so an entry may appear a moment after its action. Paged as every list: `page` (1-based) and `page_size` in the query, `{page, page_size, total, items}` answered. An unknown query key answers 400 "Unknown query parameter <key>" (the former `pageSize` adds ": use page_size"); a bad value 400 "Invalid query parameters".',
        tag: 'audit',
        responses: { 200: { description: 'One page', schema: AuditPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(
          deps.client,
          'QueryAudit',
          {
            ...(query.userId !== undefined ? { user_id: query.userId } : {}),
            ...(query.username !== undefined ? { username: query.username } : {}),
            ...(query.action !== undefined ? { action: query.action } : {}),
            ...(query.from !== undefined ? { from: query.from } : {}),
            ...(query.to !== undefined ? { to: query.to } : {}),
            page: query.page,
            page_size: query.page_size,
          },
          call,
        );
        return jsonResult(toPageJson(page, page.entries.map(toAuditEntryJson)));
      },
    }),
  ];
}
