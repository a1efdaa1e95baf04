import { ALL_TEAMS, type CallerIdentity, type DashboardUserCaller } from '@vmdash/identity';
import type { UserGroup } from '@vmdash/domain';

/**
 * Who a workflow call acts for: the acting user (the impersonated one while an Admin impersonates), their group, the
 * teams whose records they see (null: every team, only for an Admin who chose every team; interface spec,
 * "Authentication: Dashboard": teams) and the Admin behind an impersonation.
 */
export interface WorkflowCaller {
  userId: string;
  group: UserGroup;
  teams: readonly string[] | null;
  actorId: string | null;
}

/**
 * The workflow caller of an admitted dashboard call. The token's `teams` claim is the session's team scope (`["*"]`
 * when an Admin chose every team, libs/identity ALL_TEAMS); `*` from anyone but an Admin grants nothing.
 */
export function workflowCallerOf(context: { user: DashboardUserCaller; caller: CallerIdentity }): WorkflowCaller {
  const claimed = context.caller.teams ?? [];
  const allTeams = context.user.group === 'Admin' && claimed.includes(ALL_TEAMS);
  return {
    userId: context.user.subject,
    group: context.user.group,
    teams: allTeams ? null : claimed.filter((team) => team !== ALL_TEAMS),
    actorId: context.user.actorSubject ?? null,
  };
}

/** True when a record of team `team` lies in the caller's scope. */
export function inTeamScope(caller: WorkflowCaller, team: string): boolean {
  return caller.teams === null || caller.teams.includes(team);
}
