/**
 * `npm start`: runs the whole vmdash system on this machine (development).
 * Starts embedded MongoDB unless MONGO_URL is set, makes sure NATS answers (NATS_URL), builds the apps and the web app
 * (served by the gateway at /), starts each as
 * its own process (restarted with backoff when it exits), with the tracker and platform simulators when TRACKER_URL and
 * PLATFORM_URL are not set, waits until the gateway reports every dependency SERVING,
 * then prints the URL and a bearer token.
 * Ctrl-C (SIGINT), SIGTERM, SIGHUP (its terminal closed) or the end of the process that started it (tools/dev/start.mjs,
 * watched through an IPC channel) stops everything in order. The apps and simulators it runs stop by themselves when it
 * ends without stopping them (SIGKILL, a crash): each watches its IPC channel to this process
 * (docs/decisions/0022-launcher-bound-processes.md); the embedded MongoDB runs inside this process.
 */
import { dataCacheHeapMib, demoEstateFindings, localAddressOf, SERVICE_PORTS } from '@vmdash/config';
import { startEmbeddedMongo, type EmbeddedMongo } from '@vmdash/embedded-mongo';
import { watchParent } from '@vmdash/service-runtime';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { superviseApps } from './app-supervisor';
import { ensureDevKeys } from './dev-keys';
import { ALL_DATA_API_SCOPES, signDevToken } from './dev-token';
import { ensureDevAdminPassword } from './dev-admin';
import { ensureNats } from './ensure-nats';
import { ensureRedis } from './ensure-redis';
import { isPortOpen, type LocalServerHandle } from './local-server';
import { identityProviderSetup } from './identity-provider';
import { outboundSetup } from './outbound-simulators';

const root = path.resolve(__dirname, '../..');
const dataDir = path.join(root, '.data');
const log = (line: string) => console.log(`[vmdash] ${line}`);

interface AppSpec {
  name: string;
  env: Record<string, string | undefined>;
}

async function startMongo(): Promise<{ url: string; embedded: EmbeddedMongo | null }> {
  if (process.env.MONGO_URL) return { url: process.env.MONGO_URL.replace(/\/+$/, ''), embedded: null };
  const wanted = Number(process.env.MONGO_PORT ?? 27017);
  const port = (await isPortOpen('127.0.0.1', wanted)) ? 0 : wanted;
  const embedded = await startEmbeddedMongo({ port, dbPath: process.env.MONGO_DBPATH ?? path.join(dataDir, 'mongo') });
  log(`embedded MongoDB (development only) at ${embedded.uri}`);
  return { url: embedded.uri.replace(/\/+$/, ''), embedded };
}

function build(apps: string[]): void {
  log(`building ${apps.join(', ')}`);
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', apps.join(','), '--outputStyle=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (result.status !== 0) throw new Error('build failed (run `npx nx run-many -t build` to see why)');
}

