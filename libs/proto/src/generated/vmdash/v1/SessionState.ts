// Original file: vmdash/v1/dashboard.proto

export const SessionState = {
  SESSION_STATE_UNSPECIFIED: 'SESSION_STATE_UNSPECIFIED',
  SESSION_STATE_ACTIVE: 'SESSION_STATE_ACTIVE',
  /**
   * No session with that id, or its expires_at has passed.
   */
  SESSION_STATE_EXPIRED: 'SESSION_STATE_EXPIRED',
  /**
   * The session's user is missing or disabled.
   */
  SESSION_STATE_ACCOUNT_DISABLED: 'SESSION_STATE_ACCOUNT_DISABLED',
} as const;

export type SessionState =
  | 'SESSION_STATE_UNSPECIFIED'
  | 0
  | 'SESSION_STATE_ACTIVE'
  | 1
  /**
   * No session with that id, or its expires_at has passed.
   */
  | 'SESSION_STATE_EXPIRED'
  | 2
  /**
   * The session's user is missing or disabled.
   */
  | 'SESSION_STATE_ACCOUNT_DISABLED'
  | 3

export type SessionState__Output = typeof SessionState[keyof typeof SessionState]
