// Original file: vmdash/v1/data_cache.proto

import type { BetaHost as _vmdash_v1_BetaHost, BetaHost__Output as _vmdash_v1_BetaHost__Output } from '../../vmdash/v1/BetaHost';

export interface BetaHostPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_BetaHost)[];
}

export interface BetaHostPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_BetaHost__Output)[];
}
