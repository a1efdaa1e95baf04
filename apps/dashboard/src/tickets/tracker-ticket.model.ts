import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { TICKET_SOURCE_CONTEXTS } from '@vmdash/domain';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/**
 * A stored tracker ticket (docs/decisions/0011). Written only after the tracker answered the issue key (no
 * record without one); `_id` is the UUID that was also the create's idempotency id. `teams` scopes it: the creator's
 * teams when it was created and the teams of the queue items linked to it. Linked queue items live in
 * `queue_ticket_links`.
 */
export const TrackerTicketShape = z.object({
  _id: z.string(),
  issue_key: z.string(),
  url: z.string().default(''),
  summary: z.string(),
  /** The raw tracker status (a default: mongoose refuses '' for a required string, and a ticket must never be lost). */
  status: z.string().default(''),
  source_context: z.enum(TICKET_SOURCE_CONTEXTS),
  cve_id: z.string().nullable(),
  vendor: z.string().nullable(),
  created_by: z.string(),
  created_by_id: z.string(),
  /** The Admin who created it while impersonating `created_by` (workflows/impersonating-admin.ts). */
  ...ImpersonatingAdminShape.shape,
  teams: z.array(z.string()).default([]),
  created_at: z.date(),
  updated_at: z.date(),
  last_synced_at: z.date().nullable(),
});

/** A ticket document as stored (see TrackerTicketShape). */
export type TrackerTicketDocument = z.output<typeof TrackerTicketShape>;

const ticketSchema = mongooseSchemaOf(TrackerTicketShape, { collection: 'tracker_tickets', versionKey: false, autoIndex: false, strict: 'throw' });

ticketSchema.index({ issue_key: 1 }, { name: 'issue_key_unique', unique: true });
ticketSchema.index({ teams: 1, created_at: -1 }, { name: 'by_team_time' });
ticketSchema.index({ created_by_id: 1, created_at: -1 }, { name: 'by_creator_time' });

/** The ticket model on the service's connection. */
export function trackerTicketModelOf(connection: Connection): Model<TrackerTicketDocument> {
  return modelOn(connection, 'TrackerTicket', ticketSchema);
}
