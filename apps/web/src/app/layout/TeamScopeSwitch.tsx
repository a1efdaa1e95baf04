import { Switch } from 'react-aria-components';
import { useSetTeamScope, useTeamScope } from '../session/session';

/** An Admin's switch between own teams and all teams (POST /api/auth/team-scope); every team-scoped list reloads. */
export function TeamScopeSwitch() {
  const scope = useTeamScope(true);
  const setScope = useSetTeamScope();
  const all = scope.data?.scope === 'all';
  return (
    <Switch className="switch" isSelected={all} isDisabled={scope.isPending || setScope.isPending} onChange={(selected) => setScope.mutate(selected ? 'all' : 'own')}>
      <div className="switch-indicator" aria-hidden="true" />
      All teams
    </Switch>
  );
}
