// Original file: vmdash/v1/dashboard_workflows.proto

import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from '../../vmdash/v1/TrackerQuota';

export interface SyncTrackerTicketsResponse {
  /**
   * Tickets whose status or summary changed.
   */
  'updated'?: (number);
  /**
   * Tickets searched and found as they were.
   */
  'unchanged'?: (number);
  /**
   * Tickets not synced: the sync stopped early (quota) or the tracker named the issue deleted or moved.
   */
  'skipped'?: (number);
  /**
   * The tracker quota left after the sync.
   */
  'quota'?: (_vmdash_v1_TrackerQuota | null);
}

export interface SyncTrackerTicketsResponse__Output {
  /**
   * Tickets whose status or summary changed.
   */
  'updated': (number);
  /**
   * Tickets searched and found as they were.
   */
  'unchanged': (number);
  /**
   * Tickets not synced: the sync stopped early (quota) or the tracker named the issue deleted or moved.
   */
  'skipped': (number);
  /**
   * The tracker quota left after the sync.
   */
  'quota': (_vmdash_v1_TrackerQuota__Output | null);
}
