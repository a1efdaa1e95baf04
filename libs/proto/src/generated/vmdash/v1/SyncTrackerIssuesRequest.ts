// Original file: vmdash/v1/integration.proto


export interface SyncTrackerIssuesRequest {
  /**
   * Keys of the tickets to refresh; searched in batches of 100, updated within 72 hours, project scoped.
   */
  'keys'?: (string)[];
}

export interface SyncTrackerIssuesRequest__Output {
  /**
   * Keys of the tickets to refresh; searched in batches of 100, updated within 72 hours, project scoped.
   */
  'keys': (string)[];
}
