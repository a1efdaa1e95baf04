import { jsonResult } from '../../http/route-result';
import { bearer, defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { AliveRecord, HealthRecord } from './health.schemas';

const tag = 'health';

/**
 * GET /health (the gateway's gRPC dependencies, each one's grpc.health.v1 state; 503 when any is not SERVING) and
 * GET /is-alive (the process). Both need a data:read token, as every Data API route (interface spec,
 * Authentication); Kubernetes probes use the unauthenticated /livez and /readyz instead.
 */
export function healthRoutes(deps: DataApiDeps): DataApiRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      access: bearer('data:read'),
      docs: {
        operationId: 'health',
        summary: 'Health check',
        description: 'Answers 503 with status "degraded" when a dependency is not SERVING.',
        tag,
        responses: {
          200: { description: 'Every dependency is serving', schema: HealthRecord },
          503: { description: 'A dependency is not serving (status "degraded")', schema: HealthRecord },
        },
      },
      handle: async () => {
        const dependencies = await deps.dependencyHealth.check();
        const ok = Object.values(dependencies).every((status) => status === 'SERVING');
        return jsonResult({ status: ok ? 'ok' : 'degraded', dependencies }, ok ? 200 : 503);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/is-alive',
      access: bearer('data:read'),
      docs: { operationId: 'isAlive', summary: 'Liveness check', tag, responses: { 200: { description: 'The gateway process is running', schema: AliveRecord } } },
      handle: async () => jsonResult({ status: 'alive' }),
    }),
  ];
}
