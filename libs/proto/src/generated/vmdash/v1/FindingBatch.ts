// Original file: vmdash/v1/dashboard_workflows.proto

import type { ScopedBetaFinding as _vmdash_v1_ScopedBetaFinding, ScopedBetaFinding__Output as _vmdash_v1_ScopedBetaFinding__Output } from '../../vmdash/v1/ScopedBetaFinding';

/**
 * One batch of an export, in the export's order (a page of data-cache's findings, at most 1000).
 */
export interface FindingBatch {
  'items'?: (_vmdash_v1_ScopedBetaFinding)[];
}

/**
 * One batch of an export, in the export's order (a page of data-cache's findings, at most 1000).
 */
export interface FindingBatch__Output {
  'items': (_vmdash_v1_ScopedBetaFinding__Output)[];
}
