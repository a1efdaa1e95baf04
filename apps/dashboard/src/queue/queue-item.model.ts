import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { QUEUE_ITEM_STATUSES, QUEUE_WORKFLOW_TYPES } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A stored queue item (docs/decisions/0011): a finding one user staged for a workflow, with the finding's fields
 * as they were when staged and `team`, the value of the team field (FINDINGS_TEAM_FIELD) that scopes it. `_id` is a
 * UUID. Ticket links live in `queue_ticket_links`, remediation notes in `workflow_notes`.
 */
export const QueueItemShape = z.object({
  _id: z.string(),
  user_id: z.string(),
  host_id: z.number(),
  hostname: z.string().nullable(),
  scanner_id: z.string(),
  active_host_findings_id: z.number(),
  title: z.string().default(''),
  severity: z.string(),
  cve_ids: z.array(z.string()).default([]),
  bu_team: z.string().nullable(),
  team: z.string(),
  workflow_type: z.enum(QUEUE_WORKFLOW_TYPES),
  vendor: z.string().nullable(),
  status: z.enum(QUEUE_ITEM_STATUSES),
  submission_id: z.string().nullable(),
  created_at: z.date(),
  completed_at: z.date().nullable(),
});

/** A queue item document as stored (see QueueItemShape). */
export type QueueItemDocument = z.output<typeof QueueItemShape>;

const queueItemSchema = mongooseSchemaOf(QueueItemShape, { collection: 'queue_items', versionKey: false, autoIndex: false, strict: 'throw' });

// One pending item per user, finding and workflow (docs/decisions/0011: "the same finding pending twice in one user's queue for
// the same workflow is one item"); a partial index, so completed items of the same finding stay.
queueItemSchema.index({ user_id: 1, host_id: 1, scanner_id: 1, workflow_type: 1 }, { name: 'one_pending_per_user_finding_workflow', unique: true, partialFilterExpression: { status: 'pending' } });
// A user's queue, newest first; an Admin's view of every queue.
queueItemSchema.index({ user_id: 1, created_at: -1, _id: -1 }, { name: 'by_user_time' });
queueItemSchema.index({ created_at: -1, _id: -1 }, { name: 'by_time' });

/** The queue item model on the service's connection. */
export function queueItemModelOf(connection: Connection): Model<QueueItemDocument> {
  return modelOn(connection, 'QueueItem', queueItemSchema);
}
