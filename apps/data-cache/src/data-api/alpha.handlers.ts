import { NotFoundError } from '@vmdash/domain';
import type { Handlers } from '@vmdash/grpc';
import type {
  AlphaAsset,
  AlphaAssetPage,
  AlphaFinding,
  AlphaVulnerabilitiesRequest__Output,
  AlphaVulnerabilityKey__Output,
  Empty__Output,
  OwnerFilter__Output,
  OwnerList,
  PageRequest__Output,
  RefreshReport,
} from '@vmdash/proto';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot } from '../snapshot/snapshot.types';
import { checkedPage } from './paging';
import { requireScope } from '@vmdash/identity';

/** gRPC handlers of the alpha half of DataCacheService (interface-spec.md face A, alpha rows). */
export function alphaHandlers(handlers: Handlers, cache: SourceCache<AlphaSnapshot, AlphaReadModel>) {
  return {
    ListAlphaOwners: handlers.unary<Empty__Output, OwnerList>(async (_request, { caller }) => {
      requireScope(caller, 'data:read');
      return { owners: cache.require().listOwners() };
    }),
    StreamAlphaAssets: handlers.serverStream<OwnerFilter__Output, AlphaAsset>(function (request, { caller }) {
      requireScope(caller, 'data:read');
      return cache.require().assetsOf(request.owners) as Iterable<AlphaAsset>;
    }),
    GetAlphaAssetPage: handlers.unary<PageRequest__Output, AlphaAssetPage>(async (request, { caller }) => {
      requireScope(caller, 'data:read');
      const { page, pageSize } = checkedPage(request);
      return cache.require().page(page, pageSize) as AlphaAssetPage;
    }),
    GetAlphaVulnerability: handlers.unary<AlphaVulnerabilityKey__Output, AlphaFinding>(async (request, { caller }) => {
      requireScope(caller, 'data:read');
      const finding = cache.require().finding(request.asset_id, request.cve_id);
      if (!finding) throw new NotFoundError(`No finding of ${request.cve_id} on asset ${request.asset_id}`);
      return finding as AlphaFinding;
    }),
    StreamAlphaVulnerabilities: handlers.serverStream<AlphaVulnerabilitiesRequest__Output, AlphaFinding>(function* (request, { caller }) {
      requireScope(caller, 'data:read');
      const model = cache.require();
      for (const { asset_id, cve_ids } of request.assets) {
        for (const cveId of cve_ids) {
          const finding = model.finding(asset_id, cveId);
          if (finding) yield finding as AlphaFinding;
        }
      }
    }),
    RefreshAlpha: handlers.unary<Empty__Output, RefreshReport>(async (_request, { caller }) => {
      requireScope(caller, 'cache:refresh');
      return cache.refresh();
    }),
  };
}
