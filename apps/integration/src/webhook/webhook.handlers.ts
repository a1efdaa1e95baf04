import type { ServiceImplementation } from '@vmdash/grpc';
import type { WebhookCommands, WebhookOutcome } from './webhook.commands';

const OUTCOME: Record<
  WebhookOutcome,
  'WEBHOOK_OUTCOME_ACCEPTED' | 'WEBHOOK_OUTCOME_DUPLICATE' | 'WEBHOOK_OUTCOME_IGNORED' | 'WEBHOOK_OUTCOME_UNAUTHENTICATED' | 'WEBHOOK_OUTCOME_MALFORMED' | 'WEBHOOK_OUTCOME_OUTSIDE_WINDOW'
> = {
  accepted: 'WEBHOOK_OUTCOME_ACCEPTED',
  duplicate: 'WEBHOOK_OUTCOME_DUPLICATE',
  ignored: 'WEBHOOK_OUTCOME_IGNORED',
  unauthenticated: 'WEBHOOK_OUTCOME_UNAUTHENTICATED',
  malformed: 'WEBHOOK_OUTCOME_MALFORMED',
  outside_window: 'WEBHOOK_OUTCOME_OUTSIDE_WINDOW',
};

/**
 * ReceiveTrackerWebhook: stores the delivery and answers at once; `onAccepted` starts the queue's work (the
 * notification) without the caller waiting for it.
 */
export function createWebhookHandlers(commands: WebhookCommands, onAccepted: () => void): Pick<ServiceImplementation<'vmdash.v1.IntegrationService'>, 'ReceiveTrackerWebhook'> {
  return {
    ReceiveTrackerWebhook: async (request) => {
      const outcome = await commands.receive({ rawBody: request.raw_body, signature: request.signature, token: request.token, deliveryId: request.delivery_id });
      if (outcome === 'accepted') onAccepted();
      return { outcome: OUTCOME[outcome] };
    },
  };
}
