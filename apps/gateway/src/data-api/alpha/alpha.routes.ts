import { unaryCall } from '@vmdash/grpc';
import { PagePathParams, toPageJson } from '../../http/paging';
import { jsonResult, streamResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import { defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { OwnerRecord, OwnersRequest, PageQuery, toOwnerJson } from '../shared/shared.schemas';
import { AlphaAssetPageRecord, AlphaAssetRecord, AlphaFindingRecord, AlphaVulnerabilitiesRequest, AlphaVulnerabilityParams, toAlphaAssetJson, toAlphaFindingJson } from './alpha.schemas';

const tag = 'alpha';

/** Routes of the alpha source (interface-spec, "A. Data API"): owners, assets (all, by owner, paged) and vulnerabilities. */
export function alphaRoutes(deps: DataApiDeps): DataApiRoute[] {
  const { dataCache } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/alpha-owners',
      access: accessOf('vmdash.v1.DataCacheService/ListAlphaOwners'),
      docs: {
        operationId: 'listAlphaOwners',
        summary: 'List owners in alpha data',
        tag,
        responses: { 200: { description: 'Owners with their teams and asset counts', schema: z.array(OwnerRecord) } },
      },
      handle: async ({ call }) => {
        const list = await unaryCall(dataCache, 'ListAlphaOwners', {}, call);
        return jsonResult(list.owners.map(toOwnerJson));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/alpha-assets',
      access: accessOf('vmdash.v1.DataCacheService/StreamAlphaAssets'),
      deadline: 'stream',
      docs: { operationId: 'listAlphaAssets', summary: 'List alpha assets', tag, streamed: true, responses: { 200: { description: 'Every alpha asset', schema: z.array(AlphaAssetRecord) } } },
      handle: async ({ call }) => streamResult(() => dataCache.StreamAlphaAssets({ owners: [] }, call), toAlphaAssetJson),
    }),
    defineRoute({
      method: 'post',
      path: '/alpha-assets',
      access: accessOf('vmdash.v1.DataCacheService/StreamAlphaAssets'),
      deadline: 'stream',
      docs: {
        operationId: 'listAlphaAssetsOfOwners',
        summary: 'Alpha assets of the given owners',
        tag,
        streamed: true,
        responses: { 200: { description: 'Assets whose owner is listed', schema: z.array(AlphaAssetRecord) } },
      },
      body: OwnersRequest,
      // An empty filter means "every asset" to the RPC; an empty owner list here asks for no owner's assets.
      handle: async ({ body, call }) => (body.owners.length === 0 ? jsonResult([]) : streamResult(() => dataCache.StreamAlphaAssets({ owners: body.owners }, call), toAlphaAssetJson)),
    }),
    defineRoute({
      method: 'get',
      path: '/alpha-assets/{page}',
      access: accessOf('vmdash.v1.DataCacheService/GetAlphaAssetPage'),
      docs: { operationId: 'getAlphaAssetPage', summary: 'One page of alpha assets', tag, responses: { 200: { description: 'The page; past the end, items is empty', schema: AlphaAssetPageRecord } } },
      params: PagePathParams,
      query: PageQuery,
      handle: async ({ params, query, call }) => {
        const page = await unaryCall(dataCache, 'GetAlphaAssetPage', { page: params.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toAlphaAssetJson)));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/alpha-vulnerabilities/{asset_id}/{cve_id}',
      access: accessOf('vmdash.v1.DataCacheService/GetAlphaVulnerability'),
      docs: {
        operationId: 'getAlphaVulnerability',
        summary: 'Vulnerability details for one asset and CVE',
        tag,
        responses: { 200: { description: 'The finding', schema: AlphaFindingRecord }, 404: { description: 'No such asset, or the CVE is not found on it' } },
      },
      params: AlphaVulnerabilityParams,
      handle: async ({ params, call }) => jsonResult(toAlphaFindingJson(await unaryCall(dataCache, 'GetAlphaVulnerability', params, call))),
    }),
    defineRoute({
      method: 'post',
      path: '/alpha-vulnerabilities',
      access: accessOf('vmdash.v1.DataCacheService/StreamAlphaVulnerabilities'),
      deadline: 'stream',
      docs: {
        operationId: 'listAlphaVulnerabilities',
        summary: 'Details for many asset and CVE pairs',
        tag,
        streamed: true,
        responses: { 200: { description: 'The findings that exist among the pairs asked for', schema: z.array(AlphaFindingRecord) } },
      },
      body: AlphaVulnerabilitiesRequest,
      handle: async ({ body, call }) => streamResult(() => dataCache.StreamAlphaVulnerabilities({ assets: body.assets }, call), toAlphaFindingJson),
    }),
  ];
}
