import { commonEnvSchema, millisecondsSchema, mongoEnvSchema, portSchema } from '@vmdash/config';
import { z } from 'zod';

/** host:port of a gRPC service. */
const grpcAddressSchema = z.string().regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port');

/**
 * Environment of the action-plan service (ARCHITECTURE.md convention 3: one typed schema, validated at start).
 * MONGO_URL and the internal-token key file have no default: the launcher or the deployment names them.
 */
export const actionPlanEnvSchema = commonEnvSchema.extend(mongoEnvSchema.shape).extend({
  GRPC_HOST: z.string().min(1).default('0.0.0.0'),
  /** gRPC port (0 picks a free one). */
  GRPC_PORT: portSchema.default(50052),
  /** data-cache's gRPC address, asked which hosts exist. */
  DATA_CACHE_ADDR: grpcAddressSchema.default('127.0.0.1:50051'),
  /** Deadline of each FindKnownBetaHosts call, ms. */
  DATA_CACHE_DEADLINE_MS: millisecondsSchema.default(5_000),
  /** PEM file of the gateway's ES256 public key that verifies internal caller tokens (libs/identity). */
  INTERNAL_TOKEN_PUBLIC_KEY_FILE: z.string().min(1),
  /** Pause between reporting NOT_SERVING and closing the server on shutdown, so load balancers stop sending, ms. */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(2_000),
  /**
   * Age after which an unfinished plan create (left "pending" by a crash) is rolled back, ms. Longer than any
   * request may last (the gateway's long deadline is 5 minutes).
   */
  PENDING_RECOVERY_AFTER_MS: millisecondsSchema.default(600_000),
  /** How often the recovery sweep runs, ms. */
  PENDING_RECOVERY_INTERVAL_MS: millisecondsSchema.default(60_000),
});

/** Typed configuration of the action-plan service. */
export type ActionPlanConfig = z.infer<typeof actionPlanEnvSchema>;
