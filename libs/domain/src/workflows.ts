/**
 * Queue workflow types (interface spec, "Dashboard records": FP, RISK, CARD, GRANITE, DECOM, Remediate). FP, RISK
 * and DECOM require a vendor on the item; Remediate items carry remediation notes.
 */
export const QUEUE_WORKFLOW_TYPES = ['FP', 'RISK', 'CARD', 'GRANITE', 'DECOM', 'Remediate'] as const;
export type QueueWorkflowType = (typeof QUEUE_WORKFLOW_TYPES)[number];

/** Workflow types whose items need a vendor (interface spec, "Dashboard records"). */
export const VENDOR_REQUIRED_WORKFLOWS: readonly QueueWorkflowType[] = ['FP', 'RISK', 'DECOM'];

/** Queue item states (interface spec, "Other states": pending and completed). */
export const QUEUE_ITEM_STATUSES = ['pending', 'completed'] as const;
export type QueueItemStatus = (typeof QUEUE_ITEM_STATUSES)[number];

/** True when items of `workflowType` must name a vendor. */
export function vendorRequired(workflowType: string): boolean {
  return (VENDOR_REQUIRED_WORKFLOWS as readonly string[]).includes(workflowType);
}

/** Workflow types a rejected false-positive submission may be requeued to (interface spec, "B. Other dashboard routes": requeue). */
export const REQUEUE_WORKFLOW_TYPES = ['FP', 'RISK', 'CARD', 'GRANITE', 'DECOM'] as const satisfies readonly QueueWorkflowType[];

/** Tracker ticket source_context values (interface spec, "Dashboard records"). */
export const TICKET_SOURCE_CONTEXTS = ['cve', 'risk', 'beta_queue', 'email', 'manual'] as const;
export type TicketSourceContext = (typeof TICKET_SOURCE_CONTEXTS)[number];

/**
 * lifecycle_status of a false-positive submission: the platform's states (submitted, approved, rejected, expired) and
 * the two of its create (docs/decisions/0016): `creating` while the platform call runs or its outcome is unknown (the
 * next sync settles it), `failed` when the platform holds no workflow of its name after the create's window.
 */
export const FP_LIFECYCLE = ['creating', 'failed', 'submitted', 'approved', 'rejected', 'expired'] as const;
export type FpLifecycleStatus = (typeof FP_LIFECYCLE)[number];
