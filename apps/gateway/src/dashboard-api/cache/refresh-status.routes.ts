import { unaryCall } from '@vmdash/grpc';
import { RefreshStatusRecord, toRefreshStatusJson } from '../../data-api/cache/refresh-status.schemas';
import { z } from '../../openapi/zod';
import { jsonResult } from '../../http/route-result';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';

/** Text of a failure of the refresh status route. */
const REFRESH_STATUS_TEXTS = { failed: 'Failed to fetch the refresh status' } as const;

/**
 * GET /api/cache/refresh-status (Admin): the Data API's refresh progress for the web app's Overview
 * (docs/decisions/0028-jobs.md, Refresh progress). A read without a dashboard rule, so the route asks data-cache
 * directly with the Admin's identity (GetRefreshStatus admits a cache:refresh bearer or an Admin).
 */
export function refreshStatusRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { dataCache } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/cache/refresh-status',
      access: { kind: 'groups', groups: ['Admin'] },
      query: z.strictObject({}),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: REFRESH_STATUS_TEXTS.failed,
      docs: {
        operationId: 'getCacheRefreshStatus',
        summary: 'Progress of the cache refreshes (Admin)',
        description:
          "Not in the specification. The answer of the Data API's GET /cache/refresh-status: the running or last refresh of each source with its state, phase and counts (files read of those found, hosts, findings), for the Overview page of an Admin.",
        tag: 'cache',
        responses: { 200: { description: 'The refresh status', schema: RefreshStatusRecord }, 400: { description: '"Unknown query parameter <key>": it takes none' } },
      },
      handle: async ({ call }) => jsonResult(toRefreshStatusJson(await unaryCall(dataCache, 'GetRefreshStatus', {}, call))),
    }),
  ];
}
