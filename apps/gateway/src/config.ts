import { commonEnvSchema, grpcAddressSchema, millisecondsSchema, portSchema } from '@vmdash/config';
import { z } from 'zod';

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

/**
 * Environment of the gateway (docs/architecture.md, Configuration: one typed schema, validated at start).
 * The key files have no default: the launcher (tools/dev) or the deployment's Secret must name them.
 */
export const gatewayEnvSchema = commonEnvSchema.extend({
  /** HTTP port of the Data API (docs/architecture.md, Configuration: PORT, default 8080). */
  PORT: portSchema.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * Where data-cache's replicas are: host:port (one address), `dns:///<headless Service>:<port>` (every address the
   * name resolves to, in Kubernetes), or a comma-separated list of ip:port (locally); calls are balanced over the
   * replicas one by one (grpc-clients.ts).
   */
  DATA_CACHE_ADDR: z
    .string()
    .regex(/^(dns:\/\/\/[^\s:/]+:\d{1,5}|[^\s:,]+:\d{1,5}(,[^\s:,]+:\d{1,5})*)$/, 'must be host:port, dns:///host:port or a comma-separated list of ip:port')
    .default('127.0.0.1:50051'),
  ACTION_PLAN_ADDR: grpcAddressSchema.default('127.0.0.1:50052'),
  /** Required `iss` of bearer tokens. */
  JWT_ISSUER: z.string().min(1).default('vmdash'),
  /** Required `aud` of bearer tokens. */
  JWT_AUDIENCE: z.string().min(1).default('vmdash-data-api'),
  /** JSON file `{"<kid>": "<RSA public key PEM>", ...}`: the keys bearer tokens may be signed with (RS256). */
  JWT_PUBLIC_KEYS_FILE: z.string().min(1),
  /** PEM file of the ES256 private key that signs internal caller tokens (libs/identity). */
  INTERNAL_TOKEN_PRIVATE_KEY_FILE: z.string().min(1),
  TRUST_PROXY: trustProxySchema,
  /** The dashboard service (sessions, users, audit) behind /api. */
  DASHBOARD_ADDR: grpcAddressSchema.default('127.0.0.1:50053'),
  /** Redis holding the dashboard API's rate-limit counts, shared by every gateway replica (docs/decisions/0005). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .default('redis://127.0.0.1:6379'),
  /** Key prefix of the rate-limit counts in Redis (one Redis may serve several deployments). */
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('vmdash:rl:'),
  /** Origins besides the gateway's own allowed to send state-changing dashboard requests (CSRF check). */
  DASHBOARD_ALLOWED_ORIGINS: originListSchema,
  /** Deadline of plain unary gRPC calls, ms. */
  GRPC_DEADLINE_MS: millisecondsSchema.default(5_000),
  /** Deadline of streamed listings and of long unary calls (cache refresh, bulk plan creation), ms. */
  GRPC_LONG_DEADLINE_MS: millisecondsSchema.default(300_000),
});

/** Typed gateway configuration. */
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
