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
