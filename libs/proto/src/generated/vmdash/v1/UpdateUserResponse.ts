// Original file: vmdash/v1/dashboard.proto

import type { UpdateUserOutcome as _vmdash_v1_UpdateUserOutcome, UpdateUserOutcome__Output as _vmdash_v1_UpdateUserOutcome__Output } from '../../vmdash/v1/UpdateUserOutcome';
import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from '../../vmdash/v1/UserRecord';

export interface UpdateUserResponse {
  'outcome'?: (_vmdash_v1_UpdateUserOutcome);
  'user'?: (_vmdash_v1_UserRecord | null);
}

export interface UpdateUserResponse__Output {
  'outcome': (_vmdash_v1_UpdateUserOutcome__Output);
  'user': (_vmdash_v1_UserRecord__Output | null);
}
