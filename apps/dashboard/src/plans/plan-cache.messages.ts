import type { CachedActionPlan as CachedActionPlanMessage } from '@vmdash/proto';
import type { CachedActionPlan } from './active-plans';

/** The wire form of a cached plan (dashboard_workflows.proto CachedActionPlan): nulls become unset fields. */
export function toCachedPlanMessage(plan: CachedActionPlan): CachedActionPlanMessage {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? undefined,
    active_host_findings_id: plan.active_host_findings_id ?? undefined,
    created_by: plan.created_by,
    created_at: plan.created_at,
  };
}
