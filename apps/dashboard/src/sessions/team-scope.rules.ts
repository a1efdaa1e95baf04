/**
 * The team scope a new session starts in (interface spec, face B "Teams": a user's bu_teams limit the data; an Admin
 * may switch between own teams and all teams): every team for an Admin who belongs to none, since "own" would show
 * such an Admin nothing (the first Admin of a fresh install is one); otherwise the user's own teams. The Admin's
 * later choice (SetTeamScope) is kept on the session.
 */
export function initialTeamScope(user: { user_group: string; bu_teams: readonly string[] }): 'own' | 'all' {
  return user.user_group === 'Admin' && user.bu_teams.length === 0 ? 'all' : 'own';
}
