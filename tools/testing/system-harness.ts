import { startEmbeddedMongo, type EmbeddedMongo } from '@vmdash/embedded-mongo';
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { freePort } from './free-port';

const root = path.resolve(__dirname, '../..');
const KID = 'system-test-key';
export const ALL_SCOPES = ['data:read', 'plans:write', 'cache:refresh'];

export type AppName = 'data-cache' | 'action-plan' | 'gateway';

/** The whole system started as separate processes from its build output (dist/apps), as `npm start` runs it. */
export interface RunningSystem {
  url: string;
  /** A bearer token signed with the system's test key. */
  token(options?: { scopes?: string[]; sub?: string }): string;
  /** fetch against the gateway with a bearer token (every scope unless `token` is given). */
  request(method: string, route: string, body?: unknown, token?: string): Promise<Response>;
  /** Process id of a running app (for memory measurements). */
  pid(app: AppName): number | undefined;
  /** Sends SIGTERM to an app, waits for its exit code, and returns it. */
  stopApp(app: AppName): Promise<number | null>;
  startApp(app: AppName): Promise<void>;
  /** Waits until GET /health answers 200 (every dependency SERVING). */
  waitHealthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  logDir: string;
}

export interface SystemOptions {
  alphaSources?: string;
  betaSources?: string;
  inventory?: string;
  kev?: string;
  /** Extra environment per app (e.g. the demo dataset size of data-cache for benchmarks). */
  env?: Partial<Record<AppName, Record<string, string>>>;
  /** How long to wait for the first healthy answer, ms (a large generated dataset takes a while). */
  startTimeoutMs?: number;
}

/**
 * Starts embedded MongoDB (in this process), then data-cache, action-plan and gateway as child processes on free
 * ports against the real NATS (NATS_URL or 127.0.0.1:4222), with throwaway keys. Logs go to files in `logDir`.
 */
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-system-'));
  const bearer = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const internal = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const files = {
    jwtKeys: path.join(dir, 'jwt-public-keys.json'),
    internalPrivate: path.join(dir, 'internal.key.pem'),
    internalPublic: path.join(dir, 'internal.pub.pem'),
  };
  writeFileSync(files.jwtKeys, JSON.stringify({ [KID]: bearer.publicKey.export({ type: 'spki', format: 'pem' }) }));
  writeFileSync(files.internalPrivate, internal.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(files.internalPublic, internal.publicKey.export({ type: 'spki', format: 'pem' }));

  const mongo: EmbeddedMongo = await startEmbeddedMongo({ port: 0 });
  const base = mongo.uri.replace(/\/+$/, '');
  const suffix = randomUUID().slice(0, 8);
  const [httpPort, dataCachePort, actionPlanPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const common = { NODE_ENV: 'test', LOG_LEVEL: 'info', NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', PROTO_ROOT: path.join(root, 'protos'), SHUTDOWN_GRACE_MS: '5000' };
  const envs: Record<AppName, Record<string, string>> = {
    'data-cache': {
      ...common,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: String(dataCachePort),
      MONGO_URL: `${base}/data_cache_${suffix}`,
      INTERNAL_TOKEN_PUBLIC_KEY_FILE: files.internalPublic,
      SHUTDOWN_DRAIN_DELAY_MS: '100',
      ...(options.alphaSources ? { ALPHA_SOURCES: options.alphaSources } : {}),
      ...(options.betaSources ? { BETA_SOURCES: options.betaSources } : {}),
      ...(options.inventory ? { ASSET_INVENTORY: options.inventory } : {}),
      ...(options.kev ? { KEV_CATALOG: options.kev } : {}),
      ...options.env?.['data-cache'],
    },
    'action-plan': {
      ...common,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: String(actionPlanPort),
      MONGO_URL: `${base}/action_plan_${suffix}`,
      DATA_CACHE_ADDR: `127.0.0.1:${dataCachePort}`,
      INTERNAL_TOKEN_PUBLIC_KEY_FILE: files.internalPublic,
      SHUTDOWN_DRAIN_DELAY_MS: '100',
      ...options.env?.['action-plan'],
    },
    gateway: {
      ...common,
      HOST: '127.0.0.1',
      PORT: String(httpPort),
      DATA_CACHE_ADDR: `127.0.0.1:${dataCachePort}`,
      ACTION_PLAN_ADDR: `127.0.0.1:${actionPlanPort}`,
      JWT_PUBLIC_KEYS_FILE: files.jwtKeys,
      INTERNAL_TOKEN_PRIVATE_KEY_FILE: files.internalPrivate,
      ...options.env?.gateway,
    },
  };

  const children = new Map<AppName, ChildProcess>();
  const startApp = async (app: AppName) => {
    const log = createWriteStream(path.join(dir, `${app}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/apps', app, 'main.js')], { env: { PATH: process.env.PATH, ...envs[app] }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.set(app, child);
  };
  const stopApp = (app: AppName) =>
    new Promise<number | null>((resolve) => {
      const child = children.get(app);
      if (!child || child.exitCode !== null) return resolve(child?.exitCode ?? null);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });

  const url = `http://127.0.0.1:${httpPort}`;
  const token = ({ scopes = ALL_SCOPES, sub = 'system-tester' }: { scopes?: string[]; sub?: string } = {}) =>
    jwt.sign({ scope: scopes.join(' ') }, bearer.privateKey, { algorithm: 'RS256', keyid: KID, subject: sub, issuer: 'vmdash', audience: 'vmdash-data-api', expiresIn: 3600 });
  const defaultToken = token();
  const request = (method: string, route: string, body?: unknown, bearerToken = defaultToken) =>
    fetch(`${url}${route}`, {
      method,
      headers: { authorization: `Bearer ${bearerToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const waitHealthy = async (timeoutMs = 60_000) => {
    const end = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < end) {
      try {
        const response = await request('GET', '/health');
        if (response.status === 200) return;
        last = `${response.status} ${await response.text()}`;
      } catch (error) {
        last = String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`system not healthy after ${timeoutMs} ms (${last}); logs in ${dir}`);
  };

  await startApp('data-cache');
  await startApp('action-plan');
  await startApp('gateway');
  await waitHealthy(options.startTimeoutMs);

  return {
    url,
    pid: (app) => children.get(app)?.pid,
    token,
    request,
    stopApp,
    startApp,
    waitHealthy,
    logDir: dir,
    async stop() {
      for (const app of ['gateway', 'action-plan', 'data-cache'] as const) await stopApp(app);
      await mongo.stop();
    },
  };
}
