import { DATA_SOURCES, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { FindingLifecycleStore } from './finding-lifecycle.store';

/**
 * StreamFindingChanges: the lifecycle transitions of one source recorded after `since` (the Data API's changes feed,
 * docs/decisions/0026-finding-lifecycle.md), oldest first.
 * @throws ValidationError (INVALID_ARGUMENT) when the source is not alpha or beta or `since` is not a time
 */
export function findingChangesHandlers(lifecycle: FindingLifecycleStore): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'StreamFindingChanges'> {
  return {
    StreamFindingChanges: async function* (request) {
      const source = DATA_SOURCES.find((name) => name === request.source);
      const since = new Date(request.since);
      if (!source) throw new ValidationError(`source must be one of ${DATA_SOURCES.join(', ')}`);
      if (Number.isNaN(since.getTime())) throw new ValidationError('since must be an ISO 8601 time');
      for await (const change of lifecycle.changes(source, since)) {
        yield {
          change_id: change._id,
          kind: change.kind,
          host_id: change.host_id,
          scanner_id: change.scanner_id ?? undefined,
          active_host_findings_id: change.active_host_findings_id ?? undefined,
          cve_id: change.cve_id ?? undefined,
          port: change.port ?? undefined,
          protocol: change.protocol ?? undefined,
          severity: change.severity,
          bu_team: change.bu_team ?? undefined,
          occurred_at: change.occurred_at.toISOString(),
          recorded_at: change.recorded_at.toISOString(),
        };
      }
    },
  };
}
