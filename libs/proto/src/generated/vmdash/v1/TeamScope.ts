// Original file: vmdash/v1/dashboard.proto

export const TeamScope = {
  TEAM_SCOPE_UNSPECIFIED: 'TEAM_SCOPE_UNSPECIFIED',
  /**
   * The user's own bu_teams.
   */
  TEAM_SCOPE_OWN: 'TEAM_SCOPE_OWN',
  /**
   * Every team (Admin only).
   */
  TEAM_SCOPE_ALL: 'TEAM_SCOPE_ALL',
} as const;

export type TeamScope =
  | 'TEAM_SCOPE_UNSPECIFIED'
  | 0
  /**
   * The user's own bu_teams.
   */
  | 'TEAM_SCOPE_OWN'
  | 1
  /**
   * Every team (Admin only).
   */
  | 'TEAM_SCOPE_ALL'
  | 2

export type TeamScope__Output = typeof TeamScope[keyof typeof TeamScope]
