// Original file: vmdash/v1/integration.proto

import type { TrackerIssue as _vmdash_v1_TrackerIssue, TrackerIssue__Output as _vmdash_v1_TrackerIssue__Output } from '../../vmdash/v1/TrackerIssue';
import type { SyncStopReason as _vmdash_v1_SyncStopReason, SyncStopReason__Output as _vmdash_v1_SyncStopReason__Output } from '../../vmdash/v1/SyncStopReason';
import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from '../../vmdash/v1/TrackerQuota';

export interface SyncTrackerIssuesResponse {
  /**
   * Issues found (updated within the window).
   */
  'issues'?: (_vmdash_v1_TrackerIssue)[];
  /**
   * Keys searched but not updated within 72 hours (unchanged).
   */
  'unchanged_keys'?: (string)[];
  /**
   * Keys the tracker named as deleted or moved (errorMessages of a 400); their tickets are to be marked.
   */
  'missing_keys'?: (string)[];
  /**
   * Keys not searched because the sync stopped early: the next run continues with them.
   */
  'remaining_keys'?: (string)[];
  'stop_reason'?: (_vmdash_v1_SyncStopReason);
  'quota'?: (_vmdash_v1_TrackerQuota | null);
}

export interface SyncTrackerIssuesResponse__Output {
  /**
   * Issues found (updated within the window).
   */
  'issues': (_vmdash_v1_TrackerIssue__Output)[];
  /**
   * Keys searched but not updated within 72 hours (unchanged).
   */
  'unchanged_keys': (string)[];
  /**
   * Keys the tracker named as deleted or moved (errorMessages of a 400); their tickets are to be marked.
   */
  'missing_keys': (string)[];
  /**
   * Keys not searched because the sync stopped early: the next run continues with them.
   */
  'remaining_keys': (string)[];
  'stop_reason': (_vmdash_v1_SyncStopReason__Output);
  'quota': (_vmdash_v1_TrackerQuota__Output | null);
}
