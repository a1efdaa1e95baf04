import { Link } from 'react-router';
import type { Finding } from '../../app/api/types';

/** A finding's accepted risk as GET /api/findings answers it: the exception in force that covers it, or null. */
export type AcceptedRisk = Finding['accepted_risk'];

/**
 * Where the exception of an accepted finding is shown: the Exceptions page listing its state, with that exception
 * marked (`?exception=<id>`).
 */
export function acceptedRiskLink(accepted: NonNullable<AcceptedRisk>): string {
  return `/exceptions?${new URLSearchParams({ state: accepted.state, exception: accepted.exception_id }).toString()}`;
}

/**
 * "Accepted until <date>" beside a finding a risk exception covers (docs/decisions/0032-risk-exceptions.md, "Effect"):
 * the day the exception ends, as a link to it; nothing for a finding without one.
 */
export function AcceptedRiskBadge({ accepted }: { accepted: AcceptedRisk }) {
  if (!accepted) return null;
  return (
    <Link className="badge badge-accepted" to={acceptedRiskLink(accepted)}>
      Accepted until {accepted.expires_on}
    </Link>
  );
}
