// Original file: vmdash/v1/integration.proto

/**
 * What became of an authenticated delivery. A refused one is a status with the user's text and its reason in
 * `x-refusal-reason` (docs/decisions/0024-one-refusal-channel.md): UNAUTHENTICATED with CREDENTIALS_REFUSED when the
 * signature or token is missing or wrong (nothing is stored), INVALID_ARGUMENT when the body is not JSON or its
 * timestamp is missing, older than the service's window (TRACKER_WEBHOOK_WINDOW_SECONDS) or further ahead than it (a
 * replay or a delivery from a wrong clock; nothing is stored).
 */
export const WebhookDelivery = {
  WEBHOOK_DELIVERY_UNSPECIFIED: 'WEBHOOK_DELIVERY_UNSPECIFIED',
  /**
   * Queued for processing.
   */
  WEBHOOK_DELIVERY_ACCEPTED: 'WEBHOOK_DELIVERY_ACCEPTED',
  /**
   * The same delivery was received before: nothing new is stored.
   */
  WEBHOOK_DELIVERY_DUPLICATE: 'WEBHOOK_DELIVERY_DUPLICATE',
  /**
   * Not acted on (an event of vmdash's own service account, not an issue event).
   */
  WEBHOOK_DELIVERY_IGNORED: 'WEBHOOK_DELIVERY_IGNORED',
} as const;

/**
 * What became of an authenticated delivery. A refused one is a status with the user's text and its reason in
 * `x-refusal-reason` (docs/decisions/0024-one-refusal-channel.md): UNAUTHENTICATED with CREDENTIALS_REFUSED when the
 * signature or token is missing or wrong (nothing is stored), INVALID_ARGUMENT when the body is not JSON or its
 * timestamp is missing, older than the service's window (TRACKER_WEBHOOK_WINDOW_SECONDS) or further ahead than it (a
 * replay or a delivery from a wrong clock; nothing is stored).
 */
export type WebhookDelivery =
  | 'WEBHOOK_DELIVERY_UNSPECIFIED'
  | 0
  /**
   * Queued for processing.
   */
  | 'WEBHOOK_DELIVERY_ACCEPTED'
  | 1
  /**
   * The same delivery was received before: nothing new is stored.
   */
  | 'WEBHOOK_DELIVERY_DUPLICATE'
  | 2
  /**
   * Not acted on (an event of vmdash's own service account, not an issue event).
   */
  | 'WEBHOOK_DELIVERY_IGNORED'
  | 3

/**
 * What became of an authenticated delivery. A refused one is a status with the user's text and its reason in
 * `x-refusal-reason` (docs/decisions/0024-one-refusal-channel.md): UNAUTHENTICATED with CREDENTIALS_REFUSED when the
 * signature or token is missing or wrong (nothing is stored), INVALID_ARGUMENT when the body is not JSON or its
 * timestamp is missing, older than the service's window (TRACKER_WEBHOOK_WINDOW_SECONDS) or further ahead than it (a
 * replay or a delivery from a wrong clock; nothing is stored).
 */
export type WebhookDelivery__Output = typeof WebhookDelivery[keyof typeof WebhookDelivery]
