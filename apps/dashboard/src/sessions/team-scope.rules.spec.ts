import { initialTeamScope } from './team-scope.rules';

describe('the team scope a session starts in', () => {
  it('when an Admin belongs to no team, then it starts in all teams, since its own teams would show nothing', () => {
    expect(initialTeamScope({ user_group: 'Admin', bu_teams: [] })).toBe('all');
  });

  it.each([
    ['an Admin with teams', 'Admin', ['retail-banking']],
    ['a Standard_User with teams', 'Standard_User', ['retail-banking']],
    ['a Read_Only user without teams', 'Read_Only', []],
    ['a Leadership user without teams', 'Leadership', []],
  ])('when %s signs in, then it starts in its own teams', (_who, group, teams) => {
    expect(initialTeamScope({ user_group: group, bu_teams: teams })).toBe('own');
  });
});
