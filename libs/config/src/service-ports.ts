/**
 * The one table of vmdash's processes and the port each listens on by default: the gateway's HTTP port and each gRPC
 * service's. The apps' configuration defaults, the development launcher (`npm start`, which binds exactly these) and
 * the deployment checks read it; deploy/'s YAML repeats the numbers and deploy/test checks them against this table.
 * A new service takes the next free port here first (docs/architecture.md, "Adding a service").
 */
export const SERVICE_PORTS = {
  gateway: 8080,
  'data-cache': 50051,
  'action-plan': 50052,
  dashboard: 50053,
  integration: 50054,
} as const;

/** A vmdash process by its app name (apps/<name>). */
export type ServiceName = keyof typeof SERVICE_PORTS;

/** The gRPC services (every process but the gateway). */
export type GrpcServiceName = Exclude<ServiceName, 'gateway'>;

/** host:port of gRPC service `service` on this machine at its port of SERVICE_PORTS, e.g. "127.0.0.1:50051" (a development default). */
export function localAddressOf(service: GrpcServiceName): string {
  return `127.0.0.1:${SERVICE_PORTS[service]}`;
}
