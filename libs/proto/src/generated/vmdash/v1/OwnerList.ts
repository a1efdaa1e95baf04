// Original file: vmdash/v1/data_cache.proto

import type { Owner as _vmdash_v1_Owner, Owner__Output as _vmdash_v1_Owner__Output } from '../../vmdash/v1/Owner';

export interface OwnerList {
  'owners'?: (_vmdash_v1_Owner)[];
}

export interface OwnerList__Output {
  'owners': (_vmdash_v1_Owner__Output)[];
}
