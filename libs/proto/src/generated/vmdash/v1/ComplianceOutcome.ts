// Original file: vmdash/v1/dashboard_compliance.proto

export const ComplianceOutcome = {
  COMPLIANCE_OUTCOME_UNSPECIFIED: 'COMPLIANCE_OUTCOME_UNSPECIFIED',
  COMPLIANCE_OUTCOME_OK: 'COMPLIANCE_OUTCOME_OK',
  /**
   * No item of that host (and metric) within the caller's teams.
   */
  COMPLIANCE_OUTCOME_NOT_FOUND: 'COMPLIANCE_OUTCOME_NOT_FOUND',
} as const;

export type ComplianceOutcome =
  | 'COMPLIANCE_OUTCOME_UNSPECIFIED'
  | 0
  | 'COMPLIANCE_OUTCOME_OK'
  | 1
  /**
   * No item of that host (and metric) within the caller's teams.
   */
  | 'COMPLIANCE_OUTCOME_NOT_FOUND'
  | 2

export type ComplianceOutcome__Output = typeof ComplianceOutcome[keyof typeof ComplianceOutcome]
