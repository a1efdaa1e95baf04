// Original file: vmdash/v1/dashboard.proto

import type { CreateUserOutcome as _vmdash_v1_CreateUserOutcome, CreateUserOutcome__Output as _vmdash_v1_CreateUserOutcome__Output } from '../../vmdash/v1/CreateUserOutcome';
import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from '../../vmdash/v1/UserRecord';

export interface CreateUserResponse {
  'outcome'?: (_vmdash_v1_CreateUserOutcome);
  'user'?: (_vmdash_v1_UserRecord | null);
}

export interface CreateUserResponse__Output {
  'outcome': (_vmdash_v1_CreateUserOutcome__Output);
  'user': (_vmdash_v1_UserRecord__Output | null);
}
