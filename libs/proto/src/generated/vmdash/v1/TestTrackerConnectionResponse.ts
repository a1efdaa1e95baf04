// Original file: vmdash/v1/integration.proto

import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from '../../vmdash/v1/TrackerQuota';

export interface TestTrackerConnectionResponse {
  /**
   * The service account's name as GET /myself answers it.
   */
  'account_name'?: (string);
  'quota'?: (_vmdash_v1_TrackerQuota | null);
}

export interface TestTrackerConnectionResponse__Output {
  /**
   * The service account's name as GET /myself answers it.
   */
  'account_name': (string);
  'quota': (_vmdash_v1_TrackerQuota__Output | null);
}
