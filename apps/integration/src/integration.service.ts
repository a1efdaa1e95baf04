import { EVIDENCE_MAX_FILE_BYTES, EVIDENCE_MAX_FILES } from '@vmdash/domain';
import { defineHandlers } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { grpcServicePlan, type RunningService } from '@vmdash/service-runtime';
import { createClient, type RedisClientType } from 'redis';
import type { IntegrationConfig } from './config';
import { createOutboundGate } from './outbound/outbound-gate';
import { createOutboundHttp } from './outbound/outbound-http';
import { PLATFORM_LIMITS, TRACKER_LIMITS } from './outbound/outbound-limits';
import { withOutboundStatus } from './outbound/outbound-status';
import { createPlatformClient } from './platform/platform.client';
import { createPlatformCommands } from './platform/platform.commands';
import { createPlatformHandlers } from './platform/platform.handlers';
import { createPlansUpstreamHandlers } from './plans-upstream/plans-upstream.handlers';
import { plansUpstreamOf } from './plans-upstream/plans-upstream.setup';
import { createAttemptModelOf } from './tracker/create-attempt.model';
import { createCreateAttemptRepository, ensureCreateAttemptIndexes } from './tracker/create-attempt.repository';
import { createTrackerClient } from './tracker/tracker.client';
import { createTrackerCommands } from './tracker/tracker.commands';
import { createTrackerHandlers } from './tracker/tracker.handlers';
import { webhookDeliveryModelOf } from './webhook/webhook-delivery.model';
import { createWebhookDeliveryRepository, ensureWebhookDeliveryIndexes } from './webhook/webhook-delivery.repository';
import { createWebhookEvents } from './webhook/webhook.events';
import { createWebhookCommands } from './webhook/webhook.commands';
import { createWebhookHandlers } from './webhook/webhook.handlers';

/** The running integration service (libs/service-runtime). */
export type IntegrationService = RunningService<{ port: number }>;

/** How often the webhook queue is checked for deliveries left unprocessed (a crash, a failed publish), ms. */
const WEBHOOK_SWEEP_INTERVAL_MS = 5_000;

/**
 * Connects Redis in the background, reconnecting forever with a capped backoff. Commands are not queued while it is
 * unreachable, so the quota gates fail closed at once (UNAVAILABLE) instead of letting calls out uncounted.
 */
function connectQuotaStore(url: string, logger: Logger): RedisClientType {
  const client: RedisClientType = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) } });
  client.on('error', (error: Error) => logger.warn({ err: error }, 'quota store (Redis) error'));
  client.connect().catch((error: unknown) => logger.warn({ err: error }, 'quota store (Redis) not reachable yet'));
  return client;
}

/**
 * Builds the integration service (interface spec face C) from its components (docs/architecture.md, "The service
 * skeleton"): the shared database, bus and outbox; the quota store (Redis); the tracker client and the platform client,
 * each behind a quota gate shared through Redis by every replica (docs/decisions/0009-tracker-quota.md); the action
 * plans upstream client; the tracker webhook, which stores each delivery once and notifies from a queue through the
 * outbox, and the queue's sweep; the gRPC server.
 * @throws Error naming INTERNAL_TOKEN_PUBLIC_KEY_FILE when the key file cannot be read
 */
