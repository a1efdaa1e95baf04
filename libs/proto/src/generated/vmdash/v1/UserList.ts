// Original file: vmdash/v1/dashboard.proto

import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from '../../vmdash/v1/UserRecord';

export interface UserList {
  'users'?: (_vmdash_v1_UserRecord)[];
}

export interface UserList__Output {
  'users': (_vmdash_v1_UserRecord__Output)[];
}
