import { NotFoundError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot } from '../snapshot/snapshot.types';
import { checkedPage } from './paging';

type AlphaRpcs = 'ListAlphaOwners' | 'StreamAlphaAssets' | 'GetAlphaAssetPage' | 'GetAlphaVulnerability' | 'StreamAlphaVulnerabilities' | 'RefreshAlpha';

/**
 * gRPC handlers of the alpha half of DataCacheService (interface-spec, Endpoints: A. Data API, alpha rows). The one
 * lookup (GetAlphaVulnerability) answers NOT_FOUND; the bulk stream leaves out pairs that do not exist
 * (docs/decisions/0004-data-cache-snapshots.md, Lookups).
 */
export function alphaHandlers(cache: SourceCache<AlphaSnapshot, AlphaReadModel>): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, AlphaRpcs> {
  return {
    ListAlphaOwners: async () => ({ owners: cache.require().listOwners() }),
    StreamAlphaAssets: (request) => cache.require().assetsOf(request.owners),
    GetAlphaAssetPage: async (request) => {
      const { page, pageSize } = checkedPage(request);
      return cache.require().page(page, pageSize);
    },
    GetAlphaVulnerability: async (request) => {
      const finding = cache.require().finding(request.asset_id, request.cve_id);
      if (!finding) throw new NotFoundError(`No finding of ${request.cve_id} on asset ${request.asset_id}`);
      return finding;
    },
    StreamAlphaVulnerabilities: function* (request) {
      const model = cache.require();
      for (const { asset_id, cve_ids } of request.assets) {
        for (const cveId of cve_ids) {
          const finding = model.finding(asset_id, cveId);
          if (finding) yield finding;
        }
      }
    },
    RefreshAlpha: async () => cache.refresh(),
  };
}
