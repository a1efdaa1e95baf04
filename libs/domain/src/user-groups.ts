/** Dashboard user groups (interface spec, "Dashboard records": values of group). */
export const USER_GROUPS = ['Admin', 'Standard_User', 'Leadership', 'Read_Only'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/**
 * Names no business-unit team may have (compared case-insensitively): `*` is the all-teams marker of internal tokens
 * (libs/identity ALL_TEAMS), and `all`, `any`, `none`, `everyone`, `admin` and `admins` read as scopes or roles rather
 * than teams, so a user given one would look unrestricted (or privileged) to anyone reading a token or the user list.
 * Any name holding `*` is refused too, so no team can pass for a wildcard (docs/decisions/0007; ADR 0008, Team names).
 */
export const RESERVED_TEAM_NAMES = ['*', 'all', 'any', 'none', 'everyone', 'admin', 'admins'] as const;

/** True when `name` cannot be a business-unit team's name (RESERVED_TEAM_NAMES, or any name with `*`). */
export function isReservedTeamName(name: string): boolean {
  return name.includes('*') || (RESERVED_TEAM_NAMES as readonly string[]).includes(name.trim().toLowerCase());
}
