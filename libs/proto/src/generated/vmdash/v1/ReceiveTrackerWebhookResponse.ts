// Original file: vmdash/v1/integration.proto

import type { WebhookDelivery as _vmdash_v1_WebhookDelivery, WebhookDelivery__Output as _vmdash_v1_WebhookDelivery__Output } from '../../vmdash/v1/WebhookDelivery';

export interface ReceiveTrackerWebhookResponse {
  'delivery'?: (_vmdash_v1_WebhookDelivery);
}

export interface ReceiveTrackerWebhookResponse__Output {
  'delivery': (_vmdash_v1_WebhookDelivery__Output);
}
