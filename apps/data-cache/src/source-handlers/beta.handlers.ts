import { NotFoundError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { BetaSnapshot } from '../snapshot/snapshot.types';
import { checkedPage } from './paging';

type BetaRpcs =
  | 'ListBetaOwners'
  | 'StreamBetaAssets'
  | 'GetBetaAssetPage'
  | 'GetBetaAsset'
  | 'GetBetaVulnerability'
  | 'StreamBetaVulnerabilities'
  | 'ListBetaVulnerabilitiesOfHost'
  | 'StreamBetaVulnerabilitiesByHost'
  | 'FindKnownBetaHosts'
  | 'RefreshBeta'
  | 'FindKnownBetaFindings';

/**
 * Size of one message of StreamBetaVulnerabilitiesByHost, bytes of JSON (about 130 findings): large enough that
 * per-message costs vanish, small enough that the stream's backpressure still works in steps (docs/benchmarks.md,
 * "Gateway path").
 */
const BATCH_BYTES = 64 * 1024;

function hostNotFound(hostId: number): NotFoundError {
  return new NotFoundError(`Host ${hostId} not found`);
}

/**
 * gRPC handlers of the beta half of DataCacheService (interface-spec, Endpoints: A. Data API, beta rows). Lookups of
 * one host answer NOT_FOUND for an unknown host; bulk lookups leave unknown hosts and pairs out
 * (docs/decisions/0004-data-cache-snapshots.md, Lookups). Which is which is the RPC, never the number of ids asked.
 */
export function betaHandlers(cache: SourceCache<BetaSnapshot, BetaReadModel>): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, BetaRpcs> {
  return {
    ListBetaOwners: async () => ({ owners: cache.require().listOwners() }),
    StreamBetaAssets: (request) => cache.require().hostsOf(request.owners),
    GetBetaAssetPage: async (request) => {
      const { page, pageSize } = checkedPage(request);
      return cache.require().page(page, pageSize);
    },
    GetBetaAsset: async ({ host_id }) => {
      const host = cache.require().host(host_id);
      if (!host) throw hostNotFound(host_id);
      return host;
    },
    GetBetaVulnerability: async ({ host_id, scanner_id }) => {
      const model = cache.require();
      if (!model.host(host_id)) throw hostNotFound(host_id);
      const items = model.findingsOfScanner(host_id, scanner_id);
      if (items.length === 0) throw new NotFoundError(`No active finding of plugin ${scanner_id} on host ${host_id}`);
      return { items };
    },
    StreamBetaVulnerabilities: function* (request) {
      const model = cache.require();
      for (const { host_id, scanner_ids } of request.assets) {
        for (const scannerId of scanner_ids) yield* model.findingsOfScanner(host_id, scannerId);
      }
    },
    ListBetaVulnerabilitiesOfHost: async ({ host_id }) => {
      const findings = cache.require().findingsJsonOf(host_id);
      if (!findings) throw hostNotFound(host_id);
      return findings;
    },
    StreamBetaVulnerabilitiesByHost: function* (request) {
      for (const batch of cache.require().findingsJsonBatches(request.host_ids, BATCH_BYTES)) yield batch;
    },
    FindKnownBetaHosts: async (request) => {
      const model = cache.require();
      return { host_ids: request.host_ids.filter((hostId) => model.host(hostId) !== undefined) };
    },
    RefreshBeta: async () => cache.refresh(),
    FindKnownBetaFindings: async (request) => {
      const model = cache.require();
      return { known: request.refs.map((ref) => model.hasFinding(ref.host_id, ref)) };
    },
  };
}
