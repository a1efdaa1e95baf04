// Original file: vmdash/v1/dashboard_library.proto

export const RiskTemplateOutcome = {
  RISK_TEMPLATE_OUTCOME_UNSPECIFIED: 'RISK_TEMPLATE_OUTCOME_UNSPECIFIED',
  /**
   * The template is in the answer (read, created, updated, cloned or deleted).
   */
  RISK_TEMPLATE_OUTCOME_OK: 'RISK_TEMPLATE_OUTCOME_OK',
  /**
   * No template with that id.
   */
  RISK_TEMPLATE_OUTCOME_NOT_FOUND: 'RISK_TEMPLATE_OUTCOME_NOT_FOUND',
  /**
   * Another template has the name, compared case-insensitively.
   */
  RISK_TEMPLATE_OUTCOME_NAME_TAKEN: 'RISK_TEMPLATE_OUTCOME_NAME_TAKEN',
} as const;

export type RiskTemplateOutcome =
  | 'RISK_TEMPLATE_OUTCOME_UNSPECIFIED'
  | 0
  /**
   * The template is in the answer (read, created, updated, cloned or deleted).
   */
  | 'RISK_TEMPLATE_OUTCOME_OK'
  | 1
  /**
   * No template with that id.
   */
  | 'RISK_TEMPLATE_OUTCOME_NOT_FOUND'
  | 2
  /**
   * Another template has the name, compared case-insensitively.
   */
  | 'RISK_TEMPLATE_OUTCOME_NAME_TAKEN'
  | 3

export type RiskTemplateOutcome__Output = typeof RiskTemplateOutcome[keyof typeof RiskTemplateOutcome]
