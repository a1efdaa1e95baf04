import * as grpc from '@grpc/grpc-js';
import { createGrpcClient } from '@vmdash/grpc';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type DataCacheServiceClient } from '@vmdash/proto';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { randomUUID } from 'node:crypto';
import { loadDataCacheConfig } from '../../src/config';
import { createDataCacheService, type DataCacheService } from '../../src/data-cache.service';

/** One embedded MongoDB and key pair shared by the data-cache replicas a test starts. */
export interface DataCacheHarness {
  environment: TestEnvironment;
  /** Database URL of this harness (a fresh database name per harness). */
  mongoUrl: string;
  startReplica(env?: Record<string, string>): Promise<{ service: DataCacheService; client: DataCacheServiceClient; port: number }>;
  /** A replica built but not started (its start is the test's to run and watch); closed with the harness. */
  buildReplica(env?: Record<string, string>): DataCacheService;
  /** A client of the replica on `port` (the harness closes it). */
  clientOf(port: number): DataCacheServiceClient;
  /** Runs `fn` as a caller with the given scopes (default every Data API scope). */
  as<T>(fn: () => T, scopes?: string[]): T;
  close(): Promise<void>;
}

export async function createDataCacheHarness(): Promise<DataCacheHarness> {
  const environment = await startTestEnvironment();
  const { keys } = environment;
  const mongoUrl = environment.databaseUrl('data_cache');
  const services: DataCacheService[] = [];
  const clients: DataCacheServiceClient[] = [];
  const v1 = loadVmdashProtos();
  const harness: DataCacheHarness = {
    environment,
    mongoUrl,
    async startReplica(env = {}) {
      const service = harness.buildReplica(env);
      const { port } = await service.start();
      return { service, client: harness.clientOf(port), port };
    },
    buildReplica(env = {}) {
      const config = loadDataCacheConfig({ ...environment.serviceEnv(mongoUrl), ...env });
      const service = createDataCacheService(config, createLogger('data-cache-test', 'silent'));
      services.push(service);
      return service;
    },
    clientOf(port) {
      const client = createGrpcClient(v1.DataCacheService, `127.0.0.1:${port}`, { deadlineMs: 60_000 });
      clients.push(client);
      return client;
    },
    as: (fn, scopes = ['data:read', 'plans:write', 'cache:refresh']) => runWithRequestContext({ requestId: randomUUID(), internalToken: keys.tokenFor({ scopes }) }, fn),
    async close() {
      for (const client of clients.splice(0)) client.close();
      for (const service of services.splice(0)) await service.stop();
      await environment.stop();
    },
  };
  return harness;
}

/** Collects a server stream into an array (rejects with the stream's gRPC error). */
export function collectStream<T>(stream: grpc.ClientReadableStream<T>): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    stream.on('data', (item: T) => items.push(item));
    stream.on('end', () => resolve(items));
    stream.on('error', reject);
  });
}
