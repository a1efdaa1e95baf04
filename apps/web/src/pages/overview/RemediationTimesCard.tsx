import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { useTeamScopeLabel } from '../../app/session/team-scope-label';
import { SeverityBadge } from '../../components/SeverityBadge';
import { QueryStates } from '../../components/states/QueryStates';
import { ANALYTICS_SOURCES, countedFrom } from './counted-from';
import { ANALYTICS_WINDOW_WEEKS, useRemediationTimes } from './overview-queries';
import { remediationBySeverity } from './remediation-trend';

/**
 * The overview's "Mean time to remediate": for the findings of the caller's teams fixed in the last weeks, the mean
 * days from first seen to fixed by severity, with how many fixed findings each mean rests on (a table: it is its own
 * text equivalent).
 */
export function RemediationTimesCard() {
  const times = useRemediationTimes();
  const scope = useTeamScopeLabel();
  const rows = times.data ? remediationBySeverity(times.data.groups) : undefined;
  return (
    <section className="card" aria-labelledby="remediation-times">
      <h2 id="remediation-times">
        Mean time to remediate <span className="counted-from">{countedFrom(ANALYTICS_SOURCES, scope)}</span>
      </h2>
      <QueryStates
        query={times}
        loading="Reading remediation times"
        isEmpty={() => rows?.length === 0}
        empty={<TeamScopedEmptyState>No finding was fixed in the last {ANALYTICS_WINDOW_WEEKS} weeks.</TeamScopedEmptyState>}
      />
      {rows && rows.length > 0 ? (
        <table className="data">
          <caption className="visually-hidden">Mean days from first seen to fixed by severity, and how many fixed findings each mean rests on</caption>
          <thead>
            <tr>
              <th scope="col">Severity</th>
              <th scope="col">Mean days</th>
              <th scope="col">Fixed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.severity}>
                <th scope="row">
                  <SeverityBadge severity={row.severity} />
                </th>
                <td>{row.meanDays.toLocaleString('en', { maximumFractionDigits: 1 })}</td>
                <td>{row.count.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>Days from the scan that first found a finding to the scan that no longer found it, for the findings fixed in the last {ANALYTICS_WINDOW_WEEKS} weeks.</p>
    </section>
  );
}
