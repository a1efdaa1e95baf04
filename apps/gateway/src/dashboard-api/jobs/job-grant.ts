import { signJobGrant } from '@vmdash/identity';
import { DEFAULT_JOB_GRANT_TTL_SECONDS } from '../../config';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { sessionIdentity, signedIn, type RequestSession } from '../http/dashboard-session';

/**
 * The job grant of a job the signed-in caller starts (docs/decisions/0028-jobs.md, "A job's identity"): their
 * identity for the audience `vmdash-jobs`, living JOB_GRANT_TTL_SECONDS; sent to the dashboard with the start only.
 * @throws Error for a request without a session (a route without the session guard: a programming error)
 */
export function jobGrantFor(deps: Pick<DashboardApiDeps, 'internalTokenPrivateKey' | 'jobGrantTtlSeconds'>, session: RequestSession | undefined): string {
  return signJobGrant(sessionIdentity(signedIn(session)), deps.internalTokenPrivateKey, deps.jobGrantTtlSeconds ?? DEFAULT_JOB_GRANT_TTL_SECONDS);
}
