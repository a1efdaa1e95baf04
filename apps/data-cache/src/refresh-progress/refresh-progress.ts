import type { Logger } from '@vmdash/observability';
import type { RefreshPhase, RefreshProgressRecord, RefreshProgressStore } from './refresh-progress.store';

/** Counts of a build so far: source files read of those found, hosts merged, findings. */
export interface BuildCounts {
  filesRead: number;
  filesTotal: number;
  hosts: number;
  findings: number;
}

/** What a snapshot build reports while it runs (the importers after each file, the builder between its steps). */
export interface BuildProgress {
  /** New counts (written at most every PROGRESS_WRITE_INTERVAL_MS, the last ones always by the next phase). */
  counts(counts: BuildCounts): void;
  /** The build moved on to `phase`: written at once. */
  phase(phase: RefreshPhase): void;
}

/** The progress of one running refresh: BuildProgress, and its end. */
export interface RefreshProgressReporter extends BuildProgress {
  succeeded(snapshotId: string): Promise<void>;
  failed(reason: string): Promise<void>;
}

/** Shortest time between two writes of counts, ms: a refresh of thousands of small files writes a few times a second. */
const PROGRESS_WRITE_INTERVAL_MS = 250;

/**
 * Starts reporting the progress of a refresh of `source` to `store` (docs/decisions/0028-jobs.md, Refresh progress):
 * phase changes are written at once, counts at most every PROGRESS_WRITE_INTERVAL_MS, writes one after the other in
 * order. A write that fails is logged and never fails the refresh: the progress is a view, the refresh's report and the
 * snapshot are the outcome.
 */
export function startRefreshProgress(store: RefreshProgressStore, source: RefreshProgressRecord['source'], logger: Logger, now: () => Date = () => new Date()): RefreshProgressReporter {
  const startedAt = now();
  const record: RefreshProgressRecord = {
    source,
    state: 'running',
    phase: 'reading_sources',
    files_read: 0,
    files_total: 0,
    hosts: 0,
    findings: 0,
    started_at: startedAt,
    updated_at: startedAt,
    finished_at: null,
    snapshot_id: null,
    error: null,
  };
  let writes: Promise<void> = Promise.resolve();
  let lastWrite = 0;
  const write = () => {
    const snapshot = { ...record, updated_at: now() };
    lastWrite = snapshot.updated_at.getTime();
    writes = writes.then(() => store.save(snapshot)).catch((error: unknown) => logger.warn({ err: error, source }, 'could not record refresh progress'));
    return writes;
  };
  void write();
  return {
    counts(counts) {
      Object.assign(record, { files_read: counts.filesRead, files_total: counts.filesTotal, hosts: counts.hosts, findings: counts.findings });
      if (now().getTime() - lastWrite >= PROGRESS_WRITE_INTERVAL_MS) void write();
    },
    phase(phase) {
      record.phase = phase;
      void write();
    },
    succeeded(snapshotId) {
      Object.assign(record, { state: 'succeeded', phase: 'done', snapshot_id: snapshotId, finished_at: now() });
      return write();
    },
    failed(reason) {
      Object.assign(record, { state: 'failed', error: reason, finished_at: now() });
      return write();
    },
  };
}
