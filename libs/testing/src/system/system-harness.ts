import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmbeddedMongoOptions } from '@vmdash/embedded-mongo';
import { createTestBearerKeys } from '../bearer-keys';
import { eventually } from '../eventually';
import { freePort } from '../free-port';
import { startTestEnvironment, testEnvironmentOn } from '../test-environment';
import { appEnvironments, SYSTEM_APPS, type AppName, type AppSettings, type ServiceName } from './app-environments';
import { startAppProcess, type AppProcess } from './app-process';

/** A gateway process started besides the system's own (same services, keys, Redis and rate-limit key prefix). */
export interface ExtraGateway {
  url: string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** The system started as separate processes from its build output (dist/apps), as `npm start` runs it. */
export interface RunningSystem {
  /** Base URL of the gateway. */
  url: string;
  /** Folder of the log files, one per process. */
  logDir: string;
  /** Every line each process has written so far (stdout and stderr), extra gateways included. */
  logLines(): readonly string[];
  /** A bearer token signed with the system's test key (every Data API scope unless `scopes`), valid one hour. */
  token(options?: { scopes?: string[]; sub?: string }): string;
  /** fetch against the gateway with a bearer token (every scope unless `token` is given). */
  request(method: string, route: string, body?: unknown, token?: string): Promise<Response>;
  /** Process id of a running app (for memory measurements). */
  pid(app: AppName): number | undefined;
  /** Sends SIGTERM to an app, waits for its exit and returns its code. */
  stopApp(app: AppName): Promise<number | null>;
  /**
   * Starts an app again and waits until the gateway reaches it. `env` changes its environment from this start on (a
   * restart on other settings, e.g. data-cache on other BETA_SOURCES).
   */
  startApp(app: AppName, env?: Record<string, string>): Promise<void>;
  /** Waits until GET /health answers 200 (data-cache and action-plan SERVING). */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** URL of the database a service uses on the system's embedded MongoDB (to inspect or age stored records). */
  databaseUrl(service: ServiceName): string;
  /** Starts one more gateway process with `env` on top of the system gateway's, and waits until it is ready. */
  startGateway(env?: Record<string, string>): Promise<ExtraGateway>;
  /**
   * Starts one more replica of a service on a port of its own, with the system's environment of that service and
   * `env` on top (same database and NATS), and waits until it logs that it is ready. The gateway does not call it:
   * it is for what replicas share besides calls (durable consumers, sweeps).
   */
  startReplica(app: ServiceName, env?: Record<string, string>): Promise<{ stop(): Promise<number | null> }>;
  /** Stops every process, the gateways first, then the embedded MongoDB (not a `mongoUrl` server). */
  stop(): Promise<void>;
}

/** What to start and how. */
export interface SystemOptions extends AppSettings {
  /** The apps to start (default every app); the gateway is always started. */
  apps?: readonly AppName[];
  /** Options of the embedded MongoDB (e.g. a TTL sweep slow enough to see records aged by a test). */
  mongo?: Omit<EmbeddedMongoOptions, 'port'>;
  /**
   * A MongoDB already running elsewhere (its URL, e.g. libs/embedded-mongo's CLI in a process of its own) that the apps
   * use instead of an embedded one in this process; `mongo` is then ignored, and `stop()` leaves that server running.
   */
  mongoUrl?: string;
  /** How long to wait for each app to be ready at start, ms (default 60 s; a large generated dataset takes longer). */
  startTimeoutMs?: number;
  /**
   * How many data-cache processes to run (default 1). The others start once the first serves (they load its stored
   * snapshot), log to `data-cache-<n>.log`, and the gateway balances calls over all of them (DATA_CACHE_ADDR list).
   */
  dataCacheReplicas?: number;
  /** The first gateway's port (default a free one): a simulator that must know the gateway's URL starts first. */
  gatewayPort?: number;
  /** The NATS the apps use instead of the test NATS (e.g. startPrivateNats for a test that counts stream events). */
  natsUrl?: string;
}

/** A well-formed session id that names no session: the dashboard answers 401 for it, the gateway 500 while it is down. */
const UNKNOWN_SESSION = `session_id=${'0'.repeat(64)}`;

/**
 * Starts an embedded MongoDB (in this process; none with `mongoUrl`), then the apps as child processes on free ports against the test
 * NATS and Redis (NATS_URL, REDIS_URL), with throwaway keys, and waits until the gateway reaches each of them.
 * Logs go to files in `logDir` and to `logLines()`.
 * @throws Error when an app exits or is not ready in time (naming its log file).
 */
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const wanted = new Set<AppName>([...(options.apps ?? SYSTEM_APPS), 'gateway']);
  const logDir = mkdtempSync(path.join(tmpdir(), 'vmdash-system-'));
  const environment = options.mongoUrl ? testEnvironmentOn(options.mongoUrl) : await startTestEnvironment(options.mongo);
  const bearer = createTestBearerKeys('system-test-key');
  const run = randomUUID().slice(0, 8);
  const ports = { gateway: options.gatewayPort ?? (await freePort()), 'data-cache': await freePort(), 'action-plan': await freePort(), dashboard: await freePort(), integration: await freePort() };
  const databases: Record<ServiceName, string> = {
    'data-cache': environment.databaseUrl('data_cache'),
    'action-plan': environment.databaseUrl('action_plan'),
    dashboard: environment.databaseUrl('dashboard'),
    integration: environment.databaseUrl('integration'),
  };
  const replicaPorts: number[] = [];
  for (let replica = 2; replica <= (options.dataCacheReplicas ?? 1); replica++) replicaPorts.push(await freePort());
  const envs = appEnvironments({
    settings: options,
    ports,
    databases,
    natsUrl: options.natsUrl ?? environment.natsUrl,
    internalKeys: environment.keys,
    bearerKeySetFile: bearer.keySetFile,
    rateLimitKeyPrefix: `vmdash-test:${run}:`,
    auditConsumer: `system-test-${run}`,
  });

