// Original file: vmdash/v1/data_cache.proto

import type { RefreshProgress as _vmdash_v1_RefreshProgress, RefreshProgress__Output as _vmdash_v1_RefreshProgress__Output } from '../../vmdash/v1/RefreshProgress';

/**
 * The last refresh of each source; a source never refreshed since its database was made is absent.
 */
export interface RefreshStatus {
  'alpha'?: (_vmdash_v1_RefreshProgress | null);
  'beta'?: (_vmdash_v1_RefreshProgress | null);
  '_alpha'?: "alpha";
  '_beta'?: "beta";
}

/**
 * The last refresh of each source; a source never refreshed since its database was made is absent.
 */
export interface RefreshStatus__Output {
  'alpha'?: (_vmdash_v1_RefreshProgress__Output | null);
  'beta'?: (_vmdash_v1_RefreshProgress__Output | null);
}
