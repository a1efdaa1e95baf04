import { grpcServiceEnvSchema, millisecondsSchema, portSchema, replicatedGrpcAddressSchema, SERVICE_PORTS, localAddressOf } from '@vmdash/config';
import { z } from 'zod';

/**
 * Environment of the action-plan service (docs/architecture.md, Configuration: one typed schema, validated at start).
 * MONGO_URL and the internal-token key file have no default: the launcher or the deployment names them.
 */
export const actionPlanEnvSchema = grpcServiceEnvSchema.extend({
  /** gRPC port (0 picks a free one). */
  GRPC_PORT: portSchema.default(SERVICE_PORTS['action-plan']),
  /**
   * data-cache's replicas, asked which hosts exist: host:port, `dns:///<headless Service>:<port>` or a comma-separated
   * list of ip:port; calls are balanced over the replicas as the gateway's are (libs/grpc `balanced`).
   */
  DATA_CACHE_ADDR: replicatedGrpcAddressSchema.default(localAddressOf('data-cache')),
  /** Deadline of each FindKnownBetaHosts call, ms. */
  DATA_CACHE_DEADLINE_MS: millisecondsSchema.default(5_000),
  /**
   * Age after which an unfinished plan create (left "pending" by a crash) is rolled back, ms. Far longer than any
   * request may last (the gateway's deadlines are at most 30 s, docs/architecture.md "Errors and retries"), and a
   * pending plan can no longer be committed once its caller's deadline has passed ("Writes have one outcome").
   */
  PENDING_RECOVERY_AFTER_MS: millisecondsSchema.default(600_000),
  /** How often the recovery sweep runs, ms. */
  PENDING_RECOVERY_INTERVAL_MS: millisecondsSchema.default(60_000),
  /**
   * Durable name of the consumer of the dashboard's risk exception events, which records and ends their
   * risk_acceptance plans (docs/decisions/0032-risk-exceptions.md); replicas share it.
   */
  RISK_EXCEPTION_CONSUMER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('action-plan-risk-exceptions'),
  /** Where a newly created risk exception consumer starts (ISO 8601); default the DOMAIN stream's beginning. */
  RISK_EXCEPTION_REPLAY_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.iso.datetime().optional()),
  /** Let NATS delete the risk exception consumer after this long without a client, ms (default never; tests set it). */
  RISK_EXCEPTION_CONSUMER_INACTIVE_MS: z.preprocess((value) => (value === '' ? undefined : value), millisecondsSchema.optional()),
});

/** Typed configuration of the action-plan service. */
export type ActionPlanConfig = z.infer<typeof actionPlanEnvSchema>;
