// Original file: vmdash/v1/dashboard.proto

import type { TeamList as _vmdash_v1_TeamList, TeamList__Output as _vmdash_v1_TeamList__Output } from '../../vmdash/v1/TeamList';

export interface UpdateUserRequest {
  'id'?: (string);
  'is_active'?: (boolean);
  'group'?: (string);
  'bu_teams'?: (_vmdash_v1_TeamList | null);
  'password'?: (string);
  'client_address'?: (string);
  '_is_active'?: "is_active";
  '_group'?: "group";
  '_bu_teams'?: "bu_teams";
  '_password'?: "password";
}

export interface UpdateUserRequest__Output {
  'id': (string);
  'is_active'?: (boolean);
  'group'?: (string);
  'bu_teams'?: (_vmdash_v1_TeamList__Output | null);
  'password'?: (string);
  'client_address': (string);
}
