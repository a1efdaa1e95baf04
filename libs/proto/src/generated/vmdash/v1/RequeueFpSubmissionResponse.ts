// Original file: vmdash/v1/dashboard_workflows.proto

import type { FpSubmission as _vmdash_v1_FpSubmission, FpSubmission__Output as _vmdash_v1_FpSubmission__Output } from '../../vmdash/v1/FpSubmission';
import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from '../../vmdash/v1/QueueItem';

export interface RequeueFpSubmissionResponse {
  'submission'?: (_vmdash_v1_FpSubmission | null);
  /**
   * The new pending queue items.
   */
  'items'?: (_vmdash_v1_QueueItem)[];
}

export interface RequeueFpSubmissionResponse__Output {
  'submission': (_vmdash_v1_FpSubmission__Output | null);
  /**
   * The new pending queue items.
   */
  'items': (_vmdash_v1_QueueItem__Output)[];
}
