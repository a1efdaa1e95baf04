import { characterCount, MAX_VENDOR_LENGTH, QUEUE_ITEM_STATUSES, REMEDIATION_NOTE_MAX_LENGTH, vendorRequired, type QueueItemStatus } from '@vmdash/domain';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import { inTeamScope } from '../workflows/workflow-caller';

/** Texts of the queue's refusals (docs/decisions/0011). */
export const QUEUE_TEXTS = {
  itemNotFound: 'Queue item not found',
  findingNotFound: (hostId: number, scannerId: string) => `Finding not found: host ${hostId}, plugin ${scannerId}`,
  vendorRequired: 'vendor is required for workflow types FP, RISK and DECOM',
  vendorTooLong: `vendor must be at most ${MAX_VENDOR_LENGTH} characters`,
  notesOnlyRemediate: 'Notes can only be added to Remediate queue items',
  noteLength: `Note text must be 1 to ${REMEDIATION_NOTE_MAX_LENGTH} characters`,
  deleteRefused: 'Only a pending queue item that is linked to no ticket or submission can be deleted',
  alreadyPending: 'The same finding is already pending for this workflow in the queue',
  changedMeanwhile: 'The queue item changed meanwhile; reload it and try again',
  statusMoveRefused: (from: QueueItemStatus, to: QueueItemStatus) => `A ${from} queue item cannot be moved to ${to}`,
  /** An alpha finding staged (docs/decisions/0026-finding-lifecycle.md, "One list": what an alpha finding can go through). */
  alphaNotStageable: (hostId: number, cveId: string) =>
    `Alpha findings (Nexpose, OpenVAS) cannot be staged: the queue and its workflows (remediation, false positive, risk acceptance, decommission) take beta (Nessus) findings only. An alpha finding can be listed, filtered, exported and seen on its host page (asset ${hostId}, ${cveId})`,
  inSubmission: 'The queue item belongs to a false-positive submission: its status follows the submission (requeue a rejected submission instead)',
} as const;

/** Who moves a queue item's status: the user (PATCH /api/beta/todo-queue/{id}) or the false-positive submission that took it. */
export type QueueStatusMover = 'user' | 'submission';

/**
 * The one table of queue item status moves (interface spec, "States and transitions": pending and completed; the
 * moves are vmdash's): for each status, the statuses it may move to and who may move it there. A user completes a
 * pending item and reopens one they completed; a submission completes the pending items it took. A status not
 * listed under another is no move. Every status change, by a user or a submission, is checked against it
 * (`statusMoveProblem`, `statusesMovableTo`).
 */
export const QUEUE_STATUS_TRANSITIONS: Readonly<Record<QueueItemStatus, Partial<Record<QueueItemStatus, readonly QueueStatusMover[]>>>> = {
  pending: { completed: ['user', 'submission'] },
  completed: { pending: ['user'] },
};

/**
 * The problem of moving an item to status `to` by `mover`, or null when it may move (or already has that status):
 * the move must be in QUEUE_STATUS_TRANSITIONS, and an item of a submission (taken by it, or completed by it) is moved
 * only by its submission, so a completed FP item is never pending again while its submission still names it.
 */
export function statusMoveProblem(item: Pick<ItemFacts, 'status' | 'submission_id'>, to: QueueItemStatus, mover: QueueStatusMover): string | null {
  const from = item.status as QueueItemStatus;
  if (from === to) return null;
  if (!(QUEUE_STATUS_TRANSITIONS[from]?.[to] ?? []).includes(mover)) return QUEUE_TEXTS.statusMoveRefused(from, to);
  if (mover === 'user' && item.submission_id !== null) return QUEUE_TEXTS.inSubmission;
  return null;
}

/** The statuses from which `mover` may move an item to `to` (QUEUE_STATUS_TRANSITIONS read backwards: a store's filter). */
export function statusesMovableTo(to: QueueItemStatus, mover: QueueStatusMover): QueueItemStatus[] {
  return QUEUE_ITEM_STATUSES.filter((from) => (QUEUE_STATUS_TRANSITIONS[from][to] ?? []).includes(mover));
}

/** The item fields a rule looks at. */
interface ItemFacts {
  user_id: string;
  team: string;
  status: string;
  submission_id: string | null;
}

/**
 * Whether the caller sees a queue item: their own items within their teams; an Admin's any user's item within theirs.
 * An item they do not see is "not found" (its existence is not confirmed).
 */
export function canSeeItem(caller: WorkflowCaller, item: ItemFacts): boolean {
  if (!inTeamScope(caller, item.team)) return false;
  return caller.group === 'Admin' || item.user_id === caller.userId;
}

/**
 * Whether the caller may delete a queue item they see (interface spec, "Authentication: Dashboard": a Standard_User
 * deletes only under creator ownership, record state and no cascade): an Admin any item; anyone else only an item they
 * created that is still pending and linked to no ticket or submission.
 */
export function canDeleteItem(caller: WorkflowCaller, item: ItemFacts, ticketLinks: number): boolean {
  if (caller.group === 'Admin') return true;
  return item.user_id === caller.userId && item.status === 'pending' && ticketLinks === 0 && item.submission_id === null;
}

/** The vendor problem of an item of `workflowType` with `vendor`, or null (FP, RISK and DECOM need one). */
export function vendorProblem(workflowType: string, vendor: string | null | undefined): string | null {
  if (vendor !== null && vendor !== undefined && characterCount(vendor) > MAX_VENDOR_LENGTH) return QUEUE_TEXTS.vendorTooLong;
  if (vendorRequired(workflowType) && (vendor === null || vendor === undefined || vendor.trim() === '')) return QUEUE_TEXTS.vendorRequired;
  return null;
}

/** The problem of a remediation note, or null: only Remediate items, 1 to 5000 characters (interface spec, Limits). */
export function remediationNoteProblem(workflowType: string, text: string): string | null {
  if (workflowType !== 'Remediate') return QUEUE_TEXTS.notesOnlyRemediate;
  if (text.trim() === '' || characterCount(text) > REMEDIATION_NOTE_MAX_LENGTH) return QUEUE_TEXTS.noteLength;
  return null;
}
