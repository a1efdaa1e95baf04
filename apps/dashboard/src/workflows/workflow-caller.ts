import { ALL_TEAMS, type CallerIdentity, type DashboardUserCaller } from '@vmdash/identity';
import type { UserGroup, WriteWindow } from '@vmdash/domain';

/**
 * Who a workflow call acts for: the acting user (the impersonated one while an Admin impersonates), their group, the
 * teams whose records they see (null: every team, only for an Admin who chose every team; interface spec,
 * "Authentication: Dashboard": teams), the Admin behind an impersonation, and the call's write window: the commit of a
 * workflow write checks it and carries `commitBy` into its filter (docs/decisions/0016, after 0008 "Writes have one
 * outcome").
 */
export interface WorkflowCaller {
  userId: string;
  group: UserGroup;
  teams: readonly string[] | null;
  actorId: string | null;
  writes: WriteWindow;
}

/**
 * The workflow caller of an admitted dashboard call. The token's `teams` claim is the session's team scope (`["*"]`
 * when an Admin chose every team, libs/identity ALL_TEAMS); `*` from anyone but an Admin grants nothing.
 */
export function workflowCallerOf(context: { user: DashboardUserCaller; caller: CallerIdentity; writes: WriteWindow }): WorkflowCaller {
  const claimed = context.caller.teams ?? [];
  const allTeams = context.user.group === 'Admin' && claimed.includes(ALL_TEAMS);
  return {
    userId: context.user.subject,
    group: context.user.group,
    teams: allTeams ? null : claimed.filter((team) => team !== ALL_TEAMS),
    actorId: context.user.actorSubject ?? null,
    writes: context.writes,
  };
}

/** True when a record of team `team` lies in the caller's scope. */
export function inTeamScope(caller: WorkflowCaller, team: string): boolean {
  return caller.teams === null || caller.teams.includes(team);
}
