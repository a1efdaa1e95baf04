import { DATA_SOURCES } from '@vmdash/domain';
import { streamResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import { defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { FindingChangeRecord, FindingChangesQuery, toFindingChangeJson } from './finding-changes.schemas';

/**
 * The changes feeds of both sources (docs/decisions/0026-finding-lifecycle.md): every opened, fixed and reopened
 * transition recorded after `since`, oldest first, streamed, so a CMDB or SIEM follows vmdash without re-reading it.
 */
export function findingChangesRoutes(deps: DataApiDeps): DataApiRoute[] {
  const { dataCache } = deps;
  return DATA_SOURCES.map((source) =>
    defineRoute({
      method: 'get',
      path: `/${source}-findings/changes`,
      access: accessOf('vmdash.v1.DataCacheService/StreamFindingChanges'),
      deadline: 'stream',
      docs: {
        operationId: `list${source === 'alpha' ? 'Alpha' : 'Beta'}FindingChanges`,
        summary: `Lifecycle transitions of ${source} findings since a time`,
        tag: source,
        streamed: true,
        responses: { 200: { description: 'Transitions recorded after `since`, in the order they were recorded; each once', schema: z.array(FindingChangeRecord) } },
      },
      query: FindingChangesQuery,
      handle: async ({ query, call }) => streamResult(() => dataCache.StreamFindingChanges({ source, since: query.since }, call), toFindingChangeJson),
    }),
  );
}
