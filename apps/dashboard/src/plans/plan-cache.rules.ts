import type { CachedActionPlan, PlannedFindingRef } from './active-plans';

/**
 * The rules of the action-plan cache (docs/decisions/0013), free of storage and NATS: which plan covers a finding, and how an
 * event changes what the cache knows of one plan whatever order events arrive in
 * (docs/decisions/0013-action-plan-cache.md, "Events").
 */

/** What the cache knows of one plan (the stored document without its bookkeeping). */
export interface KnownPlan {
  action_plan_id: string;
  host_id: number;
  active: boolean;
  /** null until the plan's creation is known (an update arrived first). */
  plan_type: string | null;
  commit_date: string | null;
  scanner_id: string | null;
  active_host_findings_id: number | null;
  created_by: string | null;
  created_at: string | null;
  /** Time of the newest change applied. */
  changed_at: Date;
}

/** A plan event as the cache applies it (libs/events `plans.action_plan.created` / `.updated`). */
export type PlanChangeEvent =
  | {
      kind: 'created';
      action_plan_id: string;
      host_id: number;
      plan_type: string;
      commit_date: string | null;
      scanner_id: string | null;
      active_host_findings_id: number | null;
      created_by: string;
      occurred_at: Date;
    }
  | { kind: 'deactivated'; action_plan_id: string; host_id: number; occurred_at: Date }
  | { kind: 'updated'; action_plan_id: string; host_id: number; commit_date: string | null; occurred_at: Date };

/**
 * What the cache knows of a plan after `event`, from what it knew (`known`, null when nothing):
 * - an inactive plan stays inactive (a plan is never reactivated, docs/decisions/0003 "Updates"), so a late or
 *   redelivered creation or update changes nothing;
 * - a deactivation makes the plan inactive, known or not (a tombstone);
 * - a creation fills the plan's fields; a commit_date of a newer update that arrived first is kept;
 * - an update sets commit_date when it is newer than the newest change applied, and is kept (without a plan type, so
 *   unserved) when the creation has not arrived yet.
 * @returns the new state, or null when nothing changes
 */
export function nextKnownPlan(known: KnownPlan | null, event: PlanChangeEvent): KnownPlan | null {
  if (known && !known.active) return null;
  const newer = !known || event.occurred_at.getTime() >= known.changed_at.getTime();
  const latest = known && !newer ? known.changed_at : event.occurred_at;
  switch (event.kind) {
    case 'deactivated':
      return {
        ...(known ?? emptyPlan(event.action_plan_id, event.host_id)),
        active: false,
        changed_at: latest,
      };
    case 'created': {
      if (known?.plan_type) return null;
      return {
        action_plan_id: event.action_plan_id,
        host_id: event.host_id,
        active: true,
        plan_type: event.plan_type,
        commit_date: known && !newer ? known.commit_date : (event.commit_date ?? known?.commit_date ?? null),
        scanner_id: event.scanner_id,
        active_host_findings_id: event.active_host_findings_id,
        created_by: event.created_by,
        created_at: event.occurred_at.toISOString(),
        changed_at: latest,
      };
    }
    case 'updated':
      if (!newer || event.commit_date === null) return null;
      return { ...(known ?? emptyPlan(event.action_plan_id, event.host_id)), commit_date: event.commit_date, changed_at: event.occurred_at };
  }
}

function emptyPlan(actionPlanId: string, hostId: number): KnownPlan {
  return {
    action_plan_id: actionPlanId,
    host_id: hostId,
    active: true,
    plan_type: null,
    commit_date: null,
    scanner_id: null,
    active_host_findings_id: null,
    created_by: null,
    created_at: null,
    changed_at: new Date(0),
  };
}

/** The served form of an active plan whose creation is known, else undefined. */
export function servedPlan(plan: KnownPlan): CachedActionPlan | undefined {
  if (!plan.active || plan.plan_type === null) return undefined;
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date ?? '',
    scanner_id: plan.scanner_id,
    active_host_findings_id: plan.active_host_findings_id,
    created_by: plan.created_by ?? '',
    created_at: plan.created_at ?? '',
  };
}

/** How specifically `plan` covers `finding`: 3 by active_host_findings_id, 2 by scanner_id, 1 whole host, 0 not. */
function coverage(plan: CachedActionPlan, finding: PlannedFindingRef): number {
  if (plan.host_id !== finding.host_id) return 0;
  if (plan.active_host_findings_id !== null && plan.active_host_findings_id === finding.active_host_findings_id) return 3;
  if (plan.scanner_id !== null && plan.scanner_id === finding.scanner_id) return 2;
  if (plan.scanner_id === null && plan.active_host_findings_id === null) return 1;
  return 0;
}

/**
 * The active plan of `plans` (one host's) that covers `finding`, most specific first: finding
 * (active_host_findings_id), then scanner (scanner_id), then the whole host (ActivePlanLookup, active-plans.ts; the
 * slots of docs/decisions/0003 "Supersede"). Among equals the newest wins.
 */
export function planCovering(plans: readonly CachedActionPlan[], finding: PlannedFindingRef): CachedActionPlan | undefined {
  let best: CachedActionPlan | undefined;
  let bestRank = 0;
  for (const plan of plans) {
    const rank = coverage(plan, finding);
    if (rank > bestRank || (rank === bestRank && rank > 0 && best !== undefined && plan.created_at > best.created_at)) {
      best = plan;
      bestRank = rank;
    }
  }
  return best;
}
