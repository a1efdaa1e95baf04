import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { startEmbeddedMongo, type EmbeddedMongo } from '@vmdash/embedded-mongo';
import { createTestInternalKeys, type TestInternalKeys } from '@vmdash/identity/testing';
import { REDACTED_PATHS } from '@vmdash/observability';
// The dashboard service and the gateway run in-process (port 0), as one black box reached over HTTP only.
import { loadDashboardConfig } from '../../../../apps/dashboard/src/config';
import { createDashboardService, type DashboardService } from '../../../../apps/dashboard/src/dashboard.service';
import { parsePublicKeySet } from '../../../../apps/gateway/src/auth/public-key-set';
import { startGateway, type RunningGateway } from '../../../../apps/gateway/src/gateway';

/** The first Admin of every test system. */
export const ADMIN = { username: 'root-admin', password: 'Admin password 1!' };

/** An HTTP answer. */
export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON body (undefined when empty or not JSON). */
  body: unknown;
  text: string;
  /** Raw Set-Cookie header values. */
  setCookies: string[];
}

/** Options of one request. */
export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send no cookies of the jar. */
  noCookies?: boolean;
}

let nextAddress = 1;
/** A distinct documentation-range client address (the gateway trusts loopback proxies in these tests). */
export function newClientAddress(): string {
  const n = nextAddress++;
  return `10.${(process.pid >> 8) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A browser: a cookie jar (session_id and the trusted-device cookie, kept as the server sets and clears them) and a
 * client address sent as X-Forwarded-For (trusted from loopback), so each browser has its own login limit.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    public baseUrl: string,
    public address: string = newClientAddress(),
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (!options.noCookies && this.cookies.size > 0 && !Object.keys(headers).some((name) => name.toLowerCase() === 'cookie')) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, headers: response.headers, body: parsed, text, setCookies };
  }

  get sessionId(): string | undefined {
    return this.cookies.get('session_id');
  }

  login(username: string, password: string): Promise<Answer> {
    return this.request('POST', '/api/auth/login', { body: { username, password } });
  }
}

/** Options of a gateway of the test system. */
export interface GatewayOptions {
  trustProxy?: boolean | number | string;
  secureCookies?: boolean;
  allowedOrigins?: string[];
}

/** A running dashboard + gateway pair (more gateways on demand) on one embedded MongoDB, real NATS and real Redis. */
export interface DashboardSystem {
  mongo: EmbeddedMongo;
  keys: TestInternalKeys;
  gateway: RunningGateway;
  url: string;
  /** Every log line of the dashboard and the gateways (debug level), for the secrets test. */
  logs: string[];
  /** The dashboard's clock is real time plus this. */
  clockOffsetMs: number;
  browser(gateway?: RunningGateway): Browser;
  /** A browser signed in as the first Admin (a new session each call). */
  admin(): Promise<Browser>;
  /** Creates a user through POST /api/users as the Admin; returns its id and credentials. */
  createUser(group: string, fields?: { username?: string; password?: string; bu_teams?: string[] }): Promise<{ id: string; username: string; password: string }>;
  /** Starts another gateway on the same dashboard and Redis prefix. */
  startGateway(options?: GatewayOptions): Promise<RunningGateway>;
  /** Starts a gateway as its own process (`tsx apps/gateway/src/main.ts`, trust proxy loopback); its base URL and stop. */
  startGatewayProcess(): Promise<{ url: string; stop(): Promise<void> }>;
  stopDashboard(): Promise<void>;
  startDashboard(): Promise<void>;
  stop(): Promise<void>;
}

function captureLogger(lines: string[], service: string): Logger {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return pino({ level: 'debug', base: { service }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
}

/** Starts the system: embedded MongoDB, the dashboard service (first Admin ADMIN), and a gateway (trust proxy loopback). */
export async function startDashboardSystem(options: GatewayOptions = {}): Promise<DashboardSystem> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const keys = createTestInternalKeys();
  const logs: string[] = [];
  const run = randomUUID().slice(0, 8);
  const rateLimitKeyPrefix = `vmdash-test:${run}:`;
  const bearerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const startedAt = new Date(Date.now() - 5_000).toISOString();
  let dashboard: { service: DashboardService; port: number } | undefined;
  let dashboardPort = 0;
  const gateways: RunningGateway[] = [];

  const system: DashboardSystem = {
    mongo,
    keys,
    gateway: undefined as unknown as RunningGateway,
    url: '',
    logs,
    clockOffsetMs: 0,
    async startDashboard() {
      const config = loadDashboardConfig({
        MONGO_URL: `${mongo.uri.replace(/\/?$/, '/')}dashboard_${run}`,
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(dashboardPort),
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.publicKeyFile,
        SHUTDOWN_GRACE_MS: '2000',
        SHUTDOWN_DRAIN_DELAY_MS: '0',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        AUDIT_CONSUMER_NAME: `gateway-test-${run}`,
        AUDIT_REPLAY_FROM: startedAt,
        AUDIT_CONSUMER_INACTIVE_MS: '300000',
      });
      const service = createDashboardService(config, captureLogger(logs, 'dashboard'), { now: () => new Date(Date.now() + system.clockOffsetMs) });
      const { port } = await service.start();
      dashboardPort = port;
      dashboard = { service, port };
    },
    async stopDashboard() {
      await dashboard?.service.stop();
      dashboard = undefined;
    },
    async startGateway(gatewayOptions = {}) {
      const gateway = await startGateway(
        {
          host: '127.0.0.1',
          port: 0,
          dataCacheAddr: '127.0.0.1:1',
          actionPlanAddr: '127.0.0.1:1',
          bearer: { publicKeys: parsePublicKeySet(JSON.stringify({ k1: bearerKey })), issuer: 'vmdash', audience: 'vmdash-data-api' },
          internalTokenPrivateKey: keys.privateKeyPem,
          trustProxy: gatewayOptions.trustProxy ?? 'loopback',
          shutdownGraceMs: 1_000,
          dashboard: {
            addr: `127.0.0.1:${dashboardPort}`,
            redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
            rateLimitKeyPrefix,
            allowedOrigins: gatewayOptions.allowedOrigins ?? ['https://dashboard.example.test'],
            secureCookies: gatewayOptions.secureCookies ?? false,
          },
        },
        captureLogger(logs, 'gateway'),
      );
      gateways.push(gateway);
      return gateway;
    },
    async startGatewayProcess() {
      const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-gateway-'));
      writeFileSync(path.join(dir, 'jwt.json'), JSON.stringify({ k1: bearerKey }));
      writeFileSync(path.join(dir, 'internal.pem'), keys.privateKeyPem, { mode: 0o600 });
      const port = await freePort();
      const root = path.resolve(__dirname, '../../../..');
      const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/gateway/src/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          TRUST_PROXY: 'loopback',
          DASHBOARD_ADDR: `127.0.0.1:${dashboardPort}`,
          DATA_CACHE_ADDR: '127.0.0.1:1',
          ACTION_PLAN_ADDR: '127.0.0.1:1',
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          RATE_LIMIT_KEY_PREFIX: rateLimitKeyPrefix,
          JWT_PUBLIC_KEYS_FILE: path.join(dir, 'jwt.json'),
          INTERNAL_TOKEN_PRIVATE_KEY_FILE: path.join(dir, 'internal.pem'),
          SHUTDOWN_GRACE_MS: '1000',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
      const url = `http://127.0.0.1:${port}`;
      const end = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`gateway process exited: ${stderr}`);
        const live = await fetch(`${url}/livez`).then((response) => response.ok, () => false);
        if (live) break;
        if (Date.now() > end) throw new Error(`gateway process did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return {
        url,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    },
    browser: (gateway = system.gateway) => new Browser(gateway.url),
    async admin() {
      const browser = system.browser();
      const answer = await browser.login(ADMIN.username, ADMIN.password);
      if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
      return browser;
    },
    async createUser(group, fields = {}) {
      const admin = await system.admin();
      const username = fields.username ?? `${group.toLowerCase()}-${randomUUID().slice(0, 8)}`;
      const password = fields.password ?? `pw-${randomUUID()}`;
      const answer = await admin.request('POST', '/api/users', { body: { username, email: `${username}@example.test`, password, group, bu_teams: fields.bu_teams ?? ['team-a'] } });
      if (answer.status !== 201) throw new Error(`create user failed: ${answer.status} ${answer.text}`);
      return { id: (answer.body as { id: string }).id, username, password };
    },
    async stop() {
      for (const gateway of gateways.splice(0)) await gateway.stop();
      await system.stopDashboard();
      await mongo.stop();
    },
  };
  await system.startDashboard();
  system.gateway = await system.startGateway(options);
  system.url = system.gateway.url;
  return system;
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `read` until `done` holds (or times out). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in time; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
