import type { ServiceImplementation } from '@vmdash/grpc';
import type { WebhookCommands, WebhookOutcome } from './webhook.commands';

const DELIVERY: Record<WebhookOutcome, 'WEBHOOK_DELIVERY_ACCEPTED' | 'WEBHOOK_DELIVERY_DUPLICATE' | 'WEBHOOK_DELIVERY_IGNORED'> = {
  accepted: 'WEBHOOK_DELIVERY_ACCEPTED',
  duplicate: 'WEBHOOK_DELIVERY_DUPLICATE',
  ignored: 'WEBHOOK_DELIVERY_IGNORED',
};

/**
 * ReceiveTrackerWebhook: stores the delivery and answers at once; `onAccepted` starts the queue's work (the
 * notification) without the caller waiting for it. A refused delivery is the commands' domain error.
 */
export function createWebhookHandlers(commands: WebhookCommands, onAccepted: () => void): Pick<ServiceImplementation<'vmdash.v1.IntegrationService'>, 'ReceiveTrackerWebhook'> {
  return {
    ReceiveTrackerWebhook: async (request) => {
      const outcome = await commands.receive({ rawBody: request.raw_body, signature: request.signature, token: request.token, deliveryId: request.delivery_id });
      if (outcome === 'accepted') onAccepted();
      return { delivery: DELIVERY[outcome] };
    },
  };
}
