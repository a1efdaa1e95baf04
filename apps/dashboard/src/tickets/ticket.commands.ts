import { NotFoundError } from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import type { QueueRepository, StoredQueueItem } from '../queue/queue.repository';
import { canSeeItem } from '../queue/queue.rules';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { Tracker, TrackerQuotaFacts } from './tracker';
import type { TrackerTicketDocument } from './tracker-ticket.model';
import type { StoredTicket, TicketRepository, TicketScope } from './tracker-ticket.repository';
import { impersonatingAdminOf } from '../workflows/impersonating-admin';
import { workflowAuditOf } from '../workflows/workflow-audit';

/** Texts of the tickets' refusals. */
export const TICKET_TEXTS = {
  ticketNotFound: 'Ticket not found',
  queueItemNotFound: (id: string) => `Queue item not found: ${id}`,
} as const;

/** Fields of a new ticket (docs/decisions/0011: summary, description, source_context, optional cve_id, vendor, queue_item_ids). */
export interface NewTicketRequest {
  summary: string;
  description: string;
  source_context: TrackerTicketDocument['source_context'];
  cve_id?: string;
  vendor?: string;
  queue_item_ids: string[];
}

/** The counts of a scoped bulk sync (docs/decisions/0011: updated, unchanged, skipped and the tracker quota left). */
export interface SyncCounts {
  updated: number;
  unchanged: number;
  skipped: number;
  quota: TrackerQuotaFacts | null;
}

/** What the ticket commands need. */
interface TicketCommandDeps {
  tickets: TicketRepository;
  queue: QueueRepository;
  tracker: Tracker;
  audit: AuditTrail;
  usernameOf(userId: string): Promise<string>;
  newId(): string;
  now(): Date;
}

/**
 * Use cases of tracker tickets (interface spec, "B. Other dashboard routes"; docs/decisions/0011); mutations are
 * audited with entityType tracker_ticket. A ticket or queue item the caller does not see is a NotFoundError
 * (TICKET_TEXTS); the tracker's failures are its refusals (Tracker), with the real failure message.
 */
export interface TicketCommands {
  create(caller: WorkflowCaller, request: NewTicketRequest, clientAddress: string | null): Promise<StoredTicket>;
  list(caller: WorkflowCaller, page: number, pageSize: number): Promise<{ items: StoredTicket[]; total: number }>;
  get(caller: WorkflowCaller, id: string): Promise<StoredTicket>;
  link(caller: WorkflowCaller, id: string, queueItemIds: readonly string[], clientAddress: string | null): Promise<StoredTicket>;
  sync(caller: WorkflowCaller, clientAddress: string | null): Promise<SyncCounts>;
  /** The tracker quota left (docs/decisions/0018: shown beside the create and sync buttons); spends no tracker call. */
  quota(): Promise<TrackerQuotaFacts>;
}

const scopeOf = (caller: WorkflowCaller): TicketScope => ({ teams: caller.teams, userId: caller.userId });

