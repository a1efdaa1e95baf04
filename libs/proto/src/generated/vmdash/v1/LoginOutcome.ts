// Original file: vmdash/v1/dashboard.proto

export const LoginOutcome = {
  LOGIN_OUTCOME_UNSPECIFIED: 'LOGIN_OUTCOME_UNSPECIFIED',
  LOGIN_OUTCOME_SUCCEEDED: 'LOGIN_OUTCOME_SUCCEEDED',
  /**
   * Unknown username or wrong password (one outcome: the caller cannot tell them apart).
   */
  LOGIN_OUTCOME_INVALID_CREDENTIALS: 'LOGIN_OUTCOME_INVALID_CREDENTIALS',
  LOGIN_OUTCOME_ACCOUNT_DISABLED: 'LOGIN_OUTCOME_ACCOUNT_DISABLED',
  /**
   * The account's failed-attempt cap is reached (ASVS 4.0.3 2.2.1); the password was not checked.
   */
  LOGIN_OUTCOME_TOO_MANY_ATTEMPTS: 'LOGIN_OUTCOME_TOO_MANY_ATTEMPTS',
} as const;

export type LoginOutcome =
  | 'LOGIN_OUTCOME_UNSPECIFIED'
  | 0
  | 'LOGIN_OUTCOME_SUCCEEDED'
  | 1
  /**
   * Unknown username or wrong password (one outcome: the caller cannot tell them apart).
   */
  | 'LOGIN_OUTCOME_INVALID_CREDENTIALS'
  | 2
  | 'LOGIN_OUTCOME_ACCOUNT_DISABLED'
  | 3
  /**
   * The account's failed-attempt cap is reached (ASVS 4.0.3 2.2.1); the password was not checked.
   */
  | 'LOGIN_OUTCOME_TOO_MANY_ATTEMPTS'
  | 4

export type LoginOutcome__Output = typeof LoginOutcome[keyof typeof LoginOutcome]
