// Original file: vmdash/v1/data_cache.proto

import type { SeverityCount as _vmdash_v1_SeverityCount, SeverityCount__Output as _vmdash_v1_SeverityCount__Output } from '../../vmdash/v1/SeverityCount';

/**
 * Active findings of a team scope per severity (every severity of the list, most severe first, zero included) and
 * with KEV, and the snapshots counted ("<alpha>/<beta>").
 */
export interface BetaFindingCounts {
  'by_severity'?: (_vmdash_v1_SeverityCount)[];
  'kev'?: (number);
  'snapshot_id'?: (string);
}

/**
 * Active findings of a team scope per severity (every severity of the list, most severe first, zero included) and
 * with KEV, and the snapshots counted ("<alpha>/<beta>").
 */
export interface BetaFindingCounts__Output {
  'by_severity': (_vmdash_v1_SeverityCount__Output)[];
  'kev': (number);
  'snapshot_id': (string);
}
