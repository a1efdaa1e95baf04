// Original file: vmdash/v1/data_cache.proto

export const FindingSort = {
  FINDING_SORT_UNSPECIFIED: 'FINDING_SORT_UNSPECIFIED',
  /**
   * Most severe first (Critical, High, Medium, Low, Info), then host_id, scanner_id, active_host_findings_id.
   */
  FINDING_SORT_SEVERITY_DESC: 'FINDING_SORT_SEVERITY_DESC',
  FINDING_SORT_SEVERITY_ASC: 'FINDING_SORT_SEVERITY_ASC',
  /**
   * Newest first_seen first; findings without first_seen last.
   */
  FINDING_SORT_FIRST_SEEN_DESC: 'FINDING_SORT_FIRST_SEEN_DESC',
  FINDING_SORT_FIRST_SEEN_ASC: 'FINDING_SORT_FIRST_SEEN_ASC',
  /**
   * Highest risk score first, then most severe, then host_id, scanner_id, active_host_findings_id.
   */
  FINDING_SORT_RISK_DESC: 'FINDING_SORT_RISK_DESC',
  FINDING_SORT_RISK_ASC: 'FINDING_SORT_RISK_ASC',
  /**
   * Newest change first (what changed; then as FINDING_SORT_RISK_DESC), and oldest first.
   */
  FINDING_SORT_CHANGED_DESC: 'FINDING_SORT_CHANGED_DESC',
  FINDING_SORT_CHANGED_ASC: 'FINDING_SORT_CHANGED_ASC',
} as const;

export type FindingSort =
  | 'FINDING_SORT_UNSPECIFIED'
  | 0
  /**
   * Most severe first (Critical, High, Medium, Low, Info), then host_id, scanner_id, active_host_findings_id.
   */
  | 'FINDING_SORT_SEVERITY_DESC'
  | 1
  | 'FINDING_SORT_SEVERITY_ASC'
  | 2
  /**
   * Newest first_seen first; findings without first_seen last.
   */
  | 'FINDING_SORT_FIRST_SEEN_DESC'
  | 3
  | 'FINDING_SORT_FIRST_SEEN_ASC'
  | 4
  /**
   * Highest risk score first, then most severe, then host_id, scanner_id, active_host_findings_id.
   */
  | 'FINDING_SORT_RISK_DESC'
  | 5
  | 'FINDING_SORT_RISK_ASC'
  | 6
  /**
   * Newest change first (what changed; then as FINDING_SORT_RISK_DESC), and oldest first.
   */
  | 'FINDING_SORT_CHANGED_DESC'
  | 7
  | 'FINDING_SORT_CHANGED_ASC'
  | 8

export type FindingSort__Output = typeof FindingSort[keyof typeof FindingSort]
