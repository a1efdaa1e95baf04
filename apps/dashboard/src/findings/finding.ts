import type { RiskFactors__Output } from '@vmdash/proto';

/**
 * A finding of either source as the dashboard shows it (docs/decisions/0011; both sources in one list:
 * docs/decisions/0026-finding-lifecycle.md, "One list") with its host's identity and `team`, the value of the configured
 * team field (FINDINGS_TEAM_FIELD) that scopes it. beta: one row per port (`active_host_findings_id`); alpha: one CVE on
 * one asset (`host_id` the asset_id, `scanner_id` the CVE id, `active_host_findings_id` 0).
 */
export interface DashboardFinding {
  /** alpha (Nexpose, OpenVAS) or beta (Nessus). */
  source: string;
  host_id: number;
  hostname: string | null;
  owner: string;
  bu_team: string | null;
  scanner_id: string;
  active_host_findings_id: number;
  title: string;
  severity: string;
  cve_ids: string[];
  kev: boolean;
  first_seen: string | null;
  last_seen: string | null;
  team: string;
  /** Its risk score (0-1000), rating and factors, and its host's risk (docs/decisions/0027-risk-score-and-sla-policy.md). */
  risk_score: number;
  risk_rating: string;
  risk_factors: RiskFactors__Output | null;
  host_risk_score: number;
  host_risk_total: number;
  /** open, reopened when it was fixed once and is reported again, or fixed (docs/decisions/0026-finding-lifecycle.md). */
  status: string;
  /** When the scan that no longer reported it ran (ISO 8601); null unless fixed. */
  fixed_at: string | null;
  /** In a what-changed list: the change (new, fixed, reopened) and its scan time (ISO 8601); else null. */
  change: string | null;
  changed_at: string | null;
}

/** The filters of GET /api/findings (each optional; every one given must hold). */
export interface FindingFilter {
  hostId?: number;
  scannerId?: string;
  hostname?: string;
  severity?: string;
  kev?: boolean;
  owner?: string;
  buTeam?: string;
  q?: string;
  /** Risk score at least this. */
  minRiskScore?: number;
  riskRating?: string;
  /** alpha or beta; both when unset. */
  source?: string;
  /** Which source hostId belongs to (alpha or beta; beta when unset): the findings of that machine in both sources. */
  hostSource?: string;
  /** Lifecycle statuses listed (open, reopened, fixed); open and reopened when empty or unset. */
  statuses?: string[];
  /** What changed: the transitions of [changedSince, changedUntil or now) (ISO 8601) of the kinds in `changes`. */
  changedSince?: string;
  changedUntil?: string;
  changes?: string[];
}

/** Orders of the findings list (data_cache.proto FindingSort). */
export const FINDING_ORDERS = [
  'FINDING_SORT_SEVERITY_DESC',
  'FINDING_SORT_SEVERITY_ASC',
  'FINDING_SORT_FIRST_SEEN_DESC',
  'FINDING_SORT_FIRST_SEEN_ASC',
  'FINDING_SORT_RISK_DESC',
  'FINDING_SORT_RISK_ASC',
  'FINDING_SORT_CHANGED_DESC',
  'FINDING_SORT_CHANGED_ASC',
] as const;
export type FindingOrder = (typeof FINDING_ORDERS)[number];

/** One page of findings. */
export interface FindingPageOf<T> {
  page: number;
  page_size: number;
  total: number;
  items: T[];
}
