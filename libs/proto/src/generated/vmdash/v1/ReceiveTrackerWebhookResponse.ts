// Original file: vmdash/v1/integration.proto

import type { WebhookOutcome as _vmdash_v1_WebhookOutcome, WebhookOutcome__Output as _vmdash_v1_WebhookOutcome__Output } from '../../vmdash/v1/WebhookOutcome';

export interface ReceiveTrackerWebhookResponse {
  'outcome'?: (_vmdash_v1_WebhookOutcome);
}

export interface ReceiveTrackerWebhookResponse__Output {
  'outcome': (_vmdash_v1_WebhookOutcome__Output);
}
