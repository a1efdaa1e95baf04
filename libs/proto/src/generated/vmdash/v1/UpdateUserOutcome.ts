// Original file: vmdash/v1/dashboard.proto

export const UpdateUserOutcome = {
  UPDATE_USER_OUTCOME_UNSPECIFIED: 'UPDATE_USER_OUTCOME_UNSPECIFIED',
  UPDATE_USER_OUTCOME_UPDATED: 'UPDATE_USER_OUTCOME_UPDATED',
  UPDATE_USER_OUTCOME_NOT_FOUND: 'UPDATE_USER_OUTCOME_NOT_FOUND',
  /**
   * An Admin may not disable or demote itself (the last way back in could be lost).
   */
  UPDATE_USER_OUTCOME_SELF_LOCKOUT: 'UPDATE_USER_OUTCOME_SELF_LOCKOUT',
} as const;

export type UpdateUserOutcome =
  | 'UPDATE_USER_OUTCOME_UNSPECIFIED'
  | 0
  | 'UPDATE_USER_OUTCOME_UPDATED'
  | 1
  | 'UPDATE_USER_OUTCOME_NOT_FOUND'
  | 2
  /**
   * An Admin may not disable or demote itself (the last way back in could be lost).
   */
  | 'UPDATE_USER_OUTCOME_SELF_LOCKOUT'
  | 3

export type UpdateUserOutcome__Output = typeof UpdateUserOutcome[keyof typeof UpdateUserOutcome]
