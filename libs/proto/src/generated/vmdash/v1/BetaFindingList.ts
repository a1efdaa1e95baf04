// Original file: vmdash/v1/data_cache.proto

import type { BetaFinding as _vmdash_v1_BetaFinding, BetaFinding__Output as _vmdash_v1_BetaFinding__Output } from '../../vmdash/v1/BetaFinding';

export interface BetaFindingList {
  'items'?: (_vmdash_v1_BetaFinding)[];
}

export interface BetaFindingList__Output {
  'items': (_vmdash_v1_BetaFinding__Output)[];
}
