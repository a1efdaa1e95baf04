import { unaryCall } from '../../http/grpc-call';
import { defineRoute, jsonResult, streamResult, type Route } from '../../http/route';
import { z } from '../../openapi/zod';
import { longCall, type DataApiDeps } from '../shared/data-api.deps';
import { OwnerRecord, OwnersRequest, PageParams, PageQuery, toOwnerJson } from '../shared/shared.schemas';
import {
  BetaFindingRecord,
  BetaHostPageRecord,
  BetaHostParams,
  BetaHostRecord,
  BetaHostsRequest,
  BetaVulnerabilitiesRequest,
  BetaVulnerabilityParams,
  toBetaFindingJson,
  toBetaHostJson,
} from './beta.schemas';

const tag = 'beta';

/** Routes of the beta source (interface-spec.md face A): owners, hosts (all, by owner, paged, one) and vulnerabilities. */
export function betaRoutes(deps: DataApiDeps): Route[] {
  const { dataCache } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/beta-owners',
      scope: 'data:read',
      docs: { operationId: 'listBetaOwners', summary: 'List owners in beta data', tag, responseDescription: 'Owners with their teams and host counts' },
      response: z.array(OwnerRecord),
      handle: async () => {
        const list = await unaryCall(dataCache, 'ListBetaOwners', {});
        return jsonResult(list.owners.map(toOwnerJson));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/beta-assets',
      scope: 'data:read',
      docs: { operationId: 'listBetaAssets', summary: 'List beta assets', tag, responseDescription: 'Every beta host', streamed: true },
      response: z.array(BetaHostRecord),
      handle: async () => streamResult(() => dataCache.StreamBetaAssets({ owners: [] }, longCall(deps)), toBetaHostJson),
    }),
    defineRoute({
      method: 'post',
      path: '/beta-assets',
      scope: 'data:read',
      docs: { operationId: 'listBetaAssetsOfOwners', summary: 'Beta assets of the given owners', tag, responseDescription: 'Hosts whose owner is listed', streamed: true },
      body: OwnersRequest,
      response: z.array(BetaHostRecord),
      // An empty filter means "every host" to the RPC; an empty owner list here asks for no owner's hosts.
      handle: async ({ body }) =>
        body.owners.length === 0 ? jsonResult([]) : streamResult(() => dataCache.StreamBetaAssets({ owners: body.owners }, longCall(deps)), toBetaHostJson),
    }),
    defineRoute({
      method: 'get',
      path: '/beta-assets/{page}',
      scope: 'data:read',
      docs: { operationId: 'getBetaAssetPage', summary: 'One page of beta assets', tag, responseDescription: 'The page; past the end, items is empty' },
      params: PageParams,
      query: PageQuery,
      response: BetaHostPageRecord,
      handle: async ({ params, query }) => {
        const page = await unaryCall(dataCache, 'GetBetaAssetPage', { page: params.page, page_size: query.page_size });
        return jsonResult({ page: page.page, page_size: page.page_size, total: page.total, items: page.items.map(toBetaHostJson) });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/beta-asset/{host_id}',
      scope: 'data:read',
      docs: { operationId: 'getBetaAsset', summary: 'Single active asset by host', tag, responseDescription: 'The host', notFound: 'No such host' },
      params: BetaHostParams,
      response: BetaHostRecord,
      handle: async ({ params }) => jsonResult(toBetaHostJson(await unaryCall(dataCache, 'GetBetaAsset', { host_id: params.host_id }))),
    }),
    defineRoute({
      method: 'get',
      path: '/beta-vulnerabilities/{host_id}/{scanner_id}',
      scope: 'data:read',
      docs: {
        operationId: 'getBetaVulnerability',
        summary: 'Details for one host and scanner id',
        description: 'A plugin can report on several ports of a host, so the answer is a list (one finding per port).',
        tag,
        responseDescription: 'The findings of the plugin on the host',
        notFound: 'No such host, or the plugin has no active finding on it',
      },
      params: BetaVulnerabilityParams,
      response: z.array(BetaFindingRecord),
      handle: async ({ params }) => {
        const list = await unaryCall(dataCache, 'GetBetaVulnerability', params);
        return jsonResult(list.items.map(toBetaFindingJson));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/beta-vulnerabilities',
      scope: 'data:read',
      docs: { operationId: 'listBetaVulnerabilities', summary: 'Details for many host and scanner id pairs', tag, responseDescription: 'The findings that exist among the pairs asked for', streamed: true },
      body: BetaVulnerabilitiesRequest,
      response: z.array(BetaFindingRecord),
      handle: async ({ body }) => streamResult(() => dataCache.StreamBetaVulnerabilities({ assets: body.assets }, longCall(deps)), toBetaFindingJson),
    }),
    defineRoute({
      method: 'get',
      path: '/beta-vulnerabilities-by-host/{host_id}',
      scope: 'data:read',
      docs: { operationId: 'listBetaVulnerabilitiesOfHost', summary: 'All active vulnerability details of a host', tag, responseDescription: 'The active findings of the host', notFound: 'No such host', streamed: true },
      params: BetaHostParams,
      response: z.array(BetaFindingRecord),
      handle: async ({ params }) => streamResult(() => dataCache.StreamBetaVulnerabilitiesByHost({ host_ids: [params.host_id] }, longCall(deps)), toBetaFindingJson),
    }),
    defineRoute({
      method: 'post',
      path: '/beta-vulnerabilities-by-host',
      scope: 'data:read',
      docs: { operationId: 'listBetaVulnerabilitiesOfHosts', summary: 'All active vulnerability details of many hosts', tag, responseDescription: 'The active findings of the hosts', streamed: true },
      body: BetaHostsRequest,
      response: z.array(BetaFindingRecord),
      handle: async ({ body }) => streamResult(() => dataCache.StreamBetaVulnerabilitiesByHost({ host_ids: body.host_ids }, longCall(deps)), toBetaFindingJson),
    }),
  ];
}
