import { toActionPlanMessage as messageOf, type ActionPlan, type ActionPlanRecord } from '@vmdash/proto';
import type { StoredPlan } from './plan.shape';

/** Stored plan fields that stay inside the service: every other field of StoredPlanShape is on the wire. */
type ServiceOnlyField = 'updated_by' | 'revision' | 'request_key';

/**
 * The wire form of a plan: its record (ISO 8601 UTC timestamps, nulls for absent fields) as libs/proto's one
 * ActionPlan mapping writes it. The fields are checked against StoredPlanShape: a new stored field fails to compile
 * here until it is mapped or listed in ServiceOnlyField.
 */
export function toActionPlanMessage(plan: StoredPlan): ActionPlan {
  const record: ActionPlanRecord = {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id,
    active_host_findings_id: plan.active_host_findings_id,
    tracker_vnr: plan.tracker_vnr,
    risk_exc: plan.risk_exc,
    status: plan.status,
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
    created_by: plan.created_by,
    deactivated_at: plan.deactivated_at?.toISOString() ?? null,
    superseded_by: plan.superseded_by,
  } satisfies Record<Exclude<keyof StoredPlan, ServiceOnlyField>, unknown>;
  return messageOf(record);
}
