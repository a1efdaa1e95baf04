import { commonEnvSchema, grpcAddressSchema, millisecondsSchema, portSchema, replicatedGrpcAddressSchema, SERVICE_PORTS, localAddressOf } from '@vmdash/config';
import { USER_GROUPS } from '@vmdash/domain';
import { z } from 'zod';

/** Default lifetime of a job grant: the longest queue wait and run of a job (docs/decisions/0028-jobs.md), s. */
export const DEFAULT_JOB_GRANT_TTL_SECONDS = 6 * 3600;

/**
 * Express's `trust proxy` setting from an environment string: "true"/"false", a hop count ("1"), or a comma-separated
 * list of addresses or subnets ("loopback, 10.0.0.0/8"). Default false: X-Forwarded-* headers are ignored unless an
 * operator says which proxies to believe (they decide `req.ip` in the access log).
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value): boolean | number | string => {
    const trimmed = value.trim();
    if (trimmed === 'true') return true;
    if (trimmed === 'false' || trimmed === '') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    return trimmed;
  });

/** Default deadline of each route class, ms (GRPC_DEADLINE_MS, GRPC_STREAM_DEADLINE_MS, GRPC_BULK_DEADLINE_MS, GRPC_TRANSFER_DEADLINE_MS). */
export const DEFAULT_DEADLINES = { lookup: 5_000, stream: 30_000, bulk: 30_000, transfer: 3_600_000 } as const;

/** Default limits of the HTTP listener (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS, HTTP_MAX_CONNECTIONS). */
export const DEFAULT_HTTP_LIMITS = { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000, maxConnections: 10_000 } as const;

/** A gRPC deadline of one route class, ms: at most 30 s (docs/architecture.md, "Errors and retries"). */
const deadlineSchema = millisecondsSchema.max(30_000);

/** Comma-separated origins (scheme://host[:port]), e.g. "https://dashboard.example.com, http://localhost:5173". */
const originListSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each origin must be scheme://host[:port] without a path')));

/** A JSON object whose values `value` checks (OIDC_GROUP_MAP, OIDC_TEAM_MAP); default `{}`. */
function jsonMapSchema<V extends z.ZodType>(value: V) {
  return z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), value));
}

/**
 * Environment of the gateway (docs/architecture.md, Configuration: one typed schema, validated at start).
 * The key files have no default: the launcher (tools/dev) or the deployment's Secret must name them.
 */
