import { characterCount, MAX_VENDOR_LENGTH, REMEDIATION_NOTE_MAX_LENGTH, vendorRequired } from '@vmdash/domain';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import { inTeamScope } from '../workflows/workflow-caller';

/** Texts of the queue's refusals (issue 10). */
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
} as const;

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
