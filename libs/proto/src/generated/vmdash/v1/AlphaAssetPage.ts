// Original file: vmdash/v1/data_cache.proto

import type { AlphaAsset as _vmdash_v1_AlphaAsset, AlphaAsset__Output as _vmdash_v1_AlphaAsset__Output } from '../../vmdash/v1/AlphaAsset';

export interface AlphaAssetPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_AlphaAsset)[];
}

export interface AlphaAssetPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_AlphaAsset__Output)[];
}
