import type { Logger } from '@vmdash/observability';
import type { IntegrationConfig } from '../config';
import { createOutboundAgent } from '../outbound/outbound-agent';
import { createOutboundHttp } from '../outbound/outbound-http';
import { createPlansUpstreamClient, UPSTREAM_NAME } from './plans-upstream.client';
import { createPlansUpstreamCommands, type PlansUpstreamCommands } from './plans-upstream.commands';

/** The settings of the upstream (config.ts). */
export type PlansUpstreamConfig = Pick<
  IntegrationConfig,
  'PLANS_UPSTREAM_URL' | 'PLANS_UPSTREAM_USER' | 'PLANS_UPSTREAM_PASSWORD' | 'PLANS_UPSTREAM_TLS_VERIFY' | 'PLANS_UPSTREAM_TIMEOUT_MS' | 'PLANS_UPSTREAM_CONCURRENCY' | 'PLANS_UPSTREAM_RETRIES'
>;

/** The upstream's use case and what to release at stop. */
export interface PlansUpstream {
  commands: PlansUpstreamCommands;
  /** Closes the upstream's connections. */
  close(): Promise<void>;
}

/**
 * The client of the action plans upstream service when PLANS_UPSTREAM_URL is set, or undefined (docs/decisions/0013):
 * Basic authentication (RFC 7617), its own agent (certificate verification per PLANS_UPSTREAM_TLS_VERIFY, retries of GETs),
 * no quota gate (the spec states no limit; PLANS_UPSTREAM_CONCURRENCY bounds the load). Switched-off verification, or
 * credentials sent over plain HTTP, are logged as warnings at start.
 */
export function plansUpstreamOf(config: PlansUpstreamConfig, logger: Pick<Logger, 'warn'>): PlansUpstream | undefined {
  if (!config.PLANS_UPSTREAM_URL || !config.PLANS_UPSTREAM_USER || !config.PLANS_UPSTREAM_PASSWORD) return undefined;
  const upstream = config.PLANS_UPSTREAM_URL;
  if (!config.PLANS_UPSTREAM_TLS_VERIFY) logger.warn({ upstream }, 'PLANS_UPSTREAM_TLS_VERIFY=false: the certificate of the action plans upstream service is not verified');
  if (upstream.startsWith('http:')) logger.warn({ upstream }, 'PLANS_UPSTREAM_URL is plain HTTP: the Basic credentials travel unencrypted');
  const agent = createOutboundAgent({ tlsVerify: config.PLANS_UPSTREAM_TLS_VERIFY, connections: config.PLANS_UPSTREAM_CONCURRENCY, retries: config.PLANS_UPSTREAM_RETRIES });
  const authorization = `Basic ${Buffer.from(`${config.PLANS_UPSTREAM_USER}:${config.PLANS_UPSTREAM_PASSWORD}`).toString('base64')}`;
  const http = createOutboundHttp(upstream, { authorization }, null, UPSTREAM_NAME, { dispatcher: agent, timeoutMs: config.PLANS_UPSTREAM_TIMEOUT_MS });
  return { commands: createPlansUpstreamCommands(createPlansUpstreamClient(http), config.PLANS_UPSTREAM_CONCURRENCY), close: () => agent.close() };
}
