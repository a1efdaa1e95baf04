// Original file: vmdash/v1/integration.proto

export const WebhookOutcome = {
  WEBHOOK_OUTCOME_UNSPECIFIED: 'WEBHOOK_OUTCOME_UNSPECIFIED',
  /**
   * Authenticated and queued for processing.
   */
  WEBHOOK_OUTCOME_ACCEPTED: 'WEBHOOK_OUTCOME_ACCEPTED',
  /**
   * The same delivery was received before: nothing new is stored.
   */
  WEBHOOK_OUTCOME_DUPLICATE: 'WEBHOOK_OUTCOME_DUPLICATE',
  /**
   * Authenticated but not acted on (an event of vmdash's own service account, not an issue event).
   */
  WEBHOOK_OUTCOME_IGNORED: 'WEBHOOK_OUTCOME_IGNORED',
  /**
   * Signature or token missing or wrong: the gateway answers 401 and nothing is stored.
   */
  WEBHOOK_OUTCOME_UNAUTHENTICATED: 'WEBHOOK_OUTCOME_UNAUTHENTICATED',
  /**
   * The body is not JSON: the gateway answers 400.
   */
  WEBHOOK_OUTCOME_MALFORMED: 'WEBHOOK_OUTCOME_MALFORMED',
  /**
   * The body's timestamp is missing, older than the service's window (TRACKER_WEBHOOK_WINDOW_SECONDS) or further
   * ahead than it: a replay or a delivery from a wrong clock. The gateway answers 400 and nothing is stored.
   */
  WEBHOOK_OUTCOME_OUTSIDE_WINDOW: 'WEBHOOK_OUTCOME_OUTSIDE_WINDOW',
} as const;

export type WebhookOutcome =
  | 'WEBHOOK_OUTCOME_UNSPECIFIED'
  | 0
  /**
   * Authenticated and queued for processing.
   */
  | 'WEBHOOK_OUTCOME_ACCEPTED'
  | 1
  /**
   * The same delivery was received before: nothing new is stored.
   */
  | 'WEBHOOK_OUTCOME_DUPLICATE'
  | 2
  /**
   * Authenticated but not acted on (an event of vmdash's own service account, not an issue event).
   */
  | 'WEBHOOK_OUTCOME_IGNORED'
  | 3
  /**
   * Signature or token missing or wrong: the gateway answers 401 and nothing is stored.
   */
  | 'WEBHOOK_OUTCOME_UNAUTHENTICATED'
  | 4
  /**
   * The body is not JSON: the gateway answers 400.
   */
  | 'WEBHOOK_OUTCOME_MALFORMED'
  | 5
  /**
   * The body's timestamp is missing, older than the service's window (TRACKER_WEBHOOK_WINDOW_SECONDS) or further
   * ahead than it: a replay or a delivery from a wrong clock. The gateway answers 400 and nothing is stored.
   */
  | 'WEBHOOK_OUTCOME_OUTSIDE_WINDOW'
  | 6

export type WebhookOutcome__Output = typeof WebhookOutcome[keyof typeof WebhookOutcome]
