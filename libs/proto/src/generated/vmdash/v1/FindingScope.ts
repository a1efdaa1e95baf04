// Original file: vmdash/v1/data_cache.proto

import type { FindingTeamField as _vmdash_v1_FindingTeamField, FindingTeamField__Output as _vmdash_v1_FindingTeamField__Output } from '../../vmdash/v1/FindingTeamField';

/**
 * Whose findings an analytics answer covers: hosts whose team field is one of teams, or every host when all_teams
 * (an Admin who chose every team); the same scope as BetaFindingQuery's first three fields.
 */
export interface FindingScope {
  'team_field'?: (_vmdash_v1_FindingTeamField);
  'all_teams'?: (boolean);
  'teams'?: (string)[];
}

/**
 * Whose findings an analytics answer covers: hosts whose team field is one of teams, or every host when all_teams
 * (an Admin who chose every team); the same scope as BetaFindingQuery's first three fields.
 */
export interface FindingScope__Output {
  'team_field': (_vmdash_v1_FindingTeamField__Output);
  'all_teams': (boolean);
  'teams': (string)[];
}