export const gatewayEnvSchema = commonEnvSchema
  .extend({
    /** HTTP port of the Data API (docs/architecture.md, Configuration: PORT, default 8080). */
    PORT: portSchema.default(SERVICE_PORTS.gateway),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * Where data-cache's replicas are: host:port (one address), `dns:///<headless Service>:<port>` (every address the
     * name resolves to, in Kubernetes), or a comma-separated list of ip:port (locally); calls are balanced over the
     * replicas one by one (gateway-peers.ts).
     */
    DATA_CACHE_ADDR: replicatedGrpcAddressSchema.default(localAddressOf('data-cache')),
    ACTION_PLAN_ADDR: grpcAddressSchema.default(localAddressOf('action-plan')),
    /** Required `iss` of bearer tokens. */
    JWT_ISSUER: z.string().min(1).default('vmdash'),
    /** Required `aud` of bearer tokens. */
    JWT_AUDIENCE: z.string().min(1).default('vmdash-data-api'),
    /** Longest lifetime a bearer token may claim (`exp - iat`, and `exp` from now), seconds (default 24 h). */
    JWT_MAX_LIFETIME_SECONDS: z.coerce.number().int().positive().default(86_400),
    /** JSON file `{"<kid>": "<RSA public key PEM>", ...}`: the keys bearer tokens may be signed with (RS256). */
    JWT_PUBLIC_KEYS_FILE: z.string().min(1),
    /** PEM file of the ES256 private key that signs internal caller tokens (libs/identity). */
    INTERNAL_TOKEN_PRIVATE_KEY_FILE: z.string().min(1),
    TRUST_PROXY: trustProxySchema,
    /** The dashboard service (sessions, users, audit) behind /api. */
    DASHBOARD_ADDR: grpcAddressSchema.default(localAddressOf('dashboard')),
    /** The integration service (the tracker webhook, POST /api/webhooks/tracker). */
    INTEGRATION_ADDR: grpcAddressSchema.default(localAddressOf('integration')),
    /** Redis holding the dashboard API's rate-limit counts, shared by every gateway replica (docs/decisions/0005). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .default('redis://127.0.0.1:6379'),
    /** Key prefix of the rate-limit counts in Redis (one Redis may serve several deployments). */
    RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('vmdash:rl:'),
    /**
     * The URL browsers reach the gateway at, e.g. https://vmdash.example.com: its origin may send state-changing
     * dashboard requests (CSRF check). The gateway never takes its own origin from the Host header, which a client
     * chooses; without PUBLIC_URL only DASHBOARD_ALLOWED_ORIGINS and same-origin Fetch Metadata pass.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => new URL(url).origin)
      .optional(),
    /**
     * Folder of the built web app (`dist/apps/web`, `npx nx run web:build`) to serve at / (docs/decisions/0019-web-serving.md);
     * without it the gateway serves the APIs only. A folder without index.html stops the gateway at start.
     */
    WEB_APP_DIR: z.string().min(1).optional(),
    /**
     * Lifetime of the job grant the gateway signs for each job a user starts (POST /api/jobs), s: the longest the job
     * may wait in the queue and run, since its calls to data-cache carry it (docs/decisions/0028-jobs.md, "A job's
     * identity"). A job still running when its grant expired fails with the peer's refusal. 5 min to 7 days.
     */
    JOB_GRANT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .max(7 * 86_400)
      .default(DEFAULT_JOB_GRANT_TTL_SECONDS),
    /** Origins besides PUBLIC_URL's allowed to send state-changing dashboard requests (CSRF check). */
    DASHBOARD_ALLOWED_ORIGINS: originListSchema,
    /** Deadline of `lookup` routes (single records, plan writes), ms; at most 30 s (docs/decisions/0007: no call waits longer). */
    GRPC_DEADLINE_MS: deadlineSchema.default(DEFAULT_DEADLINES.lookup),
    /** Deadline of `stream` routes (streamed listings), ms; at most 30 s. */
    GRPC_STREAM_DEADLINE_MS: deadlineSchema.default(DEFAULT_DEADLINES.stream),
    /** Deadline of `bulk` routes (cache refresh, bulk plan creation, one host's findings in one message), ms; at most 30 s. */
    GRPC_BULK_DEADLINE_MS: deadlineSchema.default(DEFAULT_DEADLINES.bulk),
    /**
     * Deadline of `transfer` routes (the download of a finished job's file, GET /api/jobs/{id}/result), ms: the longest
     * a client may take to read a result (1 h; at most 24 h). A stored file read with backpressure costs nothing while
     * the client is slow, so it is not held to the 30 s of a call's work (docs/decisions/0028-jobs.md, "Downloading a
     * result").
     */
    GRPC_TRANSFER_DEADLINE_MS: millisecondsSchema.max(86_400_000).default(DEFAULT_DEADLINES.transfer),
    /**
     * Longest time a client may take to send a request's headers, ms (Node's `headersTimeout`; slowloris). At most
     * HTTP_REQUEST_TIMEOUT_MS.
     */
    HTTP_HEADERS_TIMEOUT_MS: millisecondsSchema.max(60_000).default(DEFAULT_HTTP_LIMITS.headersTimeoutMs),
    /**
     * Longest time a client may take to send a whole request, body included, ms (Node's `requestTimeout`); a slower
     * request is answered 408 and its connection closed. At most 60 s (docs/decisions/0007: a body that never ends was held 313 s).
     * The answer's own time is the route's deadline, not this.
     */
    HTTP_REQUEST_TIMEOUT_MS: millisecondsSchema.max(60_000).default(DEFAULT_HTTP_LIMITS.requestTimeoutMs),
    /**
     * How long an idle keep-alive connection stays open, ms (Node's `keepAliveTimeout`). Above the idle timeout of the
     * load balancer in front (60 s for AWS ALB and most ingress controllers), so the gateway never closes a connection
     * the balancer is about to reuse (a 502 for its client).
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: millisecondsSchema.default(DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
    /**
     * Most open client connections, idle keep-alive ones included (Node's `server.maxConnections`); further ones are
     * closed at once. Keep it below the process's file limit (`ulimit -n`) minus what the gRPC channels, Redis and logs
     * use, so the gateway always has descriptors left to serve those it accepted (docs/decisions/0007: 21,000 slow connections used
     * them all).
     */
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(DEFAULT_HTTP_LIMITS.maxConnections),
    /**
     * Single sign-on (docs/decisions/0029-oidc-sign-in.md): the OpenID provider's issuer URL (its discovery document is
     * read at the first sign-in). Unset: no single sign-on. Set: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (from a Secret)
     * and PUBLIC_URL (the callback is PUBLIC_URL/api/auth/oidc/callback) are required.
     */
    OIDC_ISSUER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    /** The provider's name on the sign-in page ("Sign in with <name>"). */
    OIDC_PROVIDER_NAME: z.string().min(1).default('single sign-on'),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** Space-separated scopes requested; `openid` is required. */
    OIDC_SCOPES: z
      .string()
      .default('openid email profile')
      .refine((scopes) => scopes.split(/\s+/).includes('openid'), 'must include openid'),
    /** The ID-token claim holding the provider's groups. */
    OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
    /** The ID-token claim holding the username. */
    OIDC_USERNAME_CLAIM: z.string().min(1).default('preferred_username'),
    /** JSON `{"<provider group>": "Admin" | "Standard_User" | "Leadership" | "Read_Only"}`. */
    OIDC_GROUP_MAP: jsonMapSchema(z.enum(USER_GROUPS)),
    /** JSON `{"<provider group>": "<bu_team>"}`. */
    OIDC_TEAM_MAP: jsonMapSchema(z.string().min(1)),
  })
  .refine((config) => !config.OIDC_ISSUER_URL || (config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET && config.PUBLIC_URL), {
    message: 'OIDC_ISSUER_URL needs OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and PUBLIC_URL',
    path: ['OIDC_ISSUER_URL'],
  })
  .refine((config) => config.HTTP_HEADERS_TIMEOUT_MS <= config.HTTP_REQUEST_TIMEOUT_MS, {
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  });

/** Typed gateway configuration. */
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
