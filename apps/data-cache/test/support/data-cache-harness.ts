import * as grpc from '@grpc/grpc-js';
import { startEmbeddedMongo, type EmbeddedMongo } from '@vmdash/embedded-mongo';
import { createGrpcClient } from '@vmdash/grpc';
import { createTestInternalKeys, type TestInternalKeys } from '@vmdash/identity/testing';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type DataCacheServiceClient } from '@vmdash/proto';
import { randomUUID } from 'node:crypto';
import { loadDataCacheConfig } from '../../src/config';
import { createDataCacheService, type DataCacheService } from '../../src/data-cache.service';

/** One embedded MongoDB and key pair shared by the data-cache replicas a test starts. */
export interface DataCacheHarness {
  mongo: EmbeddedMongo;
  keys: TestInternalKeys;
  /** Database URL of this harness (a fresh database name per harness). */
  mongoUrl: string;
  startReplica(env?: Record<string, string>): Promise<{ service: DataCacheService; client: DataCacheServiceClient; port: number }>;
  /** Runs `fn` as a caller with the given scopes (default every Data API scope). */
  as<T>(fn: () => T, scopes?: string[]): T;
  close(): Promise<void>;
}

export async function createDataCacheHarness(): Promise<DataCacheHarness> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const keys = createTestInternalKeys();
  const mongoUrl = `${mongo.uri.replace(/\/?$/, '/')}data_cache_${randomUUID().slice(0, 8)}`;
  const running: { service: DataCacheService; client: DataCacheServiceClient }[] = [];
  const v1 = loadVmdashProtos();
  return {
    mongo,
    keys,
    mongoUrl,
    async startReplica(env = {}) {
      const config = loadDataCacheConfig({
        MONGO_URL: mongoUrl,
        ...(process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL } : {}),
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: '0',
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.publicKeyFile,
        SHUTDOWN_GRACE_MS: '2000',
        SHUTDOWN_DRAIN_DELAY_MS: '0',
        LOG_LEVEL: 'silent',
        ...env,
      });
      const service = createDataCacheService(config, createLogger('data-cache-test', 'silent'));
      const { port } = await service.start();
      const client = createGrpcClient(v1.DataCacheService, `127.0.0.1:${port}`, { deadlineMs: 60_000 });
      running.push({ service, client });
      return { service, client, port };
    },
    as: (fn, scopes = ['data:read', 'plans:write', 'cache:refresh']) => runWithRequestContext({ requestId: randomUUID(), internalToken: keys.tokenFor({ scopes }) }, fn),
    async close() {
      for (const { service, client } of running.splice(0)) {
        client.close();
        await service.stop();
      }
      await mongo.stop();
    },
  };
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
