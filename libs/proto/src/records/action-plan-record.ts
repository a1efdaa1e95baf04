import type { PLAN_STATUSES, PlanType } from '@vmdash/domain';
import type { ActionPlan, ActionPlan__Output } from '../generated/vmdash/v1/ActionPlan';

/** Fields of an action plan that may be absent: null in the record, unset in the message. */
type OptionalPlanField = 'scanner_id' | 'active_host_findings_id' | 'tracker_vnr' | 'risk_exc' | 'deactivated_at' | 'superseded_by';

/**
 * An action plan as the Data API's JSON record (interface spec, "Data API" action plan records): commit_date
 * YYYY-MM-DD, timestamps ISO 8601 UTC, absent optional fields null. Its wire form is action_plan.proto's ActionPlan,
 * where an absent optional field is unset; the two functions below are the one mapping between them.
 */
export interface ActionPlanRecord {
  action_plan_id: string;
  host_id: number;
  plan_type: PlanType;
  commit_date: string;
  scanner_id: string | null;
  active_host_findings_id: number | null;
  tracker_vnr: string | null;
  risk_exc: string | null;
  status: (typeof PLAN_STATUSES)[number];
  created_at: string;
  updated_at: string;
  created_by: string;
  deactivated_at: string | null;
  superseded_by: string | null;
}

/**
 * A plan record as toActionPlanMessage takes it: an ActionPlanRecord, or one another Data API sent (the action plans
 * upstream service, docs/decisions/0013-action-plan-cache.md), whose plan_type and status are any text and whose absent
 * optional fields may be left out.
 */
export type ActionPlanRecordInput = Omit<ActionPlanRecord, OptionalPlanField | 'plan_type' | 'status'> & { plan_type: string; status: string } & {
  [K in OptionalPlanField]?: ActionPlanRecord[K] | undefined;
};

/** The ActionPlan message of a plan record: null and absent optional fields unset. */
export function toActionPlanMessage(record: ActionPlanRecordInput): ActionPlan {
  return {
    action_plan_id: record.action_plan_id,
    host_id: record.host_id,
    plan_type: record.plan_type,
    commit_date: record.commit_date,
    scanner_id: record.scanner_id ?? undefined,
    active_host_findings_id: record.active_host_findings_id ?? undefined,
    tracker_vnr: record.tracker_vnr ?? undefined,
    risk_exc: record.risk_exc ?? undefined,
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
    created_by: record.created_by,
    deactivated_at: record.deactivated_at ?? undefined,
    superseded_by: record.superseded_by ?? undefined,
  };
}

/**
 * The plan record of an ActionPlan message: unset optional fields null. plan_type and status are taken as the
 * action-plan service wrote them (one of PLAN_TYPES, active or inactive).
 */
export function toActionPlanRecord(plan: ActionPlan__Output): ActionPlanRecord {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type as PlanType,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? null,
    active_host_findings_id: plan.active_host_findings_id ?? null,
    tracker_vnr: plan.tracker_vnr ?? null,
    risk_exc: plan.risk_exc ?? null,
    status: plan.status as ActionPlanRecord['status'],
    created_at: plan.created_at,
    updated_at: plan.updated_at,
    created_by: plan.created_by,
    deactivated_at: plan.deactivated_at ?? null,
    superseded_by: plan.superseded_by ?? null,
  };
}
