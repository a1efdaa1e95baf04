import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { RefreshReportRecord, toRefreshReportJson } from './cache.schemas';

const tag = 'cache';

/** POST /cache/refresh-alpha and /cache/refresh-beta: re-import a source (bulk deadline; concurrent calls share one refresh). */
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
  ];
}
