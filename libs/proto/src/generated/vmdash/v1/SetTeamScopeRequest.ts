// Original file: vmdash/v1/dashboard.proto

import type { TeamScope as _vmdash_v1_TeamScope, TeamScope__Output as _vmdash_v1_TeamScope__Output } from '../../vmdash/v1/TeamScope';

/**
 * Refused with SESSION_ENDED when the session is no longer an active Admin session of the caller's own.
 */
export interface SetTeamScopeRequest {
  'session_id'?: (string);
  'scope'?: (_vmdash_v1_TeamScope);
  /**
   * For the audit entry (team_scope_change).
   */
  'client_address'?: (string);
}

/**
 * Refused with SESSION_ENDED when the session is no longer an active Admin session of the caller's own.
 */
export interface SetTeamScopeRequest__Output {
  'session_id': (string);
  'scope': (_vmdash_v1_TeamScope__Output);
  /**
   * For the audit entry (team_scope_change).
   */
  'client_address': (string);
}
