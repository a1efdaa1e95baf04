import { unaryCall } from '@vmdash/grpc';
import { rawBodyOf } from '../../http/body-kinds';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { TRACKER_WEBHOOK_MAX_BYTES, TrackerWebhookAccepted, TrackerWebhookBody, TrackerWebhookQuery } from './webhooks.schemas';

/** The answer's status of each delivery (integration.proto WebhookDelivery); a refused delivery is the service's refusal. */
const DELIVERY_STATUS = { WEBHOOK_DELIVERY_ACCEPTED: 'accepted', WEBHOOK_DELIVERY_DUPLICATE: 'duplicate', WEBHOOK_DELIVERY_IGNORED: 'ignored' } as const;

/** The bearer token of an Authorization header, if any. */
const bearerOf = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined);

/**
 * POST /api/webhooks/tracker (interface spec, "Events": the tracker issue-closed webhook). Not behind the session
 * guard nor the login limiter: the tracker calls it, authenticated by the shared secret, which the integration
 * service checks in constant time over the exact bytes received (X-Hub-Signature HMAC-SHA256, else the secret as a
 * token). The answer comes once the delivery is stored; the notification is made from the service's queue.
 */
export function webhookRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/webhooks/tracker',
      access: accessOf('vmdash.v1.IntegrationService/ReceiveTrackerWebhook'),
      query: TrackerWebhookQuery,
      body: TrackerWebhookBody,
      bodyKind: 'raw-json',
      bodyLimitBytes: TRACKER_WEBHOOK_MAX_BYTES,
      invalidInputText: CHOSEN_TEXTS.webhookMalformed,
      failureText: CHOSEN_TEXTS.webhookFailed,
      docs: {
        operationId: 'receiveTrackerWebhook',
        summary: 'Receive an issue event from the tracker',
        description:
          "Authenticated by the shared secret TRACKER_WEBHOOK_SECRET: `X-Hub-Signature: sha256=<hex>` (HMAC-SHA256 of the raw body), else the secret as `Authorization: Bearer <secret>` or `?secret=`. A delivery is identified by what the signature covers, the body's `webhookEvent`, issue id and `timestamp` (ms since the epoch): a replay is stored once whatever headers it carries (`X-Atlassian-Webhook-Identifier` is only logged), and a body whose `timestamp` is missing or further from now than the integration service's window (TRACKER_WEBHOOK_WINDOW_SECONDS, 5 minutes by default) is refused with 400. When the issue reached a done status, the user who created its ticket is notified; for an issue vmdash has no ticket of, the user on the `Submitted by:` line vmdash wrote last in its description. Body at most 1 MiB.",
        tag: 'webhooks',
        responses: {
          202: { description: 'Stored (or known already, or ignored); processed from a queue', schema: TrackerWebhookAccepted },
          400: { description: `"${CHOSEN_TEXTS.webhookOutsideWindow}": nothing is stored; or "${CHOSEN_TEXTS.webhookMalformed}"` },
          401: { description: '"Invalid webhook signature": signature or token missing or wrong; nothing is stored' },
        },
      },
      handle: async ({ query, req, res, call }) => {
        const answer = await unaryCall(
          deps.integration,
          'ReceiveTrackerWebhook',
          {
            raw_body: rawBodyOf(res),
            signature: req.get('x-hub-signature'),
            token: bearerOf(req.get('authorization')) ?? query.secret,
            delivery_id: req.get('x-atlassian-webhook-identifier'),
          },
          call,
        );
        if (answer.delivery === 'WEBHOOK_DELIVERY_UNSPECIFIED') throw new Error('the integration service answered no delivery status');
        return jsonResult({ status: DELIVERY_STATUS[answer.delivery] }, 202);
      },
    }),
  ];
}
