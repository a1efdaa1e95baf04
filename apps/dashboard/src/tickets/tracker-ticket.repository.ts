import { findPage, storedFieldsOf } from '@vmdash/db';
import { trusted, type Model } from 'mongoose';
import { z } from 'zod';
import type { TicketLinkDocument } from '../queue/ticket-link.model';
import { TrackerTicketShape, type TrackerTicketDocument } from './tracker-ticket.model';

/** A ticket as the service sees it: `_id` as `id`, with the ids of its linked queue items. */
const StoredTicketShape = TrackerTicketShape.omit({ _id: true }).extend({ id: z.string(), queue_item_ids: z.array(z.string()).default([]) });
export type StoredTicket = z.output<typeof StoredTicketShape>;

/** Which tickets a caller sees: every ticket (`teams` null), else those of `teams` or created by `userId`. */
export interface TicketScope {
  teams: readonly string[] | null;
  userId: string;
}

/** What a sync changed on one ticket. */
export interface TicketSyncChange {
  status: string;
  summary: string;
}

/** Storage of tickets and their links to queue items. */
export interface TicketRepository {
  /** Stores a ticket and its queue item links (the links first: a ticket is never listed without them). */
  insert(ticket: TrackerTicketDocument, links: readonly { queue_item_id: string; team: string }[]): Promise<StoredTicket>;
  findVisible(id: string, scope: TicketScope): Promise<StoredTicket | null>;
  /** The ticket of a tracker issue, whoever sees it (the closed-issue notification's recipient); null when vmdash holds none. */
  findByIssueKey(issueKey: string): Promise<StoredTicket | null>;
  list(scope: TicketScope, page: number, pageSize: number): Promise<{ items: StoredTicket[]; total: number }>;
  /** Every ticket the scope sees (the scoped bulk sync), oldest first. */
  allVisible(scope: TicketScope): Promise<StoredTicket[]>;
  /** Links queue items (once each) and adds their teams to the ticket's. */
  link(ticket: StoredTicket, items: readonly { queue_item_id: string; team: string }[], now: Date): Promise<StoredTicket>;
  /** Applies a synced state: status and summary when they changed (then updated_at), last_synced_at always. */
  recordSync(id: string, change: TicketSyncChange | null, now: Date): Promise<void>;
}

function scopeFilter(scope: TicketScope): Record<string, unknown> {
  if (scope.teams === null) return {};
  return { $or: [{ teams: trusted({ $in: [...scope.teams] }) }, { created_by_id: scope.userId }] };
}

/**
 * The ticket repository over `tracker_tickets` and `queue_ticket_links`. Operators built here (never from input) are
 * marked trusted (docs/architecture.md, Persistence: sanitizeFilter).
 */
export function createTicketRepository(tickets: Model<TrackerTicketDocument>, links: Model<TicketLinkDocument>): TicketRepository {
  const withLinks = async (docs: TrackerTicketDocument[]): Promise<StoredTicket[]> => {
    const ids = docs.map((doc) => doc._id);
    const rows =
      ids.length === 0
        ? []
        : await links
            .find({ ticket_id: trusted({ $in: ids }) })
            .sort({ linked_at: 1, _id: 1 })
            .lean<TicketLinkDocument[]>();
    return docs.map((doc) => storedFieldsOf(StoredTicketShape, { ...doc, id: doc._id, queue_item_ids: rows.filter((row) => row.ticket_id === doc._id).map((row) => row.queue_item_id) }));
  };
  const linkDocs = (ticket: { _id: string; issue_key: string }, items: readonly { queue_item_id: string }[], now: Date) =>
    items.map((item) => ({
      updateOne: {
        filter: { _id: `${item.queue_item_id}:${ticket._id}` },
        update: { $setOnInsert: { queue_item_id: item.queue_item_id, ticket_id: ticket._id, issue_key: ticket.issue_key, linked_at: now } },
        upsert: true,
      },
    }));
  return {
    async insert(ticket, items) {
      if (items.length > 0) await links.bulkWrite(linkDocs(ticket, items, ticket.created_at));
      await tickets.create(ticket);
      return (await withLinks([ticket]))[0]!;
    },
    async findVisible(id, scope) {
      const doc = await tickets.findOne({ _id: id, ...scopeFilter(scope) }).lean<TrackerTicketDocument>();
      return doc ? (await withLinks([doc]))[0]! : null;
    },
    async findByIssueKey(issueKey) {
      const doc = await tickets.findOne({ issue_key: issueKey }).lean<TrackerTicketDocument>();
      return doc ? (await withLinks([doc]))[0]! : null;
    },
    async list(scope, page, pageSize) {
      const conditions = scopeFilter(scope);
      const { docs, total } = await findPage(tickets, conditions, { created_at: -1, _id: -1 }, page, pageSize);
      return { items: await withLinks(docs), total };
    },
    async allVisible(scope) {
      return withLinks(await tickets.find(scopeFilter(scope)).sort({ created_at: 1, _id: 1 }).lean<TrackerTicketDocument[]>());
    },
    async link(ticket, items, now) {
      if (items.length > 0) {
        await links.bulkWrite(linkDocs({ _id: ticket.id, issue_key: ticket.issue_key }, items, now));
        await tickets.updateOne({ _id: ticket.id }, { $addToSet: { teams: { $each: [...new Set(items.map((item) => item.team))] } } });
      }
      const doc = await tickets.findOne({ _id: ticket.id }).lean<TrackerTicketDocument>();
      return (await withLinks(doc ? [doc] : []))[0] ?? ticket;
    },
    async recordSync(id, change, now) {
      await tickets.updateOne({ _id: id }, { $set: { last_synced_at: now, ...(change ? { status: change.status, summary: change.summary, updated_at: now } : {}) } });
    },
  };
}