export function createTicketCommands(deps: TicketCommandDeps): TicketCommands {
  /** The caller's visible queue items of `ids` (each once); a NotFoundError names the first it does not see. */
  const visibleItems = async (caller: WorkflowCaller, ids: readonly string[]): Promise<StoredQueueItem[]> => {
    const items: StoredQueueItem[] = [];
    for (const id of new Set(ids)) {
      const item = await deps.queue.findById(id);
      if (!item || !canSeeItem(caller, item)) throw new NotFoundError(TICKET_TEXTS.queueItemNotFound(id));
      items.push(item);
    }
    return items;
  };
  const visibleTicket = async (caller: WorkflowCaller, id: string): Promise<StoredTicket> => {
    const ticket = await deps.tickets.findVisible(id, scopeOf(caller));
    if (!ticket) throw new NotFoundError(TICKET_TEXTS.ticketNotFound);
    return ticket;
  };
  const audit = workflowAuditOf<'tracker_ticket_create' | 'tracker_ticket_link' | 'tracker_ticket_sync'>(deps, 'tracker_ticket');

  return {
    async create(caller, request, clientAddress) {
      const items = await visibleItems(caller, request.queue_item_ids);
      const id = deps.newId();
      const username = await deps.usernameOf(caller.userId);
      // The ticket's id is the create's idempotency id: a retry inside the integration service finds the same issue.
      // No issue is created after the caller's window closed; once the tracker answered the key, the record is stored
      // whatever the window says, so no issue exists without its ticket (docs/decisions/0016).
      caller.writes.ensureOpen();
      const issue = await deps.tracker.createIssue({ requestId: id, summary: request.summary, description: request.description, submittedBy: username });
      const now = deps.now();
      const teams = new Set([...(caller.teams ?? []), ...items.map((item) => item.team)]);
      const ticket = await deps.tickets.insert(
        {
          _id: id,
          issue_key: issue.key,
          url: issue.url,
          summary: issue.summary || request.summary,
          status: issue.status,
          source_context: request.source_context,
          cve_id: request.cve_id ?? null,
          vendor: request.vendor ?? null,
          created_by: username,
          created_by_id: caller.userId,
          ...(await impersonatingAdminOf(caller.actorId, deps.usernameOf)),
          teams: [...teams],
          created_at: now,
          updated_at: now,
          last_synced_at: null,
        },
        items.map((item) => ({ queue_item_id: item.id, team: item.team })),
      );
      await audit(caller, 'tracker_ticket_create', id, { issue_key: ticket.issue_key, source_context: ticket.source_context, queue_item_ids: ticket.queue_item_ids }, clientAddress);
      return ticket;
    },
    list: (caller, page, pageSize) => deps.tickets.list(scopeOf(caller), page, pageSize),
    get: visibleTicket,
    async link(caller, id, queueItemIds, clientAddress) {
      const ticket = await visibleTicket(caller, id);
      const items = await visibleItems(caller, queueItemIds);
      const fresh = items.filter((item) => !ticket.queue_item_ids.includes(item.id));
      if (fresh.length === 0) return ticket;
      // The comment is the tracker's audit trail of the link: no link is stored when the tracker refused it.
      const lines = fresh.map((item) => `- ${item.title} (host ${item.hostname ?? item.host_id}, plugin ${item.scanner_id}, ${item.workflow_type})`);
      caller.writes.ensureOpen();
      await deps.tracker.comment(ticket.issue_key, [`Queue items linked by ${await deps.usernameOf(caller.userId)}:`, ...lines].join('\n'));
      const linked = await deps.tickets.link(
        ticket,
        fresh.map((item) => ({ queue_item_id: item.id, team: item.team })),
        deps.now(),
      );
      await audit(caller, 'tracker_ticket_link', id, { issue_key: ticket.issue_key, queue_item_ids: fresh.map((item) => item.id) }, clientAddress);
      return linked;
    },
    async sync(caller, clientAddress) {
      const tickets = await deps.tickets.allVisible(scopeOf(caller));
      if (tickets.length === 0) return { updated: 0, unchanged: 0, skipped: 0, quota: null };
      caller.writes.ensureOpen();
      const answer = await deps.tracker.sync(tickets.map((ticket) => ticket.issue_key));
      const byKey = new Map(answer.issues.map((issue) => [issue.key, issue]));
      const unchangedKeys = new Set(answer.unchangedKeys);
      const counts: SyncCounts = { updated: 0, unchanged: 0, skipped: 0, quota: answer.quota };
      const now = deps.now();
      for (const ticket of tickets) {
        const issue = byKey.get(ticket.issue_key);
        if (issue) {
          const changed = issue.status !== ticket.status || (issue.summary !== '' && issue.summary !== ticket.summary);
          await deps.tickets.recordSync(ticket.id, changed ? { status: issue.status, summary: issue.summary || ticket.summary } : null, now);
          if (changed) counts.updated++;
          else counts.unchanged++;
        } else if (unchangedKeys.has(ticket.issue_key)) {
          await deps.tickets.recordSync(ticket.id, null, now);
          counts.unchanged++;
        } else {
          counts.skipped++;
        }
      }
      await audit(caller, 'tracker_ticket_sync', null, { updated: counts.updated, unchanged: counts.unchanged, skipped: counts.skipped }, clientAddress);
      return counts;
    },
    quota: () => deps.tracker.quota(),
  };
}