export function createIntegrationService(config: IntegrationConfig, logger: Logger): IntegrationService {
  const { plan, serve } = grpcServicePlan({ ...config, name: 'integration' }, logger);
  return plan
    .add('quotaStore', { start: () => connectQuotaStore(config.REDIS_URL, logger), stop: (redis) => redis.quit().then(() => undefined) })
    .add('attempts', {
      dependsOn: ['database'],
      start: async ({ database }) => {
        const attemptModel = createAttemptModelOf(database);
        await ensureCreateAttemptIndexes(attemptModel);
        return createCreateAttemptRepository(attemptModel);
      },
    })
    .add('tracker', {
      dependsOn: ['quotaStore', 'attempts'],
      start: ({ quotaStore, attempts }) => {
        const trackerHost = new URL(config.TRACKER_URL).host;
        const gate = createOutboundGate(quotaStore, `${config.QUOTA_KEY_PREFIX}tracker:{${trackerHost}/${config.TRACKER_USER}}`, TRACKER_LIMITS, config.OUTBOUND_MAX_WAIT_MS);
        const authorization = config.TRACKER_AUTH === 'bearer' ? `Bearer ${config.TRACKER_TOKEN}` : `Basic ${Buffer.from(`${config.TRACKER_USER}:${config.TRACKER_TOKEN}`).toString('base64')}`;
        const client = createTrackerClient(createOutboundHttp(`${config.TRACKER_URL}/rest/api/2`, { authorization }, gate, 'Issue tracker'), config.TRACKER_PROJECT, config.TRACKER_ISSUE_TYPE);
        return createTrackerCommands({ client, gate, attempts, trackerUrl: config.TRACKER_URL });
      },
    })
    .add('platform', {
      dependsOn: ['quotaStore'],
      start: ({ quotaStore }) => {
        const gate = createOutboundGate(
          quotaStore,
          `${config.QUOTA_KEY_PREFIX}platform:{${new URL(config.PLATFORM_URL).host}/${config.PLATFORM_CLIENT_ID}}`,
          PLATFORM_LIMITS,
          config.OUTBOUND_MAX_WAIT_MS,
        );
        return createPlatformCommands(
          createPlatformClient(createOutboundHttp(`${config.PLATFORM_URL}/api/v1`, { 'x-api-key': config.PLATFORM_API_KEY }, gate, 'Vulnerability platform'), config.PLATFORM_CLIENT_ID),
        );
      },
    })
    .add('plansUpstream', { start: () => plansUpstreamOf(config, logger), stop: (upstream) => upstream?.close() })
    .add('webhook', {
      dependsOn: ['database', 'outbox', 'attempts'],
      start: async ({ database, outbox, attempts }) => {
        const deliveryModel = webhookDeliveryModelOf(database);
        await ensureWebhookDeliveryIndexes(deliveryModel);
        return createWebhookCommands({
          deliveries: createWebhookDeliveryRepository(deliveryModel),
          events: createWebhookEvents(outbox),
          attempts,
          secret: config.TRACKER_WEBHOOK_SECRET,
          serviceAccount: config.TRACKER_USER,
          trackerUrl: config.TRACKER_URL,
          windowMs: config.TRACKER_WEBHOOK_WINDOW_SECONDS * 1000,
          logger,
        });
      },
    })
    .add('webhookQueue', {
      dependsOn: ['webhook'],
      start: ({ webhook }) => {
        const drain = () => void webhook.processPending().catch((error: unknown) => logger.warn({ err: error }, 'tracker webhook queue: processing failed; retried on the next sweep'));
        const sweep = setInterval(drain, WEBHOOK_SWEEP_INTERVAL_MS);
        sweep.unref();
        drain();
        return {
          drain,
          async stop() {
            clearInterval(sweep);
            await webhook.processPending().catch(() => undefined);
          },
        };
      },
      stop: (queue) => queue.stop(),
    })
    .add('server', {
      dependsOn: ['tracker', 'platform', 'webhook', 'webhookQueue', 'plansUpstream'],
      start: ({ tracker, platform, webhook, webhookQueue, plansUpstream }, context) =>
        serve(
          context,
          [
            defineHandlers(
              'vmdash.v1.IntegrationService',
              withOutboundStatus({
                ...createTrackerHandlers(tracker),
                ...createPlatformHandlers(platform),
                ...createWebhookHandlers(webhook, webhookQueue.drain),
                ...createPlansUpstreamHandlers(plansUpstream?.commands),
              }),
            ),
          ],
          // A false-positive create carries its evidence files (docs/decisions/0016): EVIDENCE_MAX_FILES of
          // EVIDENCE_MAX_FILE_BYTES and 1 MiB for the rest.
          { maxReceiveMessageBytes: EVIDENCE_MAX_FILES * EVIDENCE_MAX_FILE_BYTES + 1024 * 1024 },
        ),
      stop: (server) => server.stop(),
    })
    .build(({ server }) => ({ port: server.port }));
}
