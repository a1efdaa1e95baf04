// Original file: vmdash/v1/integration.proto

/**
 * Why a scoped bulk sync stopped (interface spec "Limits": bulk sync batch).
 */
export const SyncStopReason = {
  SYNC_STOP_REASON_UNSPECIFIED: 'SYNC_STOP_REASON_UNSPECIFIED',
  /**
   * Every key was searched.
   */
  SYNC_STOP_REASON_COMPLETED: 'SYNC_STOP_REASON_COMPLETED',
  /**
   * The minute's remaining burst reached 5 or less.
   */
  SYNC_STOP_REASON_MINUTE_BURST_LOW: 'SYNC_STOP_REASON_MINUTE_BURST_LOW',
  /**
   * The day's remaining quota reached 10 or less.
   */
  SYNC_STOP_REASON_DAY_QUOTA_LOW: 'SYNC_STOP_REASON_DAY_QUOTA_LOW',
} as const;

/**
 * Why a scoped bulk sync stopped (interface spec "Limits": bulk sync batch).
 */
export type SyncStopReason =
  | 'SYNC_STOP_REASON_UNSPECIFIED'
  | 0
  /**
   * Every key was searched.
   */
  | 'SYNC_STOP_REASON_COMPLETED'
  | 1
  /**
   * The minute's remaining burst reached 5 or less.
   */
  | 'SYNC_STOP_REASON_MINUTE_BURST_LOW'
  | 2
  /**
   * The day's remaining quota reached 10 or less.
   */
  | 'SYNC_STOP_REASON_DAY_QUOTA_LOW'
  | 3

/**
 * Why a scoped bulk sync stopped (interface spec "Limits": bulk sync batch).
 */
export type SyncStopReason__Output = typeof SyncStopReason[keyof typeof SyncStopReason]
