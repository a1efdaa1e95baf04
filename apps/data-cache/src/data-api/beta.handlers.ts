import { NotFoundError } from '@vmdash/domain';
import type { Handlers } from '@vmdash/grpc';
import type {
  BetaFinding,
  BetaFindingList,
  BetaHost,
  BetaHostPage,
  BetaHostRequest__Output,
  BetaHostsRequest__Output,
  BetaVulnerabilitiesRequest__Output,
  BetaVulnerabilityKey__Output,
  Empty__Output,
  KnownBetaHosts,
  OwnerFilter__Output,
  OwnerList,
  PageRequest__Output,
  RefreshReport,
} from '@vmdash/proto';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { BetaSnapshot } from '../snapshot/snapshot.types';
import { checkedPage } from './paging';
import { requireScope } from '@vmdash/identity';

function hostNotFound(hostId: number): NotFoundError {
  return new NotFoundError(`Host ${hostId} not found`);
}

/**
 * gRPC handlers of the beta half of DataCacheService (interface-spec.md face A, beta rows). Lookups of one host
 * answer NOT_FOUND for an unknown host; bulk lookups leave unknown hosts and pairs out (decision 0004).
 */
export function betaHandlers(handlers: Handlers, cache: SourceCache<BetaSnapshot, BetaReadModel>) {
  return {
    ListBetaOwners: handlers.unary<Empty__Output, OwnerList>(async (_request, { caller }) => {
      requireScope(caller, 'data:read');
      return { owners: cache.require().listOwners() };
    }),
    StreamBetaAssets: handlers.serverStream<OwnerFilter__Output, BetaHost>(function (request, { caller }) {
      requireScope(caller, 'data:read');
      return cache.require().hostsOf(request.owners) as Iterable<BetaHost>;
    }),
    GetBetaAssetPage: handlers.unary<PageRequest__Output, BetaHostPage>(async (request, { caller }) => {
      requireScope(caller, 'data:read');
      const { page, pageSize } = checkedPage(request);
      return cache.require().page(page, pageSize) as BetaHostPage;
    }),
    GetBetaAsset: handlers.unary<BetaHostRequest__Output, BetaHost>(async ({ host_id }, { caller }) => {
      requireScope(caller, 'data:read');
      const host = cache.require().host(host_id);
      if (!host) throw hostNotFound(host_id);
      return host as BetaHost;
    }),
    GetBetaVulnerability: handlers.unary<BetaVulnerabilityKey__Output, BetaFindingList>(async ({ host_id, scanner_id }, { caller }) => {
      requireScope(caller, 'data:read');
      const model = cache.require();
      if (!model.host(host_id)) throw hostNotFound(host_id);
      const items = model.findingsOfScanner(host_id, scanner_id);
      if (items.length === 0) throw new NotFoundError(`No active finding of plugin ${scanner_id} on host ${host_id}`);
      return { items: items as BetaFinding[] };
    }),
    StreamBetaVulnerabilities: handlers.serverStream<BetaVulnerabilitiesRequest__Output, BetaFinding>(function* (request, { caller }) {
      requireScope(caller, 'data:read');
      const model = cache.require();
      for (const { host_id, scanner_ids } of request.assets) {
        for (const scannerId of scanner_ids) yield* model.findingsOfScanner(host_id, scannerId) as BetaFinding[];
      }
    }),
    StreamBetaVulnerabilitiesByHost: handlers.serverStream<BetaHostsRequest__Output, BetaFinding>(function (request, { caller }) {
      requireScope(caller, 'data:read');
      const model = cache.require();
      // One host asked (GET /beta-vulnerabilities-by-host/{id}): an unknown host is NOT_FOUND before any item.
      if (request.host_ids.length === 1 && !model.host(request.host_ids[0])) throw hostNotFound(request.host_ids[0]);
      return (function* () {
        for (const hostId of request.host_ids) yield* (model.findingsOf(hostId) ?? []) as BetaFinding[];
      })();
    }),
    FindKnownBetaHosts: handlers.unary<BetaHostsRequest__Output, KnownBetaHosts>(async (request) => {
      // Called service-to-service (action-plan checks hosts exist); any verified caller may ask.
      const model = cache.require();
      return { host_ids: request.host_ids.filter((hostId) => model.host(hostId) !== undefined) };
    }),
    RefreshBeta: handlers.unary<Empty__Output, RefreshReport>(async (_request, { caller }) => {
      requireScope(caller, 'cache:refresh');
      return cache.refresh();
    }),
  };
}
