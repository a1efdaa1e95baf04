import { defineRoute, jsonResult, type Route } from '../../http/route';
import type { DataApiDeps } from '../shared/data-api.deps';
import { AliveRecord, HealthRecord } from './health.schemas';

const tag = 'health';

/**
 * GET /health (the gateway's gRPC dependencies, each one's grpc.health.v1 state; 503 when any is not SERVING) and
 * GET /is-alive (the process). Both need a data:read token, as every Data API route (interface-spec.md,
 * Authentication); Kubernetes probes use the unauthenticated /livez and /readyz instead.
 */
export function healthRoutes(deps: DataApiDeps): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      scope: 'data:read',
      docs: {
        operationId: 'health',
        summary: 'Health check',
        description: 'Answers 503 with status "degraded" when a dependency is not SERVING.',
        tag,
        responseDescription: 'Every dependency is serving',
        otherResponses: { 503: { description: 'A dependency is not serving (status "degraded")', schema: HealthRecord } },
      },
      response: HealthRecord,
      handle: async () => {
        const dependencies = await deps.dependencyHealth.check();
        const ok = Object.values(dependencies).every((status) => status === 'SERVING');
        return jsonResult({ status: ok ? 'ok' : 'degraded', dependencies }, ok ? 200 : 503);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/is-alive',
      scope: 'data:read',
      docs: { operationId: 'isAlive', summary: 'Liveness check', tag, responseDescription: 'The gateway process is running' },
      response: AliveRecord,
      handle: async () => jsonResult({ status: 'alive' }),
    }),
  ];
}
