// Original file: vmdash/v1/data_cache.proto

/**
 * Which host field carries the business unit a dashboard user is scoped to (FINDINGS_TEAM_FIELD of the dashboard;
 * interface spec, "Authentication: Dashboard": the findings filter of the business unit is configurable).
 */
export const FindingTeamField = {
  FINDING_TEAM_FIELD_UNSPECIFIED: 'FINDING_TEAM_FIELD_UNSPECIFIED',
  FINDING_TEAM_FIELD_BU_TEAM: 'FINDING_TEAM_FIELD_BU_TEAM',
  FINDING_TEAM_FIELD_OWNER: 'FINDING_TEAM_FIELD_OWNER',
} as const;

/**
 * Which host field carries the business unit a dashboard user is scoped to (FINDINGS_TEAM_FIELD of the dashboard;
 * interface spec, "Authentication: Dashboard": the findings filter of the business unit is configurable).
 */
export type FindingTeamField =
  | 'FINDING_TEAM_FIELD_UNSPECIFIED'
  | 0
  | 'FINDING_TEAM_FIELD_BU_TEAM'
  | 1
  | 'FINDING_TEAM_FIELD_OWNER'
  | 2

/**
 * Which host field carries the business unit a dashboard user is scoped to (FINDINGS_TEAM_FIELD of the dashboard;
 * interface spec, "Authentication: Dashboard": the findings filter of the business unit is configurable).
 */
export type FindingTeamField__Output = typeof FindingTeamField[keyof typeof FindingTeamField]
