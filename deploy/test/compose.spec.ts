import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_PORTS } from '@vmdash/config';
import { appEnvSchema, envProblems, repositoryApps } from './support/app-config';
import { composeApps, composeProblems, envFiles, readCompose, withDefaults } from './support/compose-rules';

const deployRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(deployRoot, '..');
const compose = readCompose(path.join(deployRoot, 'compose', 'compose.yaml'));
const keysScript = readFileSync(path.join(deployRoot, 'compose', 'generate-keys.sh'), 'utf8');
const apps = repositoryApps(repoRoot);
/** An app's environment in compose.yaml as the container sees it when the operator sets nothing. */
const composeEnv = (app: string): Record<string, string> => Object.fromEntries(Object.entries(compose.services[app].environment ?? {}).map(([key, value]) => [key, withDefaults(String(value))]));

// No Docker engine here (and none needed in CI): `docker compose config` cannot run, so the file is parsed and checked.
describe('compose.yaml', () => {
  it('when parsed, then every app of apps/, MongoDB 7, NATS 2.10 with JetStream and Redis 7 are services', () => {
    expect(apps).toEqual(expect.arrayContaining(['gateway', 'data-cache', 'action-plan', 'dashboard']));
    expect(
      composeApps(compose)
        .map(([name]) => name)
        .sort(),
    ).toEqual(apps);
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.nats.image).toMatch(/^nats:2\.10/);
    expect((compose.services.nats as { command?: string[] }).command).toContain('--jetstream');
    expect(compose.services.redis.image).toMatch(/^redis:7\./);
  });

  it('when the gateway starts, then it reaches the dashboard and waits for it and for Redis', () => {
    expect(compose.services.gateway.environment).toMatchObject({ DASHBOARD_ADDR: 'dashboard:50053', REDIS_URL: 'redis://redis:6379' });
    expect(compose.services.gateway.depends_on).toMatchObject({ dashboard: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
  });

  it('when started, then every app listens on its port of the one table (libs/config SERVICE_PORTS)', () => {
    const listening = Object.keys(SERVICE_PORTS).map((app) => [app, Number(composeEnv(app)[app === 'gateway' ? 'PORT' : 'GRPC_PORT'])]);
    expect(listening).toEqual(Object.entries(SERVICE_PORTS));
  });

  it('when the dashboard starts, then its first Admin comes from the env file generate-keys.sh writes, never from compose.yaml', () => {
    expect(envFiles(compose.services.dashboard)).toEqual(['./keys/dashboard-admin.env']);
    expect(Object.keys(compose.services.dashboard.environment ?? {}).filter((key) => key.startsWith('ADMIN_'))).toEqual([]);
  });

  it('when checked, then every app is hardened, health-checked, wired to what it calls and waits for it', () => {
    expect(composeProblems(compose, keysScript)).toEqual([]);
  });

  it('when an app loses its secret, its health check or its dependency, then the rules name each problem', () => {
    const broken = structuredClone(compose);
    broken.services.gateway.secrets = ['internal_token_private_key'];
    delete broken.services.gateway.depends_on?.redis;
    broken.services['action-plan'].healthcheck = { test: ['CMD', 'true'] };
    delete broken.services['data-cache'].depends_on?.mongo;
    broken.services.dashboard.env_file = ['./admin.env'];
    expect(composeProblems(broken, keysScript)).toEqual([
      'gateway: JWT_PUBLIC_KEYS_FILE is not a secret of the service',
      'gateway: does not wait for redis to be healthy',
      'data-cache: does not wait for mongo to be healthy',
      'action-plan: healthcheck ["CMD","true"] is not ["CMD","node","healthcheck.cjs","grpc","127.0.0.1:50052"]',
      'dashboard: env_file ./admin.env is not a file that generate-keys.sh writes',
    ]);
  });

  // Apps with an env file (dashboard, integration) are checked with the generated file in compose-keys.spec.ts.
  it.each(apps.filter((app) => envFiles(compose.services[app]).length === 0))('when %s starts with the defaults, then its configuration schema accepts the environment', (app) => {
    expect(envProblems(appEnvSchema(repoRoot, app), composeEnv(app))).toEqual([]);
  });

  it('when a variable is misspelt, a required one is missing or one falls back to a loopback default, then the schema check names each', () => {
    const env: Record<string, string> = { ...composeEnv('gateway'), DATA_CACHE_ADRR: 'data-cache:50051' };
    delete env.JWT_PUBLIC_KEYS_FILE;
    delete env.REDIS_URL;
    delete env.DASHBOARD_ADDR;
    expect(envProblems(appEnvSchema(repoRoot, 'gateway'), env).sort()).toEqual([
      'DASHBOARD_ADDR is not set: its default 127.0.0.1:50053 only works on a developer machine',
      'DATA_CACHE_ADRR is not a variable of the app',
      'JWT_PUBLIC_KEYS_FILE is required but not set',
      'JWT_PUBLIC_KEYS_FILE: Invalid input: expected string, received undefined',
      'REDIS_URL is not set: its default redis://127.0.0.1:6379 only works on a developer machine',
    ]);
  });

  it('when the dashboard gets only half of the first Admin, then its schema refinement is reported', () => {
    const env: Record<string, string> = { ...composeEnv('dashboard'), ADMIN_USERNAME: 'admin' };
    expect(envProblems(appEnvSchema(repoRoot, 'dashboard'), env)).toEqual(['ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together']);
  });

  it('when real-data.env is used, then data-cache reads every source from the mounted /data folder', () => {
    const realData = Object.fromEntries(
      readFileSync(path.join(deployRoot, 'compose', 'real-data.env'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(realData).sort()).toEqual(['ALPHA_SOURCES', 'ASSET_INVENTORY', 'BETA_SOURCES', 'KEV_CATALOG']);
    for (const value of Object.values(realData)) for (const part of value.split(',')) expect(part).toMatch(/^\/data\//);
    for (const key of Object.keys(realData)) expect(compose.services['data-cache'].environment?.[key]).toBe(`\${${key}:-}`);
  });
});
