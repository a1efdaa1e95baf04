import type { ActionPlan } from '@vmdash/proto';
import type { StoredPlan } from './plan.shape';

/** Stored plan fields that stay inside the service: every other field of StoredPlanShape is on the wire. */
type ServiceOnlyField = 'updated_by' | 'revision' | 'request_key';

/**
 * The wire form of a plan: ISO 8601 UTC timestamps, unset optional fields for nulls (JSON null at the gateway).
 * The fields are checked against StoredPlanShape: a new stored field fails to compile here until it is mapped or
 * listed in ServiceOnlyField.
 */
export function toActionPlanMessage(plan: StoredPlan): ActionPlan {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? undefined,
    active_host_findings_id: plan.active_host_findings_id ?? undefined,
    tracker_vnr: plan.tracker_vnr ?? undefined,
    risk_exc: plan.risk_exc ?? undefined,
    status: plan.status,
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
    created_by: plan.created_by,
    deactivated_at: plan.deactivated_at?.toISOString(),
    superseded_by: plan.superseded_by ?? undefined,
  } satisfies Record<Exclude<keyof StoredPlan, ServiceOnlyField>, unknown>;
}
