import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CleanupBody, CleanupRequest, CLEANUP_TEXTS } from './cleanup.schemas';

/** The cleanup of old workflow records (interface spec, "cleanup of data"; docs/decisions/0015). */
export function cleanupRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/admin/cleanup',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CleanupData'),
      body: CleanupRequest,
      invalidInputText: CLEANUP_TEXTS.invalidDays,
      failureText: CLEANUP_TEXTS.cleanupFailed,
      docs: {
        operationId: 'cleanupData',
        summary: 'Remove completed queue items and read notifications older than a number of days',
        description:
          "An Admin removes every user's records (queue items within the Admin's team scope), a Standard_User only their own. Queue items in a false-positive submission are kept; a removed item's ticket links and remediation notes go with it (docs/decisions/0015-exports-and-cleanup.md). Audit-logged (action data_cleanup). Running it again removes nothing more, so a 5xx is retried as it is.",
        tag: 'admin',
        responses: { 200: { description: 'The counts removed', schema: CleanupBody } },
      },
      handle: async ({ body, clientAddress, call }) => {
        const answer = await unaryCall(workflows, 'CleanupData', { older_than_days: body.older_than_days, client_address: clientAddress }, call);
        return jsonResult({
          older_than_days: body.older_than_days,
          cutoff: answer.cutoff,
          queue_items_removed: answer.queue_items_removed,
          ticket_links_removed: answer.ticket_links_removed,
          remediation_notes_removed: answer.remediation_notes_removed,
          notifications_removed: answer.notifications_removed,
        });
      },
    }),
  ];
}
