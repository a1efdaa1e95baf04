import type { ServiceImplementation } from '@vmdash/grpc';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../snapshot/snapshot.types';
import { complianceHosts, inBatches } from './compliance-findings';

/**
 * StreamComplianceFindings: the hosts and judgeable findings the dashboard's compliance items are computed from
 * (docs/decisions/0014-compliance-items.md), in batches of hosts. Both models are taken once, so the answer is of one snapshot each.
 */
export function complianceFindingsHandlers(
  alpha: SourceCache<AlphaSnapshot, AlphaReadModel>,
  beta: SourceCache<BetaSnapshot, BetaReadModel>,
): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'StreamComplianceFindings'> {
  return {
    StreamComplianceFindings: async function* (request) {
      const betaModel = beta.require();
      const alphaModel = alpha.current;
      yield* inBatches(complianceHosts(alphaModel, betaModel, request.all_hosts ? null : request.beta_host_ids));
    },
  };
}
