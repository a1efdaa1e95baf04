import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { ConfigError, loadConfig } from '@vmdash/config';
import { exitOnShutdownSignal } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import { parsePublicKeySet } from './auth/public-key-set';
import { gatewayEnvSchema } from './config';
import { startGateway } from './gateway';

/** Reads a key file, naming the variable when it cannot. */
function readKeyFile(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/** Shell (ARCHITECTURE.md convention 2): parse config, load keys, start, stop on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig('gateway', gatewayEnvSchema);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const publicKeys = parsePublicKeySet(readKeyFile('JWT_PUBLIC_KEYS_FILE', config.JWT_PUBLIC_KEYS_FILE));
  const internalTokenPrivateKey = readKeyFile('INTERNAL_TOKEN_PRIVATE_KEY_FILE', config.INTERNAL_TOKEN_PRIVATE_KEY_FILE);
  const privateKey = createPrivateKey(internalTokenPrivateKey);
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('INTERNAL_TOKEN_PRIVATE_KEY_FILE: must be an EC P-256 private key (internal tokens are ES256)');
  }
  const gateway = await startGateway(
    {
      host: config.HOST,
      port: config.PORT,
      dataCacheAddr: config.DATA_CACHE_ADDR,
      actionPlanAddr: config.ACTION_PLAN_ADDR,
      bearer: { publicKeys, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
      internalTokenPrivateKey,
      trustProxy: config.TRUST_PROXY,
      unaryDeadlineMs: config.GRPC_DEADLINE_MS,
      longCallDeadlineMs: config.GRPC_LONG_DEADLINE_MS,
      shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
      dashboard: {
        addr: config.DASHBOARD_ADDR,
        redisUrl: config.REDIS_URL,
        rateLimitKeyPrefix: config.RATE_LIMIT_KEY_PREFIX,
        allowedOrigins: config.DASHBOARD_ALLOWED_ORIGINS,
        secureCookies: config.NODE_ENV === 'production',
      },
    },
    logger,
  );
  logger.info({ url: gateway.url, openapi: `${gateway.url}/openapi.json`, docs: `${gateway.url}/docs`, dashboardApi: `${gateway.url}/api/openapi.json` }, 'Data API and dashboard API ready');
  exitOnShutdownSignal(logger, gateway.stop, config.SHUTDOWN_GRACE_MS + 5_000);
}

main().catch((error: unknown) => {
  // Configuration and key problems end here: one clear line, exit code 1 (fail fast).
  const message = error instanceof ConfigError ? error.message : `gateway: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
