import { Link } from 'react-router';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { useTeamScopeLabel } from '../../app/session/team-scope-label';
import { QueryStates } from '../../components/states/QueryStates';
import { hostLink } from '../findings/finding-sources';
import { findingsLink } from '../findings/findings-filters';
import { findingRowId } from '../findings/FindingsTable';
import { RiskFactorsDialog } from '../findings/RiskFactorsDialog';
import { countedFrom, FINDINGS_SOURCES } from './counted-from';
import { useTopRisks } from './overview-queries';

/**
 * The overview's "Top risks": the caller's teams' findings of the highest risk score (docs/decisions/0027), each with
 * its score (which opens its factors), its title and its host, and a link to the whole list in risk order.
 */
export function TopRisksCard() {
  const top = useTopRisks();
  const scope = useTeamScopeLabel();
  return (
    <section className="card" aria-labelledby="top-risks">
      <h2 id="top-risks">
        Top risks <span className="counted-from">{countedFrom(FINDINGS_SOURCES, scope)}</span>
      </h2>
      <QueryStates query={top} loading="Loading the top risks" isEmpty={(data) => data.length === 0} empty={<TeamScopedEmptyState>No findings.</TeamScopedEmptyState>} />
      {top.isSuccess && top.data.length > 0 ? (
        <>
          <ol className="top-risks">
            {top.data.map((finding) => (
              <li key={findingRowId(finding)}>
                <RiskFactorsDialog finding={finding} /> {finding.title} on <Link to={hostLink(finding.host_id, finding.source)}>{finding.hostname ?? `host ${finding.host_id}`}</Link>
              </li>
            ))}
          </ol>
          <p>
            <Link to={findingsLink({ sort: '-risk' })}>Every finding, highest risk first</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
