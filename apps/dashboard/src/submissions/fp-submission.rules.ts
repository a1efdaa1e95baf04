import { FP_LIFECYCLE } from './fp-submission.model';

/** Texts of the submissions' refusals (issue 10). */
export const SUBMISSION_TEXTS = {
  notFound: 'Submission not found',
  queueItemNotFound: (id: string) => `Queue item not found: ${id}`,
  notPendingFp: (id: string) => `Queue item ${id} is not a pending FP item outside any submission`,
  nameTaken: 'A submission with this name already exists',
  onlyRejected: 'Only a rejected submission can be requeued',
  alreadyRequeued: 'The submission was already requeued',
  stillCreating: 'The submission is still being created; sync it again in a moment',
  changedMeanwhile: 'The submission changed meanwhile; read it again',
  notCreated: 'The submission was not created on the platform (still creating, or failed)',
  workflowUnresolved: 'The platform workflow of this submission is not resolved yet; sync it first',
} as const;

/** Workflow types a rejected submission may be requeued to (interface spec, "B. Other dashboard routes": requeue). */
export const REQUEUE_WORKFLOW_TYPES = ['FP', 'RISK', 'CARD', 'GRANITE', 'DECOM'] as const;

/** The platform states and the lifecycle each means (REQUESTED and anything unknown: still submitted). */
const LIFECYCLE_OF_STATE: Record<string, (typeof FP_LIFECYCLE)[number]> = {
  REQUESTED: 'submitted',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  EXPIRED: 'expired',
};

/** The lifecycle_status of the platform's state of a workflow batch (issue 10: sync maps it). */
export function lifecycleOf(platformState: string): (typeof FP_LIFECYCLE)[number] {
  return LIFECYCLE_OF_STATE[platformState.toUpperCase()] ?? 'submitted';
}
