import { grpcServiceEnvSchema, millisecondsSchema, portSchema, SERVICE_PORTS } from '@vmdash/config';
import { z } from 'zod';

const urlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
const secretSchema = z.string().min(1);
/** An optional setting: unset or empty means absent (an empty Secret key, or a ConfigMap value left blank). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Environment of the integration service (docs/architecture.md, Configuration; interface spec "Authentication:
 * Outbound"). The tracker and platform addresses, credentials and the webhook secret have no default: the launcher
 * (tools/dev, which points them at the simulators) or the deployment's Secret names them.
 */
export const integrationEnvSchema = grpcServiceEnvSchema
  .extend({
    /** gRPC port (0 picks a free one). */
    GRPC_PORT: portSchema.default(SERVICE_PORTS.integration),
    /** Redis holding the outbound quotas, shared by every replica (docs/decisions/0009-tracker-quota.md). */
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
    /** Key prefix of the quotas in Redis (one Redis may serve several deployments). */
    QUOTA_KEY_PREFIX: z.string().min(1).default('vmdash:quota:'),
    /** Longest a call waits in line for its turn under the quotas before it fails with the rate-limit text, ms. */
    OUTBOUND_MAX_WAIT_MS: millisecondsSchema.default(10_000),
    /** The Jira Data Center instance, e.g. https://jira.example.com (REST API v2 under /rest/api/2). */
    TRACKER_URL: urlSchema,
    /** The service account (RFC 7617 Basic user). */
    TRACKER_USER: z.string().min(1),
    /** Its API token (the Basic password, or the Bearer personal access token). */
    TRACKER_TOKEN: secretSchema,
    /** basic: `Authorization: Basic user:token` (interface spec); bearer: the token as a Jira DC personal access token. */
    TRACKER_AUTH: z.enum(['basic', 'bearer']).default('basic'),
    /** Project key of every issue vmdash creates and searches, e.g. "VM". */
    TRACKER_PROJECT: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be a Jira project key'),
    TRACKER_ISSUE_TYPE: z.string().min(1).default('Task'),
    /** Shared secret of the tracker webhook (HMAC key of X-Hub-Signature, or the token itself). */
    TRACKER_WEBHOOK_SECRET: secretSchema,
    /**
     * How far a webhook delivery's body timestamp may lie from now, either way, seconds: an older (a replay) or a
     * later one is refused (docs/decisions/0021-tracker-webhook-trust.md).
     */
    TRACKER_WEBHOOK_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    /** The vulnerability platform, e.g. https://platform.example.com (API under /api/v1). */
    PLATFORM_URL: urlSchema,
    PLATFORM_CLIENT_ID: z.string().regex(/^\d+$/, 'must be the numeric client id'),
    /** Sent as the x-api-key header. */
    PLATFORM_API_KEY: secretSchema,
    /**
     * The action plans upstream service: a Data API of this interface run elsewhere, e.g. https://plans.example.com
     * (GET /beta-assets/{page}, GET /hosts/{host_id}/action-plans; docs/decisions/0013-action-plan-cache.md). Unset:
     * no upstream (StreamUpstreamPlans answers UNAVAILABLE).
     */
    PLANS_UPSTREAM_URL: optional(urlSchema),
    /** RFC 7617 Basic user and password of the upstream (interface spec, "Authentication: Outbound"). */
    PLANS_UPSTREAM_USER: optional(
      z
        .string()
        .min(1)
        .regex(/^[^:]*$/, 'must not contain ":" (RFC 7617)'),
    ),
    PLANS_UPSTREAM_PASSWORD: optional(secretSchema),
    /** false switches certificate verification of the upstream off (logged as a warning at start). */
    PLANS_UPSTREAM_TLS_VERIFY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Timeout of each upstream request (its retries included), ms. */
    PLANS_UPSTREAM_TIMEOUT_MS: millisecondsSchema.default(15_000),
    /** Hosts whose plans are asked at once. */
    PLANS_UPSTREAM_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /** Retries of a failed upstream GET (network failure, 500, 502, 503, 504). */
    PLANS_UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  })
  .superRefine((env, ctx) => {
    if (env.PLANS_UPSTREAM_URL === undefined) return;
    for (const key of ['PLANS_UPSTREAM_USER', 'PLANS_UPSTREAM_PASSWORD'] as const)
      if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PLANS_UPSTREAM_URL is set' });
  });

/** Typed configuration of the integration service. */
export type IntegrationConfig = z.infer<typeof integrationEnvSchema>;
