// Original file: vmdash/v1/dashboard.proto

import type { TeamScope as _vmdash_v1_TeamScope, TeamScope__Output as _vmdash_v1_TeamScope__Output } from '../../vmdash/v1/TeamScope';

export interface SetTeamScopeResponse {
  'scope'?: (_vmdash_v1_TeamScope);
  /**
   * The Admin's own bu_teams.
   */
  'bu_teams'?: (string)[];
}

export interface SetTeamScopeResponse__Output {
  'scope': (_vmdash_v1_TeamScope__Output);
  /**
   * The Admin's own bu_teams.
   */
  'bu_teams': (string)[];
}
