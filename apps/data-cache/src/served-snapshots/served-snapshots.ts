import type { ServiceImplementation } from '@vmdash/grpc';

/** A source's cache as far as the served pair needs it (SourceCache). */
interface ServingCache {
  /** @throws UnavailableError while no snapshot is loaded */
  require(): { snapshotId: string };
}

/**
 * The name of the pair of snapshots of the read models `models` serve, "<alpha>/<beta>": the value of a
 * QueryBetaFindings page's snapshot_id, which BetaFindingQuery.snapshot_id pins (docs/decisions/0028-jobs.md, "One
 * snapshot per export").
 */
export function servedSnapshotsOf(models: { alpha: { snapshotId: string }; beta: { snapshotId: string } }): string {
  return `${models.alpha.snapshotId}/${models.beta.snapshotId}`;
}

/**
 * GetServedSnapshots of DataCacheService: the served pair without querying (UNAVAILABLE while a source has no snapshot
 * loaded), so an export job's start pins it in
 * constant time (docs/decisions/0028-jobs.md, "A job start is cheap and has one outcome").
 */
export function servedSnapshotsHandlers(caches: { alpha: ServingCache; beta: ServingCache }): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'GetServedSnapshots'> {
  return { GetServedSnapshots: async () => ({ snapshot_id: servedSnapshotsOf({ alpha: caches.alpha.require(), beta: caches.beta.require() }) }) };
}
