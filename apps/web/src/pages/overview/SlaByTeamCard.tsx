import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { useTeamScopeLabel } from '../../app/session/team-scope-label';
import { QueryStates } from '../../components/states/QueryStates';
import { complianceLink } from '../compliance/compliance-filters';
import { useComplianceSummary } from '../compliance/compliance-queries';
import { activeItemsByTeam } from '../compliance/compliance-summary';
import { COMPLIANCE_SOURCES, countedFrom } from './counted-from';
import { prefersReducedMotion } from './reduced-motion';

/** Teams drawn in the chart; the list under it names every team. */
const CHART_TEAMS = 8;

/**
 * The overview's "SLA overdue by team": active compliance items (a host with a KEV finding past the
 * catalog's due date, or a finding open past its severity's SLA, that no action plan covers) per team, as a bar
 * chart and a list whose links open the team's active items on /compliance.
 */
export function SlaByTeamCard() {
  const navigate = useNavigate();
  const summary = useComplianceSummary();
  const scope = useTeamScopeLabel();
  const teams = summary.data ? activeItemsByTeam(summary.data.rows) : undefined;
  const linkOf = (buTeam: string | null) => (buTeam === null ? undefined : complianceLink({ bu_team: buTeam, status: 'active' }));
  return (
    <section className="card" aria-labelledby="sla-by-team">
      <h2 id="sla-by-team">
        SLA overdue by team <span className="counted-from">{countedFrom(COMPLIANCE_SOURCES, scope)}</span>
      </h2>
      <QueryStates query={summary} loading="Counting compliance items" isEmpty={() => teams?.length === 0} empty={<TeamScopedEmptyState>No host is out of SLA.</TeamScopedEmptyState>} />
      {teams && teams.length > 0 ? (
        <>
          {/* Hidden from assistive technology (the links below say the same), so the chart takes no keyboard focus either. */}
          <div aria-hidden="true" className="chart">
            <ResponsiveContainer>
              <BarChart data={teams.slice(0, CHART_TEAMS)} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="team" width={132} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Bar
                  dataKey="active"
                  name="Active items"
                  fill="#c2410c"
                  cursor="pointer"
                  isAnimationActive={!prefersReducedMotion()}
                  onClick={(entry) => {
                    const link = linkOf((entry as unknown as { buTeam: string | null }).buTeam);
                    if (link) navigate(link);
                  }}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="link-list">
            {teams.map((entry) => {
              const link = linkOf(entry.buTeam);
              const text = `${entry.team}: ${entry.active.toLocaleString('en')}`;
              return <li key={entry.team}>{link ? <Link to={link}>{text}</Link> : text}</li>;
            })}
          </ul>
        </>
      ) : null}
      <p>
        Active compliance items: hosts with a KEV finding past its due date or a finding open past its severity&apos;s SLA, not covered by an action plan or a risk exception. The{' '}
        <Link to="/compliance">compliance summary</Link> reports the accepted risk of each team.
      </p>
    </section>
  );
}
