import type { RiskFactors__Output } from '@vmdash/proto';

/**
 * A beta finding as the dashboard shows it (docs/decisions/0011): one active finding row (one per
 * port, `active_host_findings_id`) with its host's identity and `team`, the value of the configured team field
 * (FINDINGS_TEAM_FIELD) that scopes it.
 */
export interface DashboardFinding {
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
}

/** Orders of the findings list (data_cache.proto FindingSort). */
export const FINDING_ORDERS = [
  'FINDING_SORT_SEVERITY_DESC',
  'FINDING_SORT_SEVERITY_ASC',
  'FINDING_SORT_FIRST_SEEN_DESC',
  'FINDING_SORT_FIRST_SEEN_ASC',
  'FINDING_SORT_RISK_DESC',
  'FINDING_SORT_RISK_ASC',
] as const;
export type FindingOrder = (typeof FINDING_ORDERS)[number];

/** One page of findings. */
export interface FindingPageOf<T> {
  page: number;
  page_size: number;
  total: number;
  items: T[];
}
