// Original file: vmdash/v1/dashboard.proto

export const ChangePasswordOutcome = {
  CHANGE_PASSWORD_OUTCOME_UNSPECIFIED: 'CHANGE_PASSWORD_OUTCOME_UNSPECIFIED',
  CHANGE_PASSWORD_OUTCOME_CHANGED: 'CHANGE_PASSWORD_OUTCOME_CHANGED',
  CHANGE_PASSWORD_OUTCOME_CURRENT_PASSWORD_INCORRECT: 'CHANGE_PASSWORD_OUTCOME_CURRENT_PASSWORD_INCORRECT',
  CHANGE_PASSWORD_OUTCOME_ACCOUNT_DISABLED: 'CHANGE_PASSWORD_OUTCOME_ACCOUNT_DISABLED',
  /**
   * The session is impersonating: an Admin does not change another user's password through their session.
   */
  CHANGE_PASSWORD_OUTCOME_IMPERSONATING: 'CHANGE_PASSWORD_OUTCOME_IMPERSONATING',
  /**
   * The session ended or expired meanwhile.
   */
  CHANGE_PASSWORD_OUTCOME_SESSION_EXPIRED: 'CHANGE_PASSWORD_OUTCOME_SESSION_EXPIRED',
} as const;

export type ChangePasswordOutcome =
  | 'CHANGE_PASSWORD_OUTCOME_UNSPECIFIED'
  | 0
  | 'CHANGE_PASSWORD_OUTCOME_CHANGED'
  | 1
  | 'CHANGE_PASSWORD_OUTCOME_CURRENT_PASSWORD_INCORRECT'
  | 2
  | 'CHANGE_PASSWORD_OUTCOME_ACCOUNT_DISABLED'
  | 3
  /**
   * The session is impersonating: an Admin does not change another user's password through their session.
   */
  | 'CHANGE_PASSWORD_OUTCOME_IMPERSONATING'
  | 4
  /**
   * The session ended or expired meanwhile.
   */
  | 'CHANGE_PASSWORD_OUTCOME_SESSION_EXPIRED'
  | 5

export type ChangePasswordOutcome__Output = typeof ChangePasswordOutcome[keyof typeof ChangePasswordOutcome]
