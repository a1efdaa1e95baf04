import { unaryCall } from '@vmdash/grpc';
import { pipeJsonRecords, sendJsonRecords } from '../../http/json-array-stream';
import { PagePathParams, toPageJson } from '../../http/paging';
import { jsonResult, streamResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import { defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { OwnerRecord, OwnersRequest, PageQuery, toOwnerJson } from '../shared/shared.schemas';
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

/** Routes of the beta source (interface-spec, "A. Data API"): owners, hosts (all, by owner, paged, one) and vulnerabilities. */
export function betaRoutes(deps: DataApiDeps): DataApiRoute[] {
  const { dataCache } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/beta-owners',
      access: accessOf('vmdash.v1.DataCacheService/ListBetaOwners'),
      docs: { operationId: 'listBetaOwners', summary: 'List owners in beta data', tag, responses: { 200: { description: 'Owners with their teams and host counts', schema: z.array(OwnerRecord) } } },
      handle: async ({ call }) => {
        const list = await unaryCall(dataCache, 'ListBetaOwners', {}, call);
        return jsonResult(list.owners.map(toOwnerJson));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/beta-assets',
      access: accessOf('vmdash.v1.DataCacheService/StreamBetaAssets'),
      deadline: 'stream',
      docs: { operationId: 'listBetaAssets', summary: 'List beta assets', tag, streamed: true, responses: { 200: { description: 'Every beta host', schema: z.array(BetaHostRecord) } } },
      handle: async ({ call }) => streamResult(() => dataCache.StreamBetaAssets({ owners: [] }, call), toBetaHostJson),
    }),
    defineRoute({
      method: 'post',
      path: '/beta-assets',
      access: accessOf('vmdash.v1.DataCacheService/StreamBetaAssets'),
      deadline: 'stream',
      docs: {
        operationId: 'listBetaAssetsOfOwners',
        summary: 'Beta assets of the given owners',
        tag,
        streamed: true,
        responses: { 200: { description: 'Hosts whose owner is listed', schema: z.array(BetaHostRecord) } },
      },
      body: OwnersRequest,
      // An empty filter means "every host" to the RPC; an empty owner list here asks for no owner's hosts.
      handle: async ({ body, call }) => (body.owners.length === 0 ? jsonResult([]) : streamResult(() => dataCache.StreamBetaAssets({ owners: body.owners }, call), toBetaHostJson)),
    }),
    defineRoute({
      method: 'get',
      path: '/beta-assets/{page}',
      access: accessOf('vmdash.v1.DataCacheService/GetBetaAssetPage'),
      docs: { operationId: 'getBetaAssetPage', summary: 'One page of beta assets', tag, responses: { 200: { description: 'The page; past the end, items is empty', schema: BetaHostPageRecord } } },
      params: PagePathParams,
      query: PageQuery,
      handle: async ({ params, query, call }) => {
        const page = await unaryCall(dataCache, 'GetBetaAssetPage', { page: params.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toBetaHostJson)));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/beta-asset/{host_id}',
      access: accessOf('vmdash.v1.DataCacheService/GetBetaAsset'),
      docs: { operationId: 'getBetaAsset', summary: 'Single active asset by host', tag, responses: { 200: { description: 'The host', schema: BetaHostRecord }, 404: { description: 'No such host' } } },
      params: BetaHostParams,
      handle: async ({ params, call }) => jsonResult(toBetaHostJson(await unaryCall(dataCache, 'GetBetaAsset', { host_id: params.host_id }, call))),
    }),
    defineRoute({
      method: 'get',
      path: '/beta-vulnerabilities/{host_id}/{scanner_id}',
      access: accessOf('vmdash.v1.DataCacheService/GetBetaVulnerability'),
      docs: {
        operationId: 'getBetaVulnerability',
        summary: 'Details for one host and scanner id',
        description: 'A plugin can report on several ports of a host, so the answer is a list (one finding per port).',
        tag,
        responses: {
          200: { description: 'The findings of the plugin on the host', schema: z.array(BetaFindingRecord) },
          404: { description: 'No such host, or the plugin has no active finding on it' },
        },
      },
      params: BetaVulnerabilityParams,
      handle: async ({ params, call }) => {
        const list = await unaryCall(dataCache, 'GetBetaVulnerability', params, call);
        return jsonResult(list.items.map(toBetaFindingJson));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/beta-vulnerabilities',
      access: accessOf('vmdash.v1.DataCacheService/StreamBetaVulnerabilities'),
      deadline: 'stream',
      docs: {
        operationId: 'listBetaVulnerabilities',
        summary: 'Details for many host and scanner id pairs',
        tag,
        streamed: true,
        responses: { 200: { description: 'The findings that exist among the pairs asked for', schema: z.array(BetaFindingRecord) } },
      },
      body: BetaVulnerabilitiesRequest,
      handle: async ({ body, call }) => streamResult(() => dataCache.StreamBetaVulnerabilities({ assets: body.assets }, call), toBetaFindingJson),
    }),
    defineRoute({
      method: 'get',
      path: '/beta-vulnerabilities-by-host/{host_id}',
      access: accessOf('vmdash.v1.DataCacheService/ListBetaVulnerabilitiesOfHost'),
      // One message with every finding of the host: tens of megabytes for the largest hosts, so the long deadline.
      deadline: 'bulk',
      docs: {
        operationId: 'listBetaVulnerabilitiesOfHost',
        summary: 'All active vulnerability details of a host',
        tag,
        responses: { 200: { description: 'The active findings of the host', schema: z.array(BetaFindingRecord) }, 404: { description: 'No such host' } },
      },
      params: BetaHostParams,
      // data-cache sends the records encoded as JSON (docs/decisions/0012-findings-as-json.md): written unchanged.
      handle: async ({ params, call }) => {
        const findings = await unaryCall(dataCache, 'ListBetaVulnerabilitiesOfHost', { host_id: params.host_id }, call);
        return { kind: 'stream', write: async (res) => sendJsonRecords(res, findings) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/beta-vulnerabilities-by-host',
      access: accessOf('vmdash.v1.DataCacheService/StreamBetaVulnerabilitiesByHost'),
      deadline: 'stream',
      docs: {
        operationId: 'listBetaVulnerabilitiesOfHosts',
        summary: 'All active vulnerability details of many hosts',
        tag,
        streamed: true,
        responses: { 200: { description: 'The active findings of the hosts', schema: z.array(BetaFindingRecord) } },
      },
      body: BetaHostsRequest,
      handle: async ({ body, call }) => ({ kind: 'stream', write: (res) => pipeJsonRecords(dataCache.StreamBetaVulnerabilitiesByHost({ host_ids: body.host_ids }, call), res) }),
    }),
  ];
}
