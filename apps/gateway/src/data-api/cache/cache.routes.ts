import { unaryCall } from '../../http/grpc-call';
import { defineRoute, jsonResult, type Route } from '../../http/route';
import { longCall, type DataApiDeps } from '../shared/data-api.deps';
import { RefreshReportRecord, toRefreshReportJson } from './cache.schemas';

const tag = 'cache';

/** POST /cache/refresh-alpha and /cache/refresh-beta: re-import a source (long deadline; concurrent calls share one refresh). */
export function cacheRoutes(deps: DataApiDeps): Route[] {
  const { dataCache } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/cache/refresh-alpha',
      scope: 'cache:refresh',
      docs: { operationId: 'refreshAlphaCache', summary: 'Refresh alpha cache', tag, responseDescription: 'The refresh report' },
      response: RefreshReportRecord,
      handle: async () => jsonResult(toRefreshReportJson(await unaryCall(dataCache, 'RefreshAlpha', {}, longCall(deps)))),
    }),
    defineRoute({
      method: 'post',
      path: '/cache/refresh-beta',
      scope: 'cache:refresh',
      docs: { operationId: 'refreshBetaCache', summary: 'Refresh beta cache', tag, responseDescription: 'The refresh report' },
      response: RefreshReportRecord,
      handle: async () => jsonResult(toRefreshReportJson(await unaryCall(dataCache, 'RefreshBeta', {}, longCall(deps)))),
    }),
  ];
}
