import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { protoPath as healthProtoPath } from 'grpc-health-check';

/**
 * State of one dependency as grpc.health.v1 reports it, or UNREACHABLE when the check itself failed (connection
 * refused, deadline passed).
 */
type DependencyStatus = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN' | 'SERVICE_UNKNOWN' | 'UNREACHABLE';

/** Every state a dependency can be reported in. */
export const DEPENDENCY_STATUSES: readonly DependencyStatus[] = ['SERVING', 'NOT_SERVING', 'UNKNOWN', 'SERVICE_UNKNOWN', 'UNREACHABLE'];

/**
 * One gRPC dependency of the gateway: its name in /health, the client whose channel the check uses, and the service
 * name checked there. Checking over the very channel the data calls use makes SERVING mean "this gateway can reach
 * it now", not merely "it is up" (after a restart a separate channel could be connected while the data channel still
 * waits out its reconnection backoff).
 */
export interface DependencyTarget {
  name: string;
  client: grpc.Client;
  /** Fully-qualified gRPC service name, e.g. "vmdash.v1.DataCacheService". */
  service: string;
}

/** Checks the gateway's dependencies (over the clients' own channels, which their owners close). */
export interface DependencyHealth {
  check(): Promise<Record<string, DependencyStatus>>;
}

interface HealthClient extends grpc.Client {
  Check(request: { service: string }, options: grpc.CallOptions, callback: (error: grpc.ServiceError | null, response?: { status: string }) => void): void;
}

type HealthClientConstructor = new (address: string, credentials: grpc.ChannelCredentials, options?: grpc.ClientOptions) => HealthClient;

let healthClientConstructor: HealthClientConstructor | undefined;

/** The grpc.health.v1.Health client, loaded once from grpc-health-check's proto file. */
function loadHealthClient(): HealthClientConstructor {
  if (healthClientConstructor) return healthClientConstructor;
  const definition = protoLoader.loadSync(healthProtoPath, { keepCase: true, enums: String, defaults: true });
  const loaded = grpc.loadPackageDefinition(definition) as unknown as { grpc: { health: { v1: { Health: HealthClientConstructor } } } };
  healthClientConstructor = loaded.grpc.health.v1.Health;
  return healthClientConstructor;
}

/**
 * Checks each dependency with a grpc.health.v1 `Check` call under a short deadline, all at once.
 * @param timeoutMs deadline of each check (default 1 s)
 */
export function createDependencyHealth(targets: readonly DependencyTarget[], timeoutMs = 1_000): DependencyHealth {
  const Health = loadHealthClient();
  const clients = targets.map((target) => ({
    target,
    client: new Health('unused', grpc.credentials.createInsecure(), { channelOverride: target.client.getChannel() }),
  }));
  const checkOne = (client: HealthClient, service: string) =>
    new Promise<DependencyStatus>((resolve) => {
      client.Check({ service }, { deadline: Date.now() + timeoutMs }, (error, response) => {
        if (error) return resolve(error.code === grpc.status.NOT_FOUND ? 'SERVICE_UNKNOWN' : 'UNREACHABLE');
        const status = response?.status as DependencyStatus | undefined;
        resolve(status && DEPENDENCY_STATUSES.includes(status) ? status : 'UNKNOWN');
      });
    });
  return {
    async check() {
      const statuses = await Promise.all(clients.map(({ target, client }) => checkOne(client, target.service)));
      return Object.fromEntries(clients.map(({ target }, index) => [target.name, statuses[index]]));
    },
  };
}
