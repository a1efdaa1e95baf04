import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { TeamScope } from '../api/types';
import { can, useMe, useSetTeamScope, useTeamScope } from '../session/session';

/**
 * The empty state of a team-scoped list (findings, compliance items, the queue, tickets, a host's findings, the
 * overview's figures): the list's own sentence (`children`), then which teams' data it covers, so an empty answer is
 * never mistaken for "nothing was imported". Under an Admin's own teams (none, or too few) it offers the switch to all
 * teams (POST /api/auth/team-scope; every list reloads); a user who is not an Admin is told who can add teams.
 */
export function TeamScopedEmptyState({ children }: { children: ReactNode }) {
  const me = useMe().data;
  const scope = useTeamScope(Boolean(me)).data;
  const setScope = useSetTeamScope();
  // `administer` (the switch's RPC among them) is the acting user's: an impersonating Admin does not hold it.
  const administer = can(me, 'administer');
  const canSwitch = scope?.scope === 'own' && administer;
  return (
    <div className="state state-empty">
      <p>{children}</p>
      {scope ? (
        <p>
          {scopeSentence(scope, administer)}{' '}
          {canSwitch ? (
            <Button className="button button-secondary" isDisabled={setScope.isPending} onPress={() => setScope.mutate('all')}>
              Show all teams
            </Button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Which teams a team-scoped answer covers, in words; a user without teams who cannot switch is told who can add some. */
function scopeSentence(scope: TeamScope, canSwitch: boolean): string {
  if (scope.scope === 'all') return 'Every team is shown.';
  if (scope.teams.length > 0) return `Only your teams are shown: ${scope.teams.join(', ')}.`;
  return canSwitch ? 'Only your teams are shown, and you belong to no team.' : 'Only your teams are shown, and you belong to no team: an Admin can add you to one.';
}
