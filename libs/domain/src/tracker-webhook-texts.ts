/**
 * Texts of a refused tracker webhook delivery (the specification shows none; docs/decisions/0021): the integration
 * service's rules answer them, the gateway's OpenAPI document names them, and `malformed` is also the gateway's own 400
 * for a body that is no JSON.
 */
export const TRACKER_WEBHOOK_TEXTS = {
  unauthenticated: 'Invalid webhook signature',
  malformed: 'Malformed webhook body',
  outsideWindow: 'Webhook delivery refused: its timestamp is missing or outside the accepted time window (a replay, or a wrong clock)',
} as const;
