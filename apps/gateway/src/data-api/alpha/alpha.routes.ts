import { unaryCall } from '../../http/grpc-call';
import { defineRoute, jsonResult, streamResult, type Route } from '../../http/route';
import { z } from '../../openapi/zod';
import { longCall, type DataApiDeps } from '../shared/data-api.deps';
import { OwnerRecord, OwnersRequest, PageParams, PageQuery, toOwnerJson } from '../shared/shared.schemas';
import {
  AlphaAssetPageRecord,
  AlphaAssetRecord,
  AlphaFindingRecord,
  AlphaVulnerabilitiesRequest,
  AlphaVulnerabilityParams,
  toAlphaAssetJson,
  toAlphaFindingJson,
} from './alpha.schemas';

const tag = 'alpha';

/** Routes of the alpha source (interface-spec.md face A): owners, assets (all, by owner, paged) and vulnerabilities. */
export function alphaRoutes(deps: DataApiDeps): Route[] {
  const { dataCache } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/alpha-owners',
      scope: 'data:read',
      docs: { operationId: 'listAlphaOwners', summary: 'List owners in alpha data', tag, responseDescription: 'Owners with their teams and asset counts' },
      response: z.array(OwnerRecord),
      handle: async () => {
        const list = await unaryCall(dataCache, 'ListAlphaOwners', {});
        return jsonResult(list.owners.map(toOwnerJson));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/alpha-assets',
      scope: 'data:read',
      docs: { operationId: 'listAlphaAssets', summary: 'List alpha assets', tag, responseDescription: 'Every alpha asset', streamed: true },
      response: z.array(AlphaAssetRecord),
      handle: async () => streamResult(() => dataCache.StreamAlphaAssets({ owners: [] }, longCall(deps)), toAlphaAssetJson),
    }),
    defineRoute({
      method: 'post',
      path: '/alpha-assets',
      scope: 'data:read',
      docs: { operationId: 'listAlphaAssetsOfOwners', summary: 'Alpha assets of the given owners', tag, responseDescription: 'Assets whose owner is listed', streamed: true },
      body: OwnersRequest,
      response: z.array(AlphaAssetRecord),
      // An empty filter means "every asset" to the RPC; an empty owner list here asks for no owner's assets.
      handle: async ({ body }) =>
        body.owners.length === 0 ? jsonResult([]) : streamResult(() => dataCache.StreamAlphaAssets({ owners: body.owners }, longCall(deps)), toAlphaAssetJson),
    }),
    defineRoute({
      method: 'get',
      path: '/alpha-assets/{page}',
      scope: 'data:read',
      docs: { operationId: 'getAlphaAssetPage', summary: 'One page of alpha assets', tag, responseDescription: 'The page; past the end, items is empty' },
      params: PageParams,
      query: PageQuery,
      response: AlphaAssetPageRecord,
      handle: async ({ params, query }) => {
        const page = await unaryCall(dataCache, 'GetAlphaAssetPage', { page: params.page, page_size: query.page_size });
        return jsonResult({ page: page.page, page_size: page.page_size, total: page.total, items: page.items.map(toAlphaAssetJson) });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/alpha-vulnerabilities/{asset_id}/{cve_id}',
      scope: 'data:read',
      docs: { operationId: 'getAlphaVulnerability', summary: 'Vulnerability details for one asset and CVE', tag, responseDescription: 'The finding', notFound: 'No such asset, or the CVE is not found on it' },
      params: AlphaVulnerabilityParams,
      response: AlphaFindingRecord,
      handle: async ({ params }) => jsonResult(toAlphaFindingJson(await unaryCall(dataCache, 'GetAlphaVulnerability', params))),
    }),
    defineRoute({
      method: 'post',
      path: '/alpha-vulnerabilities',
      scope: 'data:read',
      docs: { operationId: 'listAlphaVulnerabilities', summary: 'Details for many asset and CVE pairs', tag, responseDescription: 'The findings that exist among the pairs asked for', streamed: true },
      body: AlphaVulnerabilitiesRequest,
      response: z.array(AlphaFindingRecord),
      handle: async ({ body }) => streamResult(() => dataCache.StreamAlphaVulnerabilities({ assets: body.assets }, longCall(deps)), toAlphaFindingJson),
    }),
  ];
}
