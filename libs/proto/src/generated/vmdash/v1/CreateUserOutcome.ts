// Original file: vmdash/v1/dashboard.proto

export const CreateUserOutcome = {
  CREATE_USER_OUTCOME_UNSPECIFIED: 'CREATE_USER_OUTCOME_UNSPECIFIED',
  CREATE_USER_OUTCOME_CREATED: 'CREATE_USER_OUTCOME_CREATED',
  /**
   * Another user has the same username, compared case-insensitively.
   */
  CREATE_USER_OUTCOME_USERNAME_TAKEN: 'CREATE_USER_OUTCOME_USERNAME_TAKEN',
} as const;

export type CreateUserOutcome =
  | 'CREATE_USER_OUTCOME_UNSPECIFIED'
  | 0
  | 'CREATE_USER_OUTCOME_CREATED'
  | 1
  /**
   * Another user has the same username, compared case-insensitively.
   */
  | 'CREATE_USER_OUTCOME_USERNAME_TAKEN'
  | 2

export type CreateUserOutcome__Output = typeof CreateUserOutcome[keyof typeof CreateUserOutcome]
