import { TICKET_SOURCE_CONTEXTS, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { impersonatingAdminMessageOf } from '../workflows/impersonating-admin';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { TicketCommands } from './ticket.commands';
import type { TrackerTicketDocument } from './tracker-ticket.model';
import type { StoredTicket } from './tracker-ticket.repository';

type TicketRpcs = 'CreateTrackerTicket' | 'ListTrackerTickets' | 'GetTrackerTicket' | 'LinkTicketQueueItems' | 'SyncTrackerTickets' | 'GetTicketQuota';

/** A stored ticket as a TrackerTicket message (timestamps ISO 8601 UTC). */
function toTicketMessage(ticket: StoredTicket) {
  return {
    id: ticket.id,
    issue_key: ticket.issue_key,
    url: ticket.url,
    summary: ticket.summary,
    status: ticket.status,
    source_context: ticket.source_context,
    cve_id: ticket.cve_id,
    vendor: ticket.vendor,
    created_by: ticket.created_by,
    ...impersonatingAdminMessageOf(ticket),
    created_at: ticket.created_at.toISOString(),
    updated_at: ticket.updated_at.toISOString(),
    last_synced_at: ticket.last_synced_at?.toISOString() ?? null,
    queue_item_ids: ticket.queue_item_ids,
  };
}

function sourceContextOf(value: string): TrackerTicketDocument['source_context'] {
  if (!(TICKET_SOURCE_CONTEXTS as readonly string[]).includes(value)) {
    throw new ValidationError(`source_context must be one of ${TICKET_SOURCE_CONTEXTS.join(', ')}`, [{ loc: ['body', 'source_context'], msg: 'invalid value', type: 'enum' }]);
  }
  return value as TrackerTicketDocument['source_context'];
}

/** Tracker ticket RPCs of DashboardWorkflowService. */
export function createTicketHandlers(commands: TicketCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, TicketRpcs> {
  return {
    CreateTrackerTicket: async (request, context) => {
      const ticket = await commands.create(
        workflowCallerOf(context),
        {
          summary: request.summary,
          description: request.description,
          source_context: sourceContextOf(request.source_context),
          ...(request.cve_id !== undefined ? { cve_id: request.cve_id } : {}),
          ...(request.vendor !== undefined ? { vendor: request.vendor } : {}),
          queue_item_ids: request.queue_item_ids,
        },
        request.client_address || null,
      );
      return toTicketMessage(ticket);
    },
    ListTrackerTickets: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const { items, total } = await commands.list(workflowCallerOf(context), page, pageSize);
      return { page, page_size: pageSize, total, items: items.map(toTicketMessage) };
    },
    GetTrackerTicket: async (request, context) => toTicketMessage(await commands.get(workflowCallerOf(context), request.id)),
    LinkTicketQueueItems: async (request, context) => toTicketMessage(await commands.link(workflowCallerOf(context), request.id, request.queue_item_ids, request.client_address || null)),
    SyncTrackerTickets: async (request, context) => {
      const counts = await commands.sync(workflowCallerOf(context), request.client_address || null);
      return { updated: counts.updated, unchanged: counts.unchanged, skipped: counts.skipped, quota: counts.quota };
    },
    GetTicketQuota: async () => commands.quota(),
  };
}
