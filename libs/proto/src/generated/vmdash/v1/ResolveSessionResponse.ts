// Original file: vmdash/v1/dashboard.proto

import type { SessionState as _vmdash_v1_SessionState, SessionState__Output as _vmdash_v1_SessionState__Output } from '../../vmdash/v1/SessionState';
import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from '../../vmdash/v1/UserRecord';
import type { TeamScope as _vmdash_v1_TeamScope, TeamScope__Output as _vmdash_v1_TeamScope__Output } from '../../vmdash/v1/TeamScope';

export interface ResolveSessionResponse {
  'state'?: (_vmdash_v1_SessionState);
  /**
   * The identity requests act with: the impersonated user while impersonating, else the session's user.
   */
  'user'?: (_vmdash_v1_UserRecord | null);
  /**
   * The Admin who owns the session, set only while impersonating.
   */
  'real_user'?: (_vmdash_v1_UserRecord | null);
  /**
   * Team scope of the session (ALL only for an Admin acting as itself).
   */
  'team_scope'?: (_vmdash_v1_TeamScope);
  'expires_at'?: (string);
  '_real_user'?: "real_user";
}

export interface ResolveSessionResponse__Output {
  'state': (_vmdash_v1_SessionState__Output);
  /**
   * The identity requests act with: the impersonated user while impersonating, else the session's user.
   */
  'user': (_vmdash_v1_UserRecord__Output | null);
  /**
   * The Admin who owns the session, set only while impersonating.
   */
  'real_user'?: (_vmdash_v1_UserRecord__Output | null);
  /**
   * Team scope of the session (ALL only for an Admin acting as itself).
   */
  'team_scope': (_vmdash_v1_TeamScope__Output);
  'expires_at': (string);
}
