// Original file: vmdash/v1/dashboard_workflows.proto

import type { SeverityCount as _vmdash_v1_SeverityCount, SeverityCount__Output as _vmdash_v1_SeverityCount__Output } from '../../vmdash/v1/SeverityCount';

/**
 * GET /api/findings/counts: the caller's teams' active findings by severity and with KEV (data-cache
 * CountBetaFindings; docs/decisions/0031).
 */
export interface FindingCounts {
  'by_severity'?: (_vmdash_v1_SeverityCount)[];
  'kev'?: (number);
}

/**
 * GET /api/findings/counts: the caller's teams' active findings by severity and with KEV (data-cache
 * CountBetaFindings; docs/decisions/0031).
 */
export interface FindingCounts__Output {
  'by_severity': (_vmdash_v1_SeverityCount__Output)[];
  'kev': (number);
}
