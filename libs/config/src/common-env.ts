import { z } from 'zod';

/** NODE_ENV values; `production` turns on secure cookies and forbids development secrets. */
const nodeEnvSchema = z.enum(['development', 'test', 'production']).default('development');

/** Integer TCP port from an environment string (0 = pick a free port). */
export const portSchema = z.coerce.number().int().min(0).max(65535);

/** host:port of a gRPC service, e.g. "data-cache:50051". */
export const grpcAddressSchema = z.string().regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port');

/**
 * Where the replicas of a scaled-out gRPC service are: host:port (one address), `dns:///<headless Service>:<port>`
 * (every address the name resolves to, in Kubernetes), or a comma-separated list of ip:port (locally). Clients made
 * with libs/grpc's `balanced` option spread their calls over all of them (docs/benchmarks.md, "Scale-out").
 */
export const replicatedGrpcAddressSchema = z
  .string()
  .regex(/^(dns:\/\/\/[^\s:/]+:\d{1,5}|[^\s:,]+:\d{1,5}(,[^\s:,]+:\d{1,5})*)$/, 'must be host:port, dns:///host:port or a comma-separated list of ip:port');

/** Positive integer milliseconds from an environment string. */
export const millisecondsSchema = z.coerce.number().int().positive();

/**
 * Variables every app shares: NODE_ENV, LOG_LEVEL, NATS_URL, and the two durations of the shutdown every app's shell
 * runs (libs/service-runtime runServiceMain; docs/architecture.md, "Shutdown order"). MONGO_URL is in mongoEnvSchema: the launcher or the deployment must say
 * where the database is.
 */
export const commonEnvSchema = z.object({
  NODE_ENV: nodeEnvSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /** Pause between reporting not-ready and closing the listener on shutdown, so load balancers stop sending, ms. */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(2_000),
  /** How long SIGTERM waits for in-flight calls, once the listener is closed, before forcing the server down, ms. */
  SHUTDOWN_GRACE_MS: millisecondsSchema.default(10_000),
});

/** Adds MONGO_URL (required) for apps that persist. */
export const mongoEnvSchema = z.object({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL'),
});

/**
 * Environment every vmdash gRPC service shares besides commonEnvSchema and MONGO_URL: where it listens and the
 * gateway's public key that verifies internal caller tokens. Apps extend it with their own GRPC_PORT default.
 */
export const grpcServiceEnvSchema = commonEnvSchema.extend(mongoEnvSchema.shape).extend({
  GRPC_HOST: z.string().min(1).default('0.0.0.0'),
  GRPC_PORT: portSchema,
  /** PEM file of the gateway's ES256 public key (verifies internal caller tokens, libs/identity). */
  INTERNAL_TOKEN_PUBLIC_KEY_FILE: z.string().min(1),
});

/** Time a stop may take beyond SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS (the app's own work, NATS, MongoDB, the last log lines), ms. */
export const HARD_STOP_MARGIN_MS = 5_000;

/**
 * The latest a process ends after SIGTERM, ms: SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS + HARD_STOP_MARGIN_MS. The
 * shell (libs/service-runtime runServiceMain) ends a stop still running then, whatever its logging does; Kubernetes'
 * terminationGracePeriodSeconds and compose's stop_grace_period cover it (deploy/test checks them).
 */
export function hardStopMsOf(settings: { SHUTDOWN_DRAIN_DELAY_MS: number; SHUTDOWN_GRACE_MS: number }): number {
  return settings.SHUTDOWN_DRAIN_DELAY_MS + settings.SHUTDOWN_GRACE_MS + HARD_STOP_MARGIN_MS;
}
