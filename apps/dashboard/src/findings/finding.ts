import type { ListedFindingFields, RiskFactors__Output } from '@vmdash/proto';

/** A finding of either source as the dashboard shows it (ListedFindingFields of libs/proto, its factors as the message's). */
export interface DashboardFinding extends ListedFindingFields<RiskFactors__Output> {
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
