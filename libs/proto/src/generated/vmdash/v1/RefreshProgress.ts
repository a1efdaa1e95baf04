// Original file: vmdash/v1/data_cache.proto


/**
 * The last refresh of one source (GET /cache/refresh-status; docs/decisions/0028-jobs.md, Refresh progress).
 */
export interface RefreshProgress {
  /**
   * alpha or beta
   */
  'source'?: (string);
  /**
   * running, succeeded or failed
   */
  'state'?: (string);
  /**
   * reading_sources, scoring, storing, updating_lifecycle, activating, done
   */
  'phase'?: (string);
  /**
   * Source files read of those found (0 of 0 for the generated demo dataset).
   */
  'files_read'?: (number);
  'files_total'?: (number);
  /**
   * Hosts merged and findings read so far (the snapshot's, once read).
   */
  'hosts'?: (number);
  'findings'?: (number);
  /**
   * ISO 8601 UTC; finished_at, snapshot_id and error only when they apply.
   */
  'started_at'?: (string);
  'updated_at'?: (string);
  'finished_at'?: (string);
  'snapshot_id'?: (string);
  'error'?: (string);
  '_finished_at'?: "finished_at";
  '_snapshot_id'?: "snapshot_id";
  '_error'?: "error";
}

/**
 * The last refresh of one source (GET /cache/refresh-status; docs/decisions/0028-jobs.md, Refresh progress).
 */
export interface RefreshProgress__Output {
  /**
   * alpha or beta
   */
  'source': (string);
  /**
   * running, succeeded or failed
   */
  'state': (string);
  /**
   * reading_sources, scoring, storing, updating_lifecycle, activating, done
   */
  'phase': (string);
  /**
   * Source files read of those found (0 of 0 for the generated demo dataset).
   */
  'files_read': (number);
  'files_total': (number);
  /**
   * Hosts merged and findings read so far (the snapshot's, once read).
   */
  'hosts': (number);
  'findings': (number);
  /**
   * ISO 8601 UTC; finished_at, snapshot_id and error only when they apply.
   */
  'started_at': (string);
  'updated_at': (string);
  'finished_at'?: (string);
  'snapshot_id'?: (string);
  'error'?: (string);
}
