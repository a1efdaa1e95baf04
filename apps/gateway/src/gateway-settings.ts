import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parsePublicKeySet } from './auth/public-key-set';
import type { GatewayConfig } from './config';
import type { GatewaySettings } from './gateway';

/** Reads a key file, naming the variable when it cannot. */
function readKeyFile(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The gateway's settings from its configuration (config.ts), with its keys loaded: the bearer public keys and the
 * internal-token signing key.
 * @throws Error naming the variable of a key file that cannot be read or holds the wrong kind of key
 */
export function gatewaySettingsOf(config: GatewayConfig): GatewaySettings {
  const publicKeys = parsePublicKeySet(readKeyFile('JWT_PUBLIC_KEYS_FILE', config.JWT_PUBLIC_KEYS_FILE));
  const internalTokenPrivateKey = readKeyFile('INTERNAL_TOKEN_PRIVATE_KEY_FILE', config.INTERNAL_TOKEN_PRIVATE_KEY_FILE);
  const privateKey = createPrivateKey(internalTokenPrivateKey);
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('INTERNAL_TOKEN_PRIVATE_KEY_FILE: must be an EC P-256 private key (internal tokens are ES256)');
  }
  return {
    host: config.HOST,
    port: config.PORT,
    dataCacheAddr: config.DATA_CACHE_ADDR,
    actionPlanAddr: config.ACTION_PLAN_ADDR,
    bearer: { publicKeys, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, maxLifetimeSeconds: config.JWT_MAX_LIFETIME_SECONDS },
    internalTokenPrivateKey,
    trustProxy: config.TRUST_PROXY,
    successLogLevel: config.NODE_ENV === 'production' ? 'debug' : 'info',
    deadlines: { lookup: config.GRPC_DEADLINE_MS, stream: config.GRPC_STREAM_DEADLINE_MS, bulk: config.GRPC_BULK_DEADLINE_MS, transfer: config.GRPC_TRANSFER_DEADLINE_MS },
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
      jobGrantTtlSeconds: config.JOB_GRANT_TTL_SECONDS,
      oidc:
        config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET && config.PUBLIC_URL
          ? {
              issuer: new URL(config.OIDC_ISSUER_URL),
              providerName: config.OIDC_PROVIDER_NAME,
              clientId: config.OIDC_CLIENT_ID,
              clientSecret: config.OIDC_CLIENT_SECRET,
              scopes: config.OIDC_SCOPES,
              groupsClaim: config.OIDC_GROUPS_CLAIM,
              usernameClaim: config.OIDC_USERNAME_CLAIM,
              groupMap: config.OIDC_GROUP_MAP,
              teamMap: config.OIDC_TEAM_MAP,
              redirectUri: `${config.PUBLIC_URL}/api/auth/oidc/callback`,
            }
          : undefined,
    },
  };
}
