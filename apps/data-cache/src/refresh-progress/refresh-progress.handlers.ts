import type { ServiceImplementation } from '@vmdash/grpc';
import type { RefreshProgress } from '@vmdash/proto';
import type { RefreshProgressRecord, RefreshProgressStore } from './refresh-progress.store';

/** The message of a stored progress record (times ISO 8601; unset fields left out). */
function toMessage(record: RefreshProgressRecord): RefreshProgress {
  return {
    source: record.source,
    state: record.state,
    phase: record.phase,
    files_read: record.files_read,
    files_total: record.files_total,
    hosts: record.hosts,
    findings: record.findings,
    started_at: record.started_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
    ...(record.finished_at ? { finished_at: record.finished_at.toISOString() } : {}),
    ...(record.snapshot_id ? { snapshot_id: record.snapshot_id } : {}),
    ...(record.error ? { error: record.error } : {}),
  };
}

/** GetRefreshStatus of DataCacheService: the last refresh of each source, as the refreshing replica recorded it. */
export function refreshProgressHandlers(store: RefreshProgressStore): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'GetRefreshStatus'> {
  return {
    GetRefreshStatus: async () => {
      const records = await store.all();
      const of = (source: RefreshProgressRecord['source']) => records.find((record) => record.source === source);
      const alpha = of('alpha');
      const beta = of('beta');
      return { ...(alpha ? { alpha: toMessage(alpha) } : {}), ...(beta ? { beta: toMessage(beta) } : {}) };
    },
  };
}
