import { Area, AreaChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SEVERITIES_MOST_SEVERE_FIRST, type Severity } from '../../app/api/types';
import { useTeamScopeLabel } from '../../app/session/team-scope-label';
import { QueryStates } from '../../components/states/QueryStates';
import { ANALYTICS_SOURCES, countedFrom } from './counted-from';
import { ANALYTICS_WINDOW_WEEKS, useWeeklyTrend } from './overview-queries';
import { prefersReducedMotion } from './reduced-motion';
import { trendWeeks, weekLabel } from './remediation-trend';
import { SEVERITY_COLOURS } from './severity-colours';

/** Least severe at the bottom of the stack, so the critical and high bands sit on top where the eye starts. */
const STACK_ORDER = [...SEVERITIES_MOST_SEVERE_FIRST].reverse();

/**
 * The overview's "Open findings over time": the findings of the caller's teams open at the end of each of the last
 * weeks (both sources), stacked by severity. The chart is hidden from assistive technology; the sentence under it and
 * the table in its details say the same.
 */
export function OpenTrendCard() {
  const trend = useWeeklyTrend();
  const scope = useTeamScopeLabel();
  const weeks = trend.data ? trendWeeks(trend.data, trend.dataUpdatedAt) : undefined;
  const first = weeks?.[0];
  const last = weeks?.[weeks.length - 1];
  return (
    <section className="card wide" aria-labelledby="open-trend">
      <h2 id="open-trend">
        Open findings over time <span className="counted-from">{countedFrom(ANALYTICS_SOURCES, scope)}</span>
      </h2>
      <QueryStates query={trend} loading="Reading the trend" />
      {weeks && first && last ? (
        <>
          <div aria-hidden="true" className="chart" data-testid="open-trend-chart">
            <ResponsiveContainer>
              <AreaChart data={weeks.map((week) => ({ label: weekLabel(week.week), ...week.open }))} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} width={52} tick={{ fontSize: 12 }} />
                <Tooltip />
                {/* Most severe first, as the sentence and the table list them (recharts sorts by name unless told). */}
                <Legend itemSorter={(item) => SEVERITIES_MOST_SEVERE_FIRST.indexOf(item.dataKey as Severity)} />
                {STACK_ORDER.map((severity) => (
                  <Area
                    key={severity}
                    type="monotone"
                    dataKey={severity}
                    stackId="open"
                    stroke={SEVERITY_COLOURS[severity]}
                    fill={SEVERITY_COLOURS[severity]}
                    fillOpacity={0.75}
                    isAnimationActive={!prefersReducedMotion()}
                  />
                ))}
              </AreaChart>
            </ResponsiveContainer>
          </div>
          <p>
            {last.openTotal.toLocaleString('en')} findings open now ({SEVERITIES_MOST_SEVERE_FIRST.map((severity) => `${severity} ${last.open[severity].toLocaleString('en')}`).join(', ')}
            ); {first.openTotal.toLocaleString('en')} at the end of the week of {weekLabel(first.week)}, {ANALYTICS_WINDOW_WEEKS} weeks ago.
          </p>
          <details>
            <summary>Open findings by week (table)</summary>
            <table className="data">
              <caption className="visually-hidden">Findings open at the end of each week, by severity</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  {SEVERITIES_MOST_SEVERE_FIRST.map((severity) => (
                    <th key={severity} scope="col">
                      {severity}
                    </th>
                  ))}
                  <th scope="col">open</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.week}>
                    <th scope="row">{weekLabel(week.week)}</th>
                    {SEVERITIES_MOST_SEVERE_FIRST.map((severity) => (
                      <td key={severity}>{week.open[severity].toLocaleString('en')}</td>
                    ))}
                    <td>{week.openTotal.toLocaleString('en')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </section>
  );
}
