/**
 * Action plan types of the Data API (interface spec, "Data API request records", usage rules by plan_type).
 * `wholeHost` plans name no finding; vulnerability-level plans identify one.
 */
export const PLAN_TYPES = ['decommission', 'remediation', 'false_positive', 'risk_acceptance', 'scan_exclusion'] as const;

/** One of the five plan types of the spec. */
export type PlanType = (typeof PLAN_TYPES)[number];

/** Plan types that apply to the whole host and therefore take no scanner_id (spec: usage rules by plan_type). */
export const WHOLE_HOST_PLAN_TYPES: readonly PlanType[] = ['decommission', 'scan_exclusion'];

/** Status of a stored action plan: a newer plan for the same host and finding makes the older one inactive. */
export const PLAN_STATUSES = ['active', 'inactive'] as const;

/** Keys of `updates` that PATCH /hosts/{host_id}/action-plans accepts (decision: docs/decisions/0003-action-plan-rules.md). */
export const PLAN_PATCHABLE_KEYS = ['commit_date', 'tracker_vnr', 'risk_exc', 'deactivation'] as const;
export type PlanPatchableKey = (typeof PLAN_PATCHABLE_KEYS)[number];

/** True when `value` is one of the spec's five plan types. */
export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}
