import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { RefreshReportRecord, toRefreshReportJson } from './cache.schemas';
import { RefreshStatusRecord, toRefreshStatusJson } from './refresh-status.schemas';

const tag = 'cache';

/**
 * POST /cache/refresh-alpha and /cache/refresh-beta: re-import a source (bulk deadline; concurrent calls share one
 * refresh); GET /cache/refresh-status: phase and counts of the running or last refresh of each source.
 */
export function cacheRoutes(deps: DataApiDeps): DataApiRoute[] {
  const { dataCache } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/cache/refresh-alpha',
      access: accessOf('vmdash.v1.DataCacheService/RefreshAlpha'),
      deadline: 'bulk',
      docs: { operationId: 'refreshAlphaCache', summary: 'Refresh alpha cache', tag, responses: { 200: { description: 'The refresh report', schema: RefreshReportRecord } } },
      handle: async ({ call }) => jsonResult(toRefreshReportJson(await unaryCall(dataCache, 'RefreshAlpha', {}, call))),
    }),
    defineRoute({
      method: 'post',
      path: '/cache/refresh-beta',
      access: accessOf('vmdash.v1.DataCacheService/RefreshBeta'),
      deadline: 'bulk',
      docs: { operationId: 'refreshBetaCache', summary: 'Refresh beta cache', tag, responses: { 200: { description: 'The refresh report', schema: RefreshReportRecord } } },
      handle: async ({ call }) => jsonResult(toRefreshReportJson(await unaryCall(dataCache, 'RefreshBeta', {}, call))),
    }),
    defineRoute({
      method: 'get',
      path: '/cache/refresh-status',
      access: accessOf('vmdash.v1.DataCacheService/GetRefreshStatus'),
      docs: {
        operationId: 'getRefreshStatus',
        summary: 'Progress of the cache refreshes',
        description:
          'Not in the specification. The running or last refresh of each source: state, phase (reading_sources, scoring, storing, updating_lifecycle, activating, done) and counts so far (files read of those found, hosts, findings), as the replica running it records them (any replica answers). Poll it while a POST /cache/refresh-alpha or -beta runs.',
        tag,
        responses: { 200: { description: 'The refresh status', schema: RefreshStatusRecord } },
      },
      handle: async ({ call }) => jsonResult(toRefreshStatusJson(await unaryCall(dataCache, 'GetRefreshStatus', {}, call))),
    }),
  ];
}