  if (replicaPorts.length > 0) envs.gateway.DATA_CACHE_ADDR = [ports['data-cache'], ...replicaPorts].map((port) => `127.0.0.1:${port}`).join(',');

  const lines: string[] = [];
  const processes = new Map<AppName, AppProcess>();
  const extraGateways: AppProcess[] = [];
  const extraReplicas: AppProcess[] = [];
  const url = `http://127.0.0.1:${ports.gateway}`;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const token = ({ scopes, sub = 'system-tester' }: { scopes?: string[]; sub?: string } = {}) => bearer.sign({ sub, expiresInSeconds: 3600, ...(scopes ? { scope: scopes.join(' ') } : {}) });
  const defaultToken = token();
  const request = (method: string, route: string, body?: unknown, bearerToken = defaultToken) =>
    fetch(`${url}${route}`, {
      method,
      headers: { authorization: `Bearer ${bearerToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const answers = (probe: () => Promise<boolean>) => probe().catch(() => false);
  const dependencyServing = (app: ServiceName) => async () => {
    const health = (await (await request('GET', '/health')).json()) as { dependencies?: Record<string, string> };
    return health.dependencies?.[app] === 'SERVING';
  };
  /** Whether the gateway reaches an app now: its own readiness, or the answer of a call that needs the service. */
  const ready: Record<AppName, () => Promise<boolean>> = {
    gateway: async () => (await fetch(`${url}/readyz`)).ok,
    'data-cache': dependencyServing('data-cache'),
    'action-plan': dependencyServing('action-plan'),
    integration: dependencyServing('integration'),
    dashboard: async () => (await fetch(`${url}/api/auth/me`, { headers: { cookie: UNKNOWN_SESSION } })).status === 401,
  };
  const waitUntil = async (name: string, child: AppProcess, logFile: string, probe: () => Promise<boolean>, timeoutMs: number) => {
    const check = async () => {
      if (!child.running) throw new Error(`${name} exited with code ${child.exitCode}; its log: ${logFile}`);
      return answers(probe);
    };
    await eventually(check, Boolean, { timeoutMs, intervalMs: 250 }).catch((error: Error) => {
      throw new Error(`${name} is not ready: ${error.message}; logs in ${logDir}`);
    });
  };
  const logFileOf = (name: string) => path.join(logDir, `${name}.log`);
  const spawnApp = (app: AppName) => {
    const child = startAppProcess(app, envs[app], logFileOf(app), (line) => lines.push(line));
    processes.set(app, child);
    return child;
  };
  const waitReady = (app: AppName, timeoutMs: number) => {
    const child = processes.get(app);
    return child ? waitUntil(app, child, logFileOf(app), ready[app], timeoutMs) : Promise.resolve();
  };
  const waitHealthy = async (timeoutMs = 60_000) => {
    const gateway = processes.get('gateway');
    if (!gateway) throw new Error('the gateway was not started');
    await waitUntil('gateway', gateway, logFileOf('gateway'), async () => (await request('GET', '/health')).status === 200, timeoutMs);
  };

  const system: RunningSystem = {
    url,
    logDir,
    logLines: () => lines,
    token,
    request,
    pid: (app) => processes.get(app)?.pid,
    stopApp: async (app) => (await processes.get(app)?.stop()) ?? null,
    async startApp(app, env = {}) {
      if (processes.get(app)?.running) return;
      envs[app] = { ...envs[app], ...env };
      spawnApp(app);
      await waitReady(app, startTimeoutMs);
    },
    waitHealthy,
    databaseUrl: (app) => databases[app],
    async startGateway(env = {}) {
      const port = await freePort();
      const name = `gateway-${extraGateways.length + 2}`;
      const child = startAppProcess('gateway', { ...envs.gateway, PORT: String(port), ...env }, logFileOf(name), (line) => lines.push(line));
      extraGateways.push(child);
      const extraUrl = `http://127.0.0.1:${port}`;
      await waitUntil(name, child, logFileOf(name), async () => (await fetch(`${extraUrl}/readyz`)).ok, startTimeoutMs);
      return { url: extraUrl, stop: () => child.stop() };
    },
    async startReplica(app, env = {}) {
      const name = `${app}-replica-${extraReplicas.length + 2}`;
      let serving = false;
      const child = startAppProcess(app, { ...envs[app], GRPC_PORT: String(await freePort()), ...env }, logFileOf(name), (line) => {
        lines.push(line);
        if (line.includes(`${app} ready`)) serving = true;
      });
      extraReplicas.push(child);
      await waitUntil(name, child, logFileOf(name), async () => serving, startTimeoutMs);
      return { stop: () => child.stop() };
    },
    async stop() {
      for (const child of extraGateways.splice(0)) await child.stop();
      for (const child of extraReplicas.splice(0)) await child.stop();
      for (const app of [...SYSTEM_APPS].reverse()) await processes.get(app)?.stop();
      await environment.stop();
    },
  };

  try {
    for (const app of SYSTEM_APPS) if (wanted.has(app)) spawnApp(app);
    for (const app of [...SYSTEM_APPS].reverse()) await waitReady(app, startTimeoutMs);
    for (const [index, port] of replicaPorts.entries()) {
      const name = `data-cache-${index + 2}`;
      let serving = false;
      const child = startAppProcess('data-cache', { ...envs['data-cache'], GRPC_PORT: String(port) }, logFileOf(name), (line) => {
        lines.push(line);
        if (line.includes('data-cache ready')) serving = true;
      });
      extraReplicas.push(child);
      await waitUntil(name, child, logFileOf(name), async () => serving, startTimeoutMs);
    }
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}
