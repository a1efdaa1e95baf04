// Original file: vmdash/v1/data_cache.proto


/**
 * The pair of snapshots a replica serves now (docs/decisions/0028-jobs.md, "A job start is cheap and has one outcome").
 */
export interface ServedSnapshots {
  /**
   * "<alpha>/<beta>": the value of ScopedBetaFindingPage.snapshot_id, which BetaFindingQuery.snapshot_id pins.
   */
  'snapshot_id'?: (string);
}

/**
 * The pair of snapshots a replica serves now (docs/decisions/0028-jobs.md, "A job start is cheap and has one outcome").
 */
export interface ServedSnapshots__Output {
  /**
   * "<alpha>/<beta>": the value of ScopedBetaFindingPage.snapshot_id, which BetaFindingQuery.snapshot_id pins.
   */
  'snapshot_id': (string);
}
