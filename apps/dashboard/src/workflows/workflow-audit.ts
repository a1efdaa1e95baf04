import type { AuditAction, AuditRecord, AuditTrail } from '../audit/audit-trail';
import type { WorkflowCaller } from './workflow-caller';

/**
 * Records one workflow mutation in the audit trail (interface spec, "Events": audit entries with userId, username,
 * action, entityType, entityId, details, ipAddress): `entityId` is the record changed (null when none is yet), and an
 * Admin acting as the caller is named in details as `impersonated_by` (AuditRecord.impersonatedBy).
 */
export type WorkflowAudit<A extends AuditAction> = (caller: WorkflowCaller, action: A, entityId: string | null, details: Record<string, unknown>, clientAddress: string | null) => Promise<void>;

/** The audit function of one workflow entity type (queue_item, tracker_ticket, fp_submission, finding...). */
export function workflowAuditOf<A extends AuditAction>(deps: { audit: AuditTrail; usernameOf(userId: string): Promise<string> }, entityType: AuditRecord['entityType']): WorkflowAudit<A> {
  return async (caller, action, entityId, details, clientAddress) =>
    deps.audit.record({
      action,
      userId: caller.userId,
      username: await deps.usernameOf(caller.userId),
      entityType,
      impersonatedBy: caller.actorId,
      entityId,
      details,
      ipAddress: clientAddress,
    });
}
