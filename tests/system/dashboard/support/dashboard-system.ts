import { randomUUID } from 'node:crypto';
import { sendRequest, startSystem, type ExtraGateway, type HttpAnswer, type HttpRequestOptions } from '@vmdash/testing';

/** The first Admin of every test system. */
export const ADMIN = { username: 'root-admin', password: 'Admin password 1!' };

/** An HTTP answer with its raw Set-Cookie header values. */
export interface Answer extends HttpAnswer {
  setCookies: string[];
}

/** Options of one request of a browser. */
export interface RequestOptions extends HttpRequestOptions {
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
    const answer = await sendRequest(method, `${this.baseUrl}${path}`, { ...options, headers });
    const setCookies = answer.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { ...answer, setCookies };
  }

  get sessionId(): string | undefined {
    return this.cookies.get('session_id');
  }

  login(username: string, password: string): Promise<Answer> {
    return this.request('POST', '/api/auth/login', { body: { username, password } });
  }
}

/** Settings of a gateway of the test system that differ from the first one's (trust proxy loopback, plain cookies). */
export interface GatewayOptions {
  /** TRUST_PROXY: false, a hop count, or addresses and subnets. */
  trustProxy?: boolean | number | string;
  /** Secure cookies: the gateway runs with NODE_ENV=production. */
  secureCookies?: boolean;
  /** GRPC_DEADLINE_MS: the deadline of its lookups and of sign-ins, ms. */
  deadlineMs?: number;
}

/** The dashboard service and a gateway as processes on one embedded MongoDB, the test NATS and the test Redis. */
export interface DashboardSystem {
  /** Base URL of the first gateway. */
  url: string;
  /** URL of the dashboard's database (to read or age stored sessions). */
  databaseUrl: string;
  /** Every log line of the dashboard and the gateways so far (debug level), for the secrets test. */
  logLines(): readonly string[];
  /** A new browser on the first gateway. */
  browser(): Browser;
  /** A browser signed in as the first Admin (a new session each call). */
  admin(): Promise<Browser>;
  /** Creates a user through POST /api/users as the Admin; returns its id and credentials. */
  createUser(group: string, fields?: { username?: string; password?: string; bu_teams?: string[] }): Promise<{ id: string; username: string; password: string }>;
  /** Starts another gateway process on the same dashboard, Redis and rate-limit key prefix. */
  startGateway(options?: GatewayOptions): Promise<ExtraGateway>;
  stopDashboard(): Promise<void>;
  /** Starts the dashboard again and waits until the first gateway reaches it. */
  startDashboard(): Promise<void>;
  stop(): Promise<void>;
}

/** Environment of a gateway with `options`. */
function gatewayEnv(options: GatewayOptions): Record<string, string> {
  return {
    TRUST_PROXY: String(options.trustProxy ?? 'loopback'),
    ...(options.secureCookies ? { NODE_ENV: 'production' } : {}),
    ...(options.deadlineMs ? { GRPC_DEADLINE_MS: String(options.deadlineMs) } : {}),
  };
}

/**
 * Starts the built dashboard (first Admin ADMIN) and gateway as processes, black-box through HTTP. The embedded
 * MongoDB sweeps TTL indexes only hourly here: expiry is the reads' job (MongoDB's sweep is housekeeping), and the
 * session tests age records and expect them to stay until an Admin cleans them up.
 */
export async function startDashboardSystem(): Promise<DashboardSystem> {
  const system = await startSystem({
    apps: ['dashboard', 'gateway'],
    logLevel: 'debug',
    mongo: { ttlSweepIntervalMs: 3_600_000 },
    env: {
      dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      gateway: { ...gatewayEnv({}), DASHBOARD_ALLOWED_ORIGINS: 'https://dashboard.example.test' },
    },
  });
  const dashboard: DashboardSystem = {
    url: system.url,
    databaseUrl: system.databaseUrl('dashboard'),
    logLines: () => system.logLines(),
    browser: () => new Browser(system.url),
    async admin() {
      const browser = dashboard.browser();
      const answer = await browser.login(ADMIN.username, ADMIN.password);
      if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
      return browser;
    },
    async createUser(group, fields = {}) {
      const admin = await dashboard.admin();
      const username = fields.username ?? `${group.toLowerCase()}-${randomUUID().slice(0, 8)}`;
      const password = fields.password ?? `pw-${randomUUID()}`;
      const answer = await admin.request('POST', '/api/users', { body: { username, email: `${username}@example.test`, password, group, bu_teams: fields.bu_teams ?? ['team-a'] } });
      if (answer.status !== 201) throw new Error(`create user failed: ${answer.status} ${answer.text}`);
      return { id: (answer.body as { id: string }).id, username, password };
    },
    startGateway: (options = {}) => system.startGateway(gatewayEnv(options)),
    async stopDashboard() {
      await system.stopApp('dashboard');
    },
    startDashboard: () => system.startApp('dashboard'),
    stop: () => system.stop(),
  };
  return dashboard;
}
