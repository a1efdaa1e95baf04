/**
 * An active host action plan as the dashboard's action-plan cache holds it (docs/decisions/0013): the
 * fields of the action-plan service's ActionPlan (protos/vmdash/v1/action_plan.proto) that the dashboard shows and
 * matches findings with. Dates: commit_date YYYY-MM-DD; created_at ISO 8601 UTC.
 */
export interface CachedActionPlan {
  action_plan_id: string;
  host_id: number;
  /** decommission, remediation, false_positive, risk_acceptance or scan_exclusion (libs/domain PLAN_TYPES). */
  plan_type: string;
  commit_date: string;
  /** null for a whole-host plan (decommission, scan_exclusion) or a plan keyed by active_host_findings_id only. */
  scanner_id: string | null;
  active_host_findings_id: number | null;
  created_by: string;
  created_at: string;
}

/** The finding a plan may cover: one beta finding row (host, plugin, and the port-level row id). */
export interface PlannedFindingRef {
  host_id: number;
  scanner_id: string;
  active_host_findings_id: number;
}

/**
 * Which findings have an active action plan: the read side of the dashboard's action-plan cache, used by GET
 * /api/findings (each finding's active plan) and by compliance (an item is active while a host has an overdue
 * finding that no active plan covers).
 *
 * A plan covers a finding when it is a whole-host plan of the finding's host (scanner_id and active_host_findings_id
 * both null), or names the finding's scanner_id, or names its active_host_findings_id (docs/decisions/0003, "Supersede":
 * the host, `scanner:` and `finding:` slots). Where several cover one finding, the most specific answers: finding,
 * then scanner, then host.
 */
export interface ActivePlanLookup {
  /** The active plan covering `finding`, or undefined. Never throws; answers from the cache as it stands. */
  planFor(finding: PlannedFindingRef): Promise<CachedActionPlan | undefined>;
  /** The active plans of each host asked for (hosts without one are absent from the map). */
  plansOfHosts(hostIds: readonly number[]): Promise<Map<number, CachedActionPlan[]>>;
  /**
   * Calls `listener` with the host ids whose active plans changed (after an event was applied, or every host after a
   * full sync). Returns the function that removes the listener.
   */
  onChange(listener: (hostIds: readonly number[] | 'all') => void): () => void;
}

/**
 * Which hosts the action-plan service knows (each finding's `atlas_known`, docs/decisions/0013-action-plan-cache.md).
 * With this deployment's action-plan service every host of data-cache is known; with the action plans upstream
 * service, the hosts its last sync listed and did not answer 404 for.
 */
export interface AtlasHostLookup {
  /** The hosts of `hostIds` the action-plan service knows. */
  knownHosts(hostIds: readonly number[]): Promise<Set<number>>;
}
