import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { can, useMe } from '../../app/session/session';
import { useTeamScopeLabel } from '../../app/session/team-scope-label';
import { Page } from '../../components/page/Page';
import { QueryStates } from '../../components/states/QueryStates';
import { findingsLink } from '../findings/findings-filters';
import { countedFrom, FINDINGS_SOURCES } from './counted-from';
import { useFindingCounts, useOpenTickets } from './overview-queries';
import { prefersReducedMotion } from './reduced-motion';
import { NewAndFixedCard } from './NewAndFixedCard';
import { OpenTrendCard } from './OpenTrendCard';
import { PlanSyncCard } from './PlanSyncCard';
import { RefreshStatusCard } from './RefreshStatusCard';
import { RemediationTimesCard } from './RemediationTimesCard';
import { SEVERITY_COLOURS } from './severity-colours';
import { SlaByTeamCard } from './SlaByTeamCard';
import { TopRisksCard } from './TopRisksCard';

/**
 * / (overview): the caller's teams at a glance: the open findings of the last weeks by severity, new and fixed
 * findings per week and the mean time to remediate (the finding lifecycle's analytics, both sources), the top risks (highest risk score first, each opening its factors),
 * findings by severity (a bar chart whose bars, and the links under it, open the filtered findings list), KEV findings, SLA overdue by team (opening the team's compliance items), open
 * tracker tickets, and for an Admin the cache refresh (its phase and counts while one runs). Each card's heading says what it counts: the scanner sources behind it and the session's team
 * scope ("KEV findings (Nexpose, OpenVAS and Nessus, your teams)").
 */
export function OverviewPage() {
  const navigate = useNavigate();
  // Both findings cards from one read (docs/decisions/0031).
  const counts = useFindingCounts();
  const bySeverity = counts.data?.by_severity;
  const tickets = useOpenTickets();
  const scope = useTeamScopeLabel();
  const noFindings = bySeverity?.every((entry) => entry.count === 0);
  const me = useMe().data;
  const administers = can(me, 'administer');
  return (
    <Page title="Overview">
      <div className="grid">
        <OpenTrendCard />
        <NewAndFixedCard />
        <RemediationTimesCard />
        <TopRisksCard />
        <section className="card" aria-labelledby="by-severity">
          <h2 id="by-severity">
            Findings by severity <span className="counted-from">{countedFrom(FINDINGS_SOURCES, scope)}</span>
          </h2>
          <QueryStates query={counts} loading="Counting findings" />
          {bySeverity ? (
            <>
              {/* Hidden from assistive technology (the links below say the same), so the chart takes no keyboard focus either. */}
              <div aria-hidden="true" style={{ width: '100%', height: 220 }}>
                <ResponsiveContainer>
                  <BarChart data={bySeverity} margin={{ top: 22, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
                    <XAxis dataKey="severity" interval={0} tick={{ fontSize: 12 }} />
                    {/* A square-root scale with each bar's count on it: a handful of critical findings stays visible beside
                        thousands of informational ones, and the number is read, not estimated. */}
                    <YAxis scale="sqrt" domain={[0, 'auto']} allowDecimals={false} width={44} tick={{ fontSize: 12 }} />
                    <Tooltip />
                    <Bar
                      dataKey="count"
                      name="Findings"
                      cursor="pointer"
                      isAnimationActive={!prefersReducedMotion()}
                      onClick={(entry) => navigate(findingsLink({ severity: (entry as unknown as { severity: never }).severity }))}
                    >
                      {bySeverity.map((entry) => (
                        <Cell key={entry.severity} fill={SEVERITY_COLOURS[entry.severity]} />
                      ))}
                      <LabelList dataKey="count" position="top" fontSize={12} formatter={(value: unknown) => Number(value).toLocaleString('en')} />
                    </Bar>
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <ul className="link-list">
                {bySeverity.map((entry) => (
                  <li key={entry.severity}>
                    <Link to={findingsLink({ severity: entry.severity })}>
                      {entry.severity}: {entry.count.toLocaleString('en')}
                    </Link>
                  </li>
                ))}
              </ul>
              {noFindings ? <TeamScopedEmptyState>No findings.</TeamScopedEmptyState> : null}
            </>
          ) : null}
        </section>
        <section className="card" aria-labelledby="kev-findings">
          <h2 id="kev-findings">
            KEV findings <span className="counted-from">{countedFrom(FINDINGS_SOURCES, scope)}</span>
          </h2>
          <QueryStates query={counts} loading="Counting KEV findings" />
          {counts.isSuccess ? (
            <p className="stat">
              <Link to={findingsLink({ kev: true })} aria-label={`${counts.data.kev} findings with a CVE in CISA's KEV catalog`}>
                {counts.data.kev.toLocaleString('en')}
              </Link>
            </p>
          ) : null}
          <p>Findings with a CVE in CISA&apos;s Known Exploited Vulnerabilities catalog.</p>
        </section>
        <SlaByTeamCard />
        <section className="card" aria-labelledby="open-tickets">
          <h2 id="open-tickets">
            Tickets open <span className="counted-from">{countedFrom(undefined, scope)}</span>
          </h2>
          <QueryStates query={tickets} loading="Counting tickets" />
          {tickets.isSuccess ? (
            <>
              <p className="stat">
                <Link to="/tickets" aria-label={`${tickets.data.open} open tracker tickets`}>
                  {tickets.data.open}
                </Link>
              </p>
              <p>Open tracker tickets ({tickets.data.total} in all).</p>
              {tickets.data.total === 0 ? <TeamScopedEmptyState>No tickets yet.</TeamScopedEmptyState> : null}
            </>
          ) : null}
        </section>
        {administers ? <RefreshStatusCard /> : null}
        {can(me, 'write') ? <PlanSyncCard /> : null}
      </div>
    </Page>
  );
}
