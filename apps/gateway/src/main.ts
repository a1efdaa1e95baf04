import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { runServiceMain, type MainService } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { parsePublicKeySet } from './auth/public-key-set';
import { gatewayEnvSchema, type GatewayConfig } from './config';
import { startGateway, type RunningGateway } from './gateway';

/** Reads a key file, naming the variable when it cannot. */
function readKeyFile(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Loads the gateway's keys (bearer public keys, the internal-token signing key) and returns the gateway to start.
 * @throws Error naming the variable of a key file that cannot be read or holds the wrong kind of key
 */
function buildGateway(config: GatewayConfig, logger: Logger): MainService {
  const publicKeys = parsePublicKeySet(readKeyFile('JWT_PUBLIC_KEYS_FILE', config.JWT_PUBLIC_KEYS_FILE));
  const internalTokenPrivateKey = readKeyFile('INTERNAL_TOKEN_PRIVATE_KEY_FILE', config.INTERNAL_TOKEN_PRIVATE_KEY_FILE);
  const privateKey = createPrivateKey(internalTokenPrivateKey);
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('INTERNAL_TOKEN_PRIVATE_KEY_FILE: must be an EC P-256 private key (internal tokens are ES256)');
  }
  let gateway: RunningGateway | undefined;
  return {
    async start() {
      gateway = await startGateway(
        {
          host: config.HOST,
          port: config.PORT,
          dataCacheAddr: config.DATA_CACHE_ADDR,
          actionPlanAddr: config.ACTION_PLAN_ADDR,
          bearer: { publicKeys, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, maxLifetimeSeconds: config.JWT_MAX_LIFETIME_SECONDS },
          internalTokenPrivateKey,
          trustProxy: config.TRUST_PROXY,
          successLogLevel: config.NODE_ENV === 'production' ? 'debug' : 'info',
          deadlines: { lookup: config.GRPC_DEADLINE_MS, stream: config.GRPC_STREAM_DEADLINE_MS, bulk: config.GRPC_BULK_DEADLINE_MS },
          http: {
            headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
            requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
            keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
            maxConnections: config.HTTP_MAX_CONNECTIONS,
          },
          drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
          shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
          webAppDir: config.WEB_APP_DIR,
          dashboard: {
            addr: config.DASHBOARD_ADDR,
            integrationAddr: config.INTEGRATION_ADDR,
            redisUrl: config.REDIS_URL,
            rateLimitKeyPrefix: config.RATE_LIMIT_KEY_PREFIX,
            allowedOrigins: [...(config.PUBLIC_URL ? [config.PUBLIC_URL] : []), ...config.DASHBOARD_ALLOWED_ORIGINS],
            secureCookies: config.NODE_ENV === 'production',
          },
        },
        logger,
      );
      return { url: gateway.url, openapi: `${gateway.url}/openapi.json`, docs: `${gateway.url}/docs`, dashboardApi: `${gateway.url}/api/openapi.json` };
    },
    stop: async () => gateway?.stop(),
  };
}

void runServiceMain({ name: 'gateway', schema: gatewayEnvSchema, build: buildGateway });
