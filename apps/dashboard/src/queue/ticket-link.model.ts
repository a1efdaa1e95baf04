import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A link between a queue item and a tracker ticket (interface spec, "B. Other dashboard routes": ticket-links). `_id`
 * is "<queue_item_id>:<ticket_id>", so linking twice stores one link.
 */
export const TicketLinkShape = z.object({
  _id: z.string(),
  queue_item_id: z.string(),
  ticket_id: z.string(),
  issue_key: z.string(),
  linked_at: z.date(),
});

/** A ticket link document as stored (see TicketLinkShape). */
export type TicketLinkDocument = z.output<typeof TicketLinkShape>;

const ticketLinkSchema = mongooseSchemaOf(TicketLinkShape, { collection: 'queue_ticket_links', versionKey: false, autoIndex: false, strict: 'throw' });

ticketLinkSchema.index({ queue_item_id: 1, linked_at: 1 }, { name: 'by_queue_item' });
ticketLinkSchema.index({ ticket_id: 1 }, { name: 'by_ticket' });

/** The ticket link model on the service's connection. */
export function ticketLinkModelOf(connection: Connection): Model<TicketLinkDocument> {
  return modelOn(connection, 'QueueTicketLink', ticketLinkSchema);
}