async function waitForHealth(url: string, token: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(`${url}/health`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the gateway did not report healthy within ${timeoutMs / 1000} s`);
}

/**
 * Waits until the dashboard answers through the gateway: GET /api/auth/me with a well-formed cookie that names no
 * session asks the dashboard, which answers 401 when it is up (500 while it is not).
 */
async function waitForDashboard(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(`${url}/api/auth/me`, { headers: { cookie: `session_id=${'0'.repeat(64)}` } });
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dashboard did not answer within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? SERVICE_PORTS.gateway);
  const keys = ensureDevKeys(path.join(dataDir, 'keys'));
  const mongo = await startMongo();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let nats: LocalServerHandle;
  try {
    nats = await ensureNats(natsUrl, path.join(dataDir, 'nats'), log);
  } catch (error) {
    log((error as Error).message);
    await mongo.embedded?.stop();
    process.exit(1);
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: LocalServerHandle;
  try {
    redis = await ensureRedis(redisUrl, path.join(dataDir, 'redis'), log);
  } catch (error) {
    log((error as Error).message);
    nats.process?.kill('SIGTERM');
    await mongo.embedded?.stop();
    process.exit(1);
  }
  // The first dashboard Admin (development only): ADMIN_USERNAME / ADMIN_PASSWORD when set, else "admin" with a
  // generated password kept in .data/ (it must match the user created at the first start).
  const admin = { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? ensureDevAdminPassword(path.join(dataDir, 'keys')) };
  const url = `http://127.0.0.1:${port}`;
  const outbound = outboundSetup(root, url, process.env);
  const identity = identityProviderSetup(root, url, process.env);
  const apps: AppSpec[] = [
    {
      name: 'data-cache',
      env: {
        GRPC_PORT: String(SERVICE_PORTS['data-cache']),
        MONGO_URL: `${mongo.url}/vmdash_data_cache`,
        NATS_URL: natsUrl,
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.internalPublicKeyFile,
        NODE_OPTIONS: dataCacheNodeOptions(process.env),
      },
    },
    {
      name: 'action-plan',
      env: {
        GRPC_PORT: String(SERVICE_PORTS['action-plan']),
        MONGO_URL: `${mongo.url}/vmdash_action_plan`,
        NATS_URL: natsUrl,
        DATA_CACHE_ADDR: localAddressOf('data-cache'),
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.internalPublicKeyFile,
      },
    },
    {
      name: 'dashboard',
      env: {
        GRPC_PORT: String(SERVICE_PORTS.dashboard),
        MONGO_URL: `${mongo.url}/vmdash_dashboard`,
        NATS_URL: natsUrl,
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.internalPublicKeyFile,
        JOB_GRANT_SEALING_KEY_FILE: keys.jobGrantSealingKeyFile,
        DATA_CACHE_ADDR: localAddressOf('data-cache'),
        INTEGRATION_ADDR: localAddressOf('integration'),
        ACTION_PLAN_ADDR: localAddressOf('action-plan'),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
      },
    },
    {
      name: 'integration',
      env: {
        GRPC_PORT: String(SERVICE_PORTS.integration),
        MONGO_URL: `${mongo.url}/vmdash_integration`,
        NATS_URL: natsUrl,
        REDIS_URL: redisUrl,
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.internalPublicKeyFile,
        ...outbound.env,
      },
    },
    {
      name: 'gateway',
      env: {
        PORT: String(port),
        // The dashboard's origin (the address the banner prints unless PUBLIC_URL says otherwise): the cross-site check admits it.
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
        NATS_URL: natsUrl,
        DATA_CACHE_ADDR: localAddressOf('data-cache'),
        ACTION_PLAN_ADDR: localAddressOf('action-plan'),
        DASHBOARD_ADDR: localAddressOf('dashboard'),
        INTEGRATION_ADDR: localAddressOf('integration'),
        REDIS_URL: redisUrl,
        JWT_PUBLIC_KEYS_FILE: keys.jwtPublicKeysFile,
        INTERNAL_TOKEN_PRIVATE_KEY_FILE: keys.internalPrivateKeyFile,
        // The web app (apps/web), built below with the services; the gateway serves it at / (docs/decisions/0019-web-serving.md).
        WEB_APP_DIR: path.join(root, 'dist/apps/web'),
        ...identity.env,
      },
    },
  ];
  // Nx's cache skips what is already built; the web app is built with the apps (its dist folder is the gateway's WEB_APP_DIR).
  build([...apps.map((app) => app.name), 'web']);

  // Each app is its own process, restarted with backoff when it exits (as the kubelet would), until Ctrl-C.
  const supervisor = superviseApps(
    [
      ...outbound.simulators,
      ...identity.simulators,
      ...apps.map((app) => ({
        name: app.name,
        command: process.execPath,
        args: ['--enable-source-maps', path.join(root, 'dist/apps', app.name, 'main.js')],
        cwd: root,
        env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PROTO_ROOT: path.join(root, 'protos'), ...app.env },
      })),
    ],
    { log, output: (app, line) => process.stdout.write(`${app.padEnd(12)}| ${line}\n`) },
  );
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await supervisor.stop(['gateway', 'integration', 'dashboard', 'action-plan', 'data-cache', 'tracker-sim', 'platform-sim', 'oidc-provider-sim']);
    nats.process?.kill('SIGTERM');
    redis.process?.kill('SIGTERM');
    await mongo.embedded?.stop();
    process.exit(code);
  };
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and forwarded by start.mjs), and a second
  // signal without a handler would kill the launcher before its apps and the embedded MongoDB have stopped.
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));
  watchParent(() => void stopAll(0));
  // A closed terminal fails the launcher's own writes (EIO, EPIPE): the stop goes on without its output.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  const token = signDevToken(keys, { subject: 'dev-user', scopes: ALL_DATA_API_SCOPES, ttlSeconds: 12 * 3600, issuer: 'vmdash', audience: 'vmdash-data-api' });
  await waitForHealth(url, token, 180_000);
  await waitForDashboard(url, 60_000);
  const synthetic = !process.env.ALPHA_SOURCES || !process.env.BETA_SOURCES;
  console.log(
    [
      '',
      `vmdash is running: ${url}  (API docs: ${url}/docs)`,
      `web app: ${url}/  (sign in with the dashboard Admin below)`,
      synthetic ? `data: generated demo dataset (synthetic) for sources without ALPHA_SOURCES / BETA_SOURCES${demoHistory()}` : 'data: configured scanner exports',
      'bearer token (12 h, every Data API scope; `npm run token` prints another):',
      token,
      '',
      `try: curl -H "Authorization: Bearer $TOKEN" ${url}/beta-assets/1`,
      '',
      `dashboard API: ${url}/api  (docs: ${url}/api/docs)`,
      `dashboard Admin (development only): ${admin.username} / ${admin.password}`,
      `try: curl -c cookies -H 'content-type: application/json' -d '{"username":"${admin.username}","password":"<password>"}' ${url}/api/auth/login`,
      '',
      ...(outbound.banner.length > 0 ? [...outbound.banner, ''] : ['tracker and platform: the configured TRACKER_URL and PLATFORM_URL', '']),
      ...identity.banner,
      '',
    ].join('\n'),
  );
}

/**
 * data-cache's NODE_OPTIONS: the caller's, with `--max-old-space-size` of DATA_CACHE_HEAP_MIB, else of the sizing of
 * the demo estate served (libs/config/src/data-cache-heap.ts; the base for scanner exports), unless the caller's
 * NODE_OPTIONS sets one.
 */
function dataCacheNodeOptions(env: NodeJS.ProcessEnv): string {
  const given = env.NODE_OPTIONS ?? '';
  if (given.includes('--max-old-space-size')) return given;
  const heap = env.DATA_CACHE_HEAP_MIB ? Number(env.DATA_CACHE_HEAP_MIB) : dataCacheHeapMib(demoEstateFindings(env));
  return `${given} --max-old-space-size=${heap}`.trim();
}

/** What the banner says of the demo's history (docs/decisions/0026-finding-lifecycle.md, "Demo data with a past"). */
function demoHistory(): string {
  if (process.env.ALPHA_SOURCES || process.env.BETA_SOURCES) return '';
  const weeks = process.env.DEMO_HISTORY_WEEKS ?? '12';
  return weeks === '0' ? '' : `, with ${weeks} weeks of scan history on a new database`;
}

main().catch((error: unknown) => {
  console.error(`[vmdash] ${(error as Error).message}`);
  process.exit(1);
});
