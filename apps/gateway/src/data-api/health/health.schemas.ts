import { z } from '../../openapi/zod';
import { DEPENDENCY_STATUSES } from './service-health-checks';

const dependencyStatus = z.enum(DEPENDENCY_STATUSES as [string, ...string[]]);

/** Answer of GET /health: ok when every gRPC dependency is SERVING, else degraded (HTTP 503). */
export const HealthRecord = z
  .object({
    status: z.enum(['ok', 'degraded']),
    dependencies: z.record(z.string(), dependencyStatus).openapi({
      description: 'grpc.health.v1 state of each gRPC service the gateway is configured with, by name (UNREACHABLE when the check failed)',
      example: { 'data-cache': 'SERVING', 'action-plan': 'SERVING', dashboard: 'SERVING' },
    }),
  })
  .openapi('Health');

/** Answer of GET /is-alive. */
export const AliveRecord = z.object({ status: z.literal('alive') }).openapi('Alive');
