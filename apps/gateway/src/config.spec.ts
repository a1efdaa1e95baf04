import { ConfigError, loadConfig } from '@vmdash/config';
import { gatewayEnvSchema } from './config';

const keys = { JWT_PUBLIC_KEYS_FILE: '/keys/jwt.json', INTERNAL_TOKEN_PRIVATE_KEY_FILE: '/keys/internal.pem' };

describe('gateway configuration', () => {
  it('when only the key files are given, then the defaults of the architecture apply', () => {
    expect(loadConfig('gateway', gatewayEnvSchema, keys)).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_CACHE_ADDR: '127.0.0.1:50051',
      ACTION_PLAN_ADDR: '127.0.0.1:50052',
      JWT_ISSUER: 'vmdash',
      JWT_AUDIENCE: 'vmdash-data-api',
      TRUST_PROXY: false,
      GRPC_DEADLINE_MS: 5_000,
      GRPC_STREAM_DEADLINE_MS: 30_000,
      GRPC_BULK_DEADLINE_MS: 30_000,
      GRPC_TRANSFER_DEADLINE_MS: 3_600_000,
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HTTP_MAX_CONNECTIONS: 10_000,
    });
  });

  it('when a deadline is over 30 s or the request timeout over 60 s or below the headers timeout, then start-up fails naming it', () => {
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, GRPC_STREAM_DEADLINE_MS: '300000' })).toThrow(/GRPC_STREAM_DEADLINE_MS/);
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, GRPC_BULK_DEADLINE_MS: '30001' })).toThrow(/GRPC_BULK_DEADLINE_MS/);
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, HTTP_REQUEST_TIMEOUT_MS: '313000' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '10000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not exceed/);
  });

  it('when PUBLIC_URL is given, then its origin is kept; a non-HTTP URL fails start-up; tokens live at most 24 h unless set', () => {
    expect(loadConfig('gateway', gatewayEnvSchema, { ...keys, PUBLIC_URL: 'https://vmdash.example.com/app/' }).PUBLIC_URL).toBe('https://vmdash.example.com');
    expect(loadConfig('gateway', gatewayEnvSchema, keys).PUBLIC_URL).toBeUndefined();
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, PUBLIC_URL: 'ftp://vmdash.example.com' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig('gateway', gatewayEnvSchema, keys).JWT_MAX_LIFETIME_SECONDS).toBe(86_400);
    expect(loadConfig('gateway', gatewayEnvSchema, { ...keys, JWT_MAX_LIFETIME_SECONDS: '3600' }).JWT_MAX_LIFETIME_SECONDS).toBe(3_600);
  });

  it('when TRUST_PROXY is a boolean, a hop count or a list, then Express gets that value', () => {
    const trust = (TRUST_PROXY: string) => loadConfig('gateway', gatewayEnvSchema, { ...keys, TRUST_PROXY }).TRUST_PROXY;
    expect([trust('true'), trust('2'), trust('loopback, 10.0.0.0/8')]).toEqual([true, 2, 'loopback, 10.0.0.0/8']);
  });

  it('when the dashboard settings are given, then origins are a list and a bad origin or Redis URL fails start-up', () => {
    const config = loadConfig('gateway', gatewayEnvSchema, { ...keys, DASHBOARD_ALLOWED_ORIGINS: 'https://dash.example.com, http://localhost:5173' });
    expect(config).toMatchObject({ DASHBOARD_ADDR: '127.0.0.1:50053', REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_KEY_PREFIX: 'vmdash:rl:' });
    expect(config.DASHBOARD_ALLOWED_ORIGINS).toEqual(['https://dash.example.com', 'http://localhost:5173']);
    expect(loadConfig('gateway', gatewayEnvSchema, keys).DASHBOARD_ALLOWED_ORIGINS).toEqual([]);
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, DASHBOARD_ALLOWED_ORIGINS: 'https://dash.example.com/app' })).toThrow(/DASHBOARD_ALLOWED_ORIGINS/);
    expect(() => loadConfig('gateway', gatewayEnvSchema, { ...keys, REDIS_URL: 'http://redis' })).toThrow(/REDIS_URL/);
  });

  it('when data-cache is named by a headless Service or a list of replicas, then the address is taken; a bad list is refused', () => {
    const address = (DATA_CACHE_ADDR: string) => loadConfig('gateway', gatewayEnvSchema, { ...keys, DATA_CACHE_ADDR }).DATA_CACHE_ADDR;
    expect([address('dns:///data-cache-headless:50051'), address('127.0.0.1:50051,127.0.0.1:50061')]).toEqual(['dns:///data-cache-headless:50051', '127.0.0.1:50051,127.0.0.1:50061']);
    expect(() => address('127.0.0.1:50051,')).toThrow(/DATA_CACHE_ADDR/);
    expect(() => address('dns:///data-cache')).toThrow(/DATA_CACHE_ADDR/);
  });

  it('when the key files are missing or an address is malformed, then start-up fails naming each variable', () => {
    let error: unknown;
    try {
      loadConfig('gateway', gatewayEnvSchema, { DATA_CACHE_ADDR: 'data-cache' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/JWT_PUBLIC_KEYS_FILE/);
    expect((error as ConfigError).message).toMatch(/INTERNAL_TOKEN_PRIVATE_KEY_FILE/);
    expect((error as ConfigError).message).toMatch(/DATA_CACHE_ADDR: must be host:port/);
  });
});
