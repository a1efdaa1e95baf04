import { useMe, useTeamScope } from './session';

/**
 * Which teams' data the session's team-scoped answers cover, as a card or a list names it: "your teams" (the user's
 * bu_teams) or "all teams" (an Admin's choice, and where an Admin without teams starts); undefined while unknown.
 */
export function useTeamScopeLabel(): 'your teams' | 'all teams' | undefined {
  const me = useMe().data;
  const scope = useTeamScope(Boolean(me)).data?.scope;
  return scope === undefined ? undefined : scope === 'all' ? 'all teams' : 'your teams';
}
