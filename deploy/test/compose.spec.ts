import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appEnvSchema, envProblems } from './support/app-config';
import { composeApps, composeProblems, readCompose, withDefaults } from './support/compose-rules';

const deployRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(deployRoot, '..');
const compose = readCompose(path.join(deployRoot, 'compose', 'compose.yaml'));
const keysScript = readFileSync(path.join(deployRoot, 'compose', 'generate-keys.sh'), 'utf8');

// No Docker engine here (and none needed in CI): `docker compose config` cannot run, so the file is parsed and checked.
describe('compose.yaml', () => {
  it('when parsed, then every app, MongoDB 7 and NATS 2.10 with JetStream are services', () => {
    expect(composeApps(compose).map(([name]) => name)).toEqual(expect.arrayContaining(['gateway', 'data-cache', 'action-plan']));
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.nats.image).toMatch(/^nats:2\.10/);
    expect((compose.services.nats as { command?: string[] }).command).toContain('--jetstream');
  });

  it('when checked, then every app is hardened, health-checked, wired to what it calls and waits for it', () => {
    expect(composeProblems(compose, keysScript)).toEqual([]);
  });

  it('when an app loses its secret, its health check or its dependency, then the rules name each problem', () => {
    const broken = structuredClone(compose);
    broken.services.gateway.secrets = ['internal_token_private_key'];
    broken.services['action-plan'].healthcheck = { test: ['CMD', 'true'] };
    delete broken.services['data-cache'].depends_on?.mongo;
    expect(composeProblems(broken, keysScript)).toEqual([
      'gateway: JWT_PUBLIC_KEYS_FILE is not a secret of the service',
      'data-cache: does not wait for mongo to be healthy',
      'action-plan: healthcheck ["CMD","true"] is not ["CMD","node","healthcheck.cjs","grpc","127.0.0.1:50052"]',
    ]);
  });

  it.each(['gateway', 'data-cache', 'action-plan'])('when %s starts with the defaults, then its configuration schema accepts the environment', (app) => {
    const schema = appEnvSchema(repoRoot, app);
    const env = Object.fromEntries(Object.entries(compose.services[app].environment ?? {}).map(([key, value]) => [key, withDefaults(String(value))]));
    if (schema) expect(envProblems(schema, env)).toEqual([]);
    else expect(app).toBe('action-plan'); // still being written: only it may lack apps/<app>/src/config.ts
  });

  it('when a variable is misspelt or a required one is missing, then the schema check names both', () => {
    const schema = appEnvSchema(repoRoot, 'gateway');
    if (!schema) throw new Error('apps/gateway/src/config.ts missing');
    const env: Record<string, string> = { ...compose.services.gateway.environment, DATA_CACHE_ADRR: 'data-cache:50051' };
    delete env.JWT_PUBLIC_KEYS_FILE;
    expect(envProblems(schema, env)).toEqual(expect.arrayContaining(['JWT_PUBLIC_KEYS_FILE is required but not set', 'DATA_CACHE_ADRR is not a variable of the app']));
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
