import { unaryCall, type RequestCallOptions } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { DashboardAuthServiceClient } from '@vmdash/proto';
import type { OidcRelyingParty } from './oidc-relying-party';

/** What a due re-check decided for the request that brought it: the session goes on, or it ended. */
export type RecheckVerdict = 'kept' | 'ended';

/**
 * Runs the re-check of a single sign-on session the dashboard found due (docs/decisions/0029-oidc-sign-in.md,
 * Re-check), for the one request whose session lookup won its lease.
 * @param sessionId the session's id (the dashboard finds it by id)
 * @param sealedCredential the credential the dashboard keeps with the session
 * @param clientAddress the request's client address (audit of an ended session)
 * @param call the options of the dashboard call (its request context: the gateway's service identity)
 * @throws the gRPC error when the dashboard cannot record the outcome
 */
export type OidcSessionRecheck = (sessionId: string, sealedCredential: string, clientAddress: string, call: RequestCallOptions) => Promise<RecheckVerdict>;

/**
 * The re-check over the relying party and the dashboard's OidcRecheckSession (called with the gateway's service
 * identity, which the caller's call options carry): the provider authorises (the outcome is recorded, with a
 * rotated credential and the freshly mapped groups), refuses (the dashboard ends every session of the user: this
 * request is answered as a session that ended, 401), or cannot be asked (nothing is recorded and the session goes on;
 * the lease runs out and a later request re-checks, so a provider outage signs nobody out).
 */
export function createOidcSessionRecheck(deps: { client: DashboardAuthServiceClient; oidc: OidcRelyingParty; logger: Logger }): OidcSessionRecheck {
  return async (sessionId, sealedCredential, clientAddress, call) => {
    const outcome = await deps.oidc.recheck(sealedCredential);
    if (outcome.kind === 'unavailable') {
      deps.logger.warn({ reason: outcome.reason }, 'single sign-on re-check: the provider could not be asked; the session goes on and is re-checked later');
      return 'kept';
    }
    const authorised = outcome.kind === 'authorised';
    await unaryCall(
      deps.client,
      'OidcRecheckSession',
      {
        session_id: sessionId,
        authorised,
        refusal_reason: authorised ? '' : outcome.reason,
        sealed_credential: authorised ? outcome.sealedCredential : '',
        claims_applied: authorised && outcome.claims !== undefined,
        group: authorised ? (outcome.claims?.group ?? '') : '',
        bu_teams: authorised ? (outcome.claims?.buTeams ?? []) : [],
        client_address: clientAddress,
      },
      call,
    );
    if (!authorised) deps.logger.info({ reason: outcome.reason }, 'single sign-on re-check: the provider refused; the sessions of the user ended');
    // A fresh mapping to no vmdash group ends the sessions as well (the dashboard's rule).
    return authorised && outcome.claims?.group !== '' ? 'kept' : 'ended';
  };
}
