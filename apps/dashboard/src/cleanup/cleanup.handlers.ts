import type { ServiceImplementation } from '@vmdash/grpc';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { CleanupCommands } from './cleanup.commands';

/** CleanupData of DashboardWorkflowService (POST /api/admin/cleanup). */
export function createCleanupHandlers(commands: CleanupCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, 'CleanupData'> {
  return {
    CleanupData: async (request, context) => {
      const report = await commands.cleanup(workflowCallerOf(context), request.older_than_days, context.writes, request.client_address || null);
      return {
        cutoff: report.cutoff.toISOString(),
        queue_items_removed: report.queueItems,
        ticket_links_removed: report.ticketLinks,
        remediation_notes_removed: report.remediationNotes,
        notifications_removed: report.notifications,
      };
    },
  };
}
