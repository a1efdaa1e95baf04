import { z } from 'zod';

/** NODE_ENV values; `production` turns on secure cookies and forbids development secrets. */
export const nodeEnvSchema = z.enum(['development', 'test', 'production']).default('development');

/** Integer TCP port from an environment string (0 = pick a free port). */
export const portSchema = z.coerce.number().int().min(0).max(65535);

/** Positive integer milliseconds from an environment string. */
export const millisecondsSchema = z.coerce.number().int().positive();

/**
 * Variables every app shares (ARCHITECTURE.md, Persistence: MONGO_URL, NATS_URL, LOG_LEVEL).
 * MONGO_URL has no default: the launcher or the deployment must say where the database is.
 */
export const commonEnvSchema = z.object({
  NODE_ENV: nodeEnvSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /** How long SIGTERM waits for in-flight calls before forcing the server down. */
  SHUTDOWN_GRACE_MS: millisecondsSchema.default(10_000),
});

/** Adds MONGO_URL (required) for apps that persist. */
export const mongoEnvSchema = z.object({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL'),
});

/** gRPC listen address of a service: GRPC_HOST and GRPC_PORT. */
export const grpcListenEnvSchema = z.object({
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: portSchema,
});
