// Original file: vmdash/v1/data_cache.proto

import type { BetaFindingRef as _vmdash_v1_BetaFindingRef, BetaFindingRef__Output as _vmdash_v1_BetaFindingRef__Output } from '../../vmdash/v1/BetaFindingRef';

export interface BetaFindingRefs {
  'refs'?: (_vmdash_v1_BetaFindingRef)[];
}

export interface BetaFindingRefs__Output {
  'refs': (_vmdash_v1_BetaFindingRef__Output)[];
}
