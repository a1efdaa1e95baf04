import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { useTeamScopeLabel } from '../../app/session/team-scope-label';
import { QueryStates } from '../../components/states/QueryStates';
import { ANALYTICS_SOURCES, countedFrom } from './counted-from';
import { ANALYTICS_WINDOW_WEEKS, useWeeklyTrend } from './overview-queries';
import { prefersReducedMotion } from './reduced-motion';
import { trendWeeks, weekLabel } from './remediation-trend';

/** Bar colours: new findings in the high severity's orange, fixed ones in green. */
const NEW_COLOUR = '#c2410c';
const FIXED_COLOUR = '#15803d';

/**
 * The overview's "New and fixed findings": how many findings of the caller's teams were found (opened or reopened) and
 * fixed in the last weeks, in all and per week (a bar chart hidden from assistive technology, with the same numbers
 * in the table of its details).
 */
export function NewAndFixedCard() {
  const trend = useWeeklyTrend();
  const scope = useTeamScopeLabel();
  const weeks = trend.data ? trendWeeks(trend.data, trend.dataUpdatedAt) : undefined;
  const totals = weeks?.reduce((sum, week) => ({ new: sum.new + week.new, fixed: sum.fixed + week.fixed }), { new: 0, fixed: 0 });
  return (
    <section className="card" aria-labelledby="new-and-fixed">
      <h2 id="new-and-fixed">
        New and fixed findings <span className="counted-from">{countedFrom(ANALYTICS_SOURCES, scope)}</span>
      </h2>
      <QueryStates query={trend} loading="Reading the trend" />
      {weeks && totals ? (
        <>
          <p className="stat" data-testid="new-and-fixed-totals">
            {totals.new.toLocaleString('en')} new, {totals.fixed.toLocaleString('en')} fixed
          </p>
          <p>In the last {ANALYTICS_WINDOW_WEEKS} weeks, by the scans that found and no longer found them.</p>
          {totals.new + totals.fixed === 0 ? (
            <TeamScopedEmptyState>No finding was found or fixed in these weeks.</TeamScopedEmptyState>
          ) : (
            <>
              <div aria-hidden="true" className="chart">
                <ResponsiveContainer>
                  <BarChart
                    data={weeks.map((week) => ({ label: weekLabel(week.week), new: week.new, fixed: week.fixed }))}
                    margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                    accessibilityLayer={false}
                  >
                    <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
                    <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
                    <Tooltip />
                    <Legend itemSorter={(item) => (item.dataKey === 'new' ? 0 : 1)} />
                    <Bar dataKey="new" name="New" fill={NEW_COLOUR} isAnimationActive={!prefersReducedMotion()} />
                    <Bar dataKey="fixed" name="Fixed" fill={FIXED_COLOUR} isAnimationActive={!prefersReducedMotion()} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <details>
                <summary>New and fixed by week (table)</summary>
                <table className="data">
                  <caption className="visually-hidden">New and fixed findings per week</caption>
                  <thead>
                    <tr>
                      <th scope="col">Week of</th>
                      <th scope="col">new</th>
                      <th scope="col">fixed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {weeks.map((week) => (
                      <tr key={week.week}>
                        <th scope="row">{weekLabel(week.week)}</th>
                        <td>{week.new.toLocaleString('en')}</td>
                        <td>{week.fixed.toLocaleString('en')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
