// Original file: vmdash/v1/dashboard_library.proto

export const FeedbackOutcome = {
  FEEDBACK_OUTCOME_UNSPECIFIED: 'FEEDBACK_OUTCOME_UNSPECIFIED',
  FEEDBACK_OUTCOME_SUBMITTED: 'FEEDBACK_OUTCOME_SUBMITTED',
  /**
   * A screenshot's bytes are no PNG, JPEG, GIF or WebP image; nothing was stored.
   */
  FEEDBACK_OUTCOME_SCREENSHOT_NOT_AN_IMAGE: 'FEEDBACK_OUTCOME_SCREENSHOT_NOT_AN_IMAGE',
} as const;

export type FeedbackOutcome =
  | 'FEEDBACK_OUTCOME_UNSPECIFIED'
  | 0
  | 'FEEDBACK_OUTCOME_SUBMITTED'
  | 1
  /**
   * A screenshot's bytes are no PNG, JPEG, GIF or WebP image; nothing was stored.
   */
  | 'FEEDBACK_OUTCOME_SCREENSHOT_NOT_AN_IMAGE'
  | 2

export type FeedbackOutcome__Output = typeof FeedbackOutcome[keyof typeof FeedbackOutcome]
