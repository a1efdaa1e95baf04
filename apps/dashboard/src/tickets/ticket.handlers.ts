import { TICKET_SOURCE_CONTEXTS, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { Outcome } from '../workflows/workflow-outcome';
import { CREATED_STATUS, OK_STATUS, statusOf } from '../workflows/workflow-status';
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
    created_at: ticket.created_at.toISOString(),
    updated_at: ticket.updated_at.toISOString(),
    last_synced_at: ticket.last_synced_at?.toISOString() ?? null,
    queue_item_ids: ticket.queue_item_ids,
  };
}

function ticketAnswer(result: Outcome<StoredTicket>, success: typeof OK_STATUS | typeof CREATED_STATUS) {
  return result.ok ? { status: success, ticket: toTicketMessage(result.value) } : { status: statusOf(result) };
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
      const result = await commands.create(
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
      return ticketAnswer(result, CREATED_STATUS);
    },
    ListTrackerTickets: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const { items, total } = await commands.list(workflowCallerOf(context), page, pageSize);
      return { page, page_size: pageSize, total, items: items.map(toTicketMessage) };
    },
    GetTrackerTicket: async (request, context) => ticketAnswer(await commands.get(workflowCallerOf(context), request.id), OK_STATUS),
    LinkTicketQueueItems: async (request, context) => ticketAnswer(await commands.link(workflowCallerOf(context), request.id, request.queue_item_ids, request.client_address || null), OK_STATUS),
    SyncTrackerTickets: async (request, context) => {
      const result = await commands.sync(workflowCallerOf(context), request.client_address || null);
      if (!result.ok) return { status: statusOf(result), updated: 0, unchanged: 0, skipped: 0 };
      return { status: OK_STATUS, updated: result.value.updated, unchanged: result.value.unchanged, skipped: result.value.skipped, quota: result.value.quota };
    },
    GetTicketQuota: async () => {
      const result = await commands.quota();
      return result.ok ? { status: OK_STATUS, quota: result.value } : { status: statusOf(result) };
    },
  };
}
