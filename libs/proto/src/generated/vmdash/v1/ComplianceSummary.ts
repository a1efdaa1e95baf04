// Original file: vmdash/v1/dashboard_compliance.proto

import type { ComplianceSummaryRow as _vmdash_v1_ComplianceSummaryRow, ComplianceSummaryRow__Output as _vmdash_v1_ComplianceSummaryRow__Output } from '../../vmdash/v1/ComplianceSummaryRow';

export interface ComplianceSummary {
  'rows'?: (_vmdash_v1_ComplianceSummaryRow)[];
  /**
   * When the items were last recomputed (ISO 8601); unset before the first recompute.
   */
  'computed_at'?: (string);
  '_computed_at'?: "computed_at";
}

export interface ComplianceSummary__Output {
  'rows': (_vmdash_v1_ComplianceSummaryRow__Output)[];
  /**
   * When the items were last recomputed (ISO 8601); unset before the first recompute.
   */
  'computed_at'?: (string);
}
