import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../free-port';
import { sharedDataPath } from '../shared-data';
import { REPOSITORY_ROOT } from './app-process';
import { SYSTEM_INTEGRATION_ENV } from './app-environments';
import { startPrivateNats, type PrivateNats } from './private-nats';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';
import { startSystem, type RunningSystem } from './system-harness';

/** What the browser tests (tests/e2e) are told about the system under test, handed from their Jest global setup. */
export interface WebSystemInfo {
  /** Base URL of the gateway: the web app at `/`, the dashboard API at `/api`. */
  url: string;
  /** The first dashboard Admin, and the `Cookie` header of a session of theirs (for setting up through the API). */
  admin: { username: string; password: string; cookie: string };
  /** The tracker simulator (its control routes under `/_simulator`, e.g. `POST /_simulator/issues/{key}/close`). */
  trackerUrl: string;
  /** The platform simulator. */
  platformUrl: string;
  /**
   * The OpenID provider (tools/simulators/oidc-provider; its people sign in as `<username>` / `<username>-password`),
   * configured as the gateway's single sign-on named SINGLE_SIGN_ON_PROVIDER_NAME with WEB_SINGLE_SIGN_ON_GROUP_MAP.
   */
  identityProviderUrl: string;
}

/** The single sign-on provider's name on the sign-in page of the browser tests' system. */
export const SINGLE_SIGN_ON_PROVIDER_NAME = 'vmdash IdP';

/** The browser tests' mapping of the provider's groups (tools/simulators/oidc-provider/oidc-users.ts) to vmdash's. */
const WEB_SINGLE_SIGN_ON_GROUP_MAP = { 'vm-admins': 'Admin', 'vm-analysts': 'Standard_User', 'vm-leadership': 'Leadership', 'vm-auditors': 'Read_Only' };
const WEB_SINGLE_SIGN_ON_TEAM_MAP = { 'team-finance': 'Finance', 'team-payments': 'Payments' };

/** The environment variable in which the browser tests' Jest global setup hands the suite over (JSON of WebSuiteInfo). */
export const WEB_SUITE_VARIABLE = 'VMDASH_WEB_SUITE';

/** The system and the browser of the whole browser-test suite (one of each per run). */
export interface WebSuiteInfo extends WebSystemInfo {
  /** The chromium started once for the suite (playwright's `chromium.connect`). */
  browserWsEndpoint: string;
  /** Folder of the screenshots the run saves (git-ignored). */
  screenshotDir: string;
}

/**
 * The suite's system and browser, as the global setup handed them over.
 * @throws Error when the variable is missing (a test file run without the suite's Jest config).
 */
export function webSuiteInfo(): WebSuiteInfo {
  const value = process.env[WEB_SUITE_VARIABLE];
  if (!value) throw new Error(`${WEB_SUITE_VARIABLE} is not set: run the browser tests with \`npx jest -c tests/e2e/jest.config.js\` (its global setup starts the system)`);
  return JSON.parse(value) as WebSuiteInfo;
}

/** The system of the browser tests, running. */
export interface WebSystem {
  info: WebSystemInfo;
  system: RunningSystem;
  /** Stops the apps, the embedded MongoDB and the simulators. */
  stop(): Promise<void>;
}

/**
 * Starts the system the browser tests run against (docs/decisions/0018: the app as `npm start` serves it,
 * on the real exports): every app built (dist/apps) as its own process on free ports (startSystem), data-cache on every
 * export of the shared data (sharedDataPath), the gateway serving the built web app (`WEB_APP_DIR` = dist/apps/web,
 * docs/decisions/0019-web-serving.md), the dashboard with a first Admin made for this run, the integration service
 * pointed at the tracker and platform simulators, and the tracker's signed webhook pointed at the gateway (so closing
 * an issue in the simulator notifies its submitter). The apps share a NATS of their own (startPrivateNats): the audit
 * log and the notifications hold this system's events only, not those of other suites running beside it.
 * The tracker's port is chosen first and its simulator started once the gateway's address is known: the integration
 * service calls the tracker only when asked to. The gateway's port is chosen first too, so the OpenID provider
 * simulator knows the callback before the gateway starts with it as its single sign-on (password sign-in stays on).
 * @throws Error when an app or a simulator does not start (naming its log).
 */
export async function startWebSystem(): Promise<WebSystem> {
  const admin = { username: 'e2e-admin', password: `Admin ${randomUUID()}`, cookie: '' };
  const trackerPort = await freePort();
  const gatewayPort = await freePort();
  const oidcClient = { OIDC_CLIENT_ID: 'vmdash-e2e', OIDC_CLIENT_SECRET: `e2e-${randomUUID()}` };
  const simulators: SimulatorProcess[] = [];
  let nats: PrivateNats | undefined;
  const stopOthers = async () => {
    for (const simulator of simulators.splice(0)) await simulator.stop();
    await nats?.stop();
  };
  try {
    nats = await startPrivateNats();
    const platform = await startSimulatorProcess('platform', { PLATFORM_CLIENT_ID: SYSTEM_INTEGRATION_ENV.PLATFORM_CLIENT_ID, PLATFORM_API_KEY: SYSTEM_INTEGRATION_ENV.PLATFORM_API_KEY });
    simulators.push(platform);
    const identityProvider = await startSimulatorProcess('oidc-provider', { ...oidcClient, OIDC_REDIRECT_URIS: `http://127.0.0.1:${gatewayPort}/api/auth/oidc/callback` });
    simulators.push(identityProvider);
    const trackerUrl = `http://127.0.0.1:${trackerPort}`;
    const system = await startSystem({
      alphaSources: `${sharedDataPath('scans/nexpose/*.xml')},${sharedDataPath('scans/openvas/*.xml')}`,
      betaSources: sharedDataPath('scans/nessus/*.nessus'),
      inventory: sharedDataPath('inventory/asset-inventory.csv'),
      kev: sharedDataPath('kev/known_exploited_vulnerabilities.json'),
      // Every app of the system starts at once on machines that run other suites too (nx runs two projects at a time).
      startTimeoutMs: 180_000,
      natsUrl: nats.url,
      gatewayPort,
      env: {
        dashboard: { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
        integration: { TRACKER_URL: trackerUrl, PLATFORM_URL: platform.url },
        gateway: {
          WEB_APP_DIR: path.join(REPOSITORY_ROOT, 'dist/apps/web'),
          // Each browser context of the suite is a visitor with its own address (X-Forwarded-For, tests/e2e/support/browser.ts).
          TRUST_PROXY: 'loopback',
          ...oidcClient,
          OIDC_ISSUER_URL: identityProvider.url,
          OIDC_PROVIDER_NAME: SINGLE_SIGN_ON_PROVIDER_NAME,
          OIDC_SCOPES: 'openid email profile groups',
          OIDC_GROUP_MAP: JSON.stringify(WEB_SINGLE_SIGN_ON_GROUP_MAP),
          OIDC_TEAM_MAP: JSON.stringify(WEB_SINGLE_SIGN_ON_TEAM_MAP),
        },
      },
    });
    try {
      simulators.push(
        await startSimulatorProcess('tracker', {
          TRACKER_SIMULATOR_PORT: String(trackerPort),
          TRACKER_USER: SYSTEM_INTEGRATION_ENV.TRACKER_USER,
          TRACKER_TOKEN: SYSTEM_INTEGRATION_ENV.TRACKER_TOKEN,
          TRACKER_PROJECT: SYSTEM_INTEGRATION_ENV.TRACKER_PROJECT,
          TRACKER_WEBHOOK_URL: `${system.url}/api/webhooks/tracker`,
          TRACKER_WEBHOOK_SECRET: SYSTEM_INTEGRATION_ENV.TRACKER_WEBHOOK_SECRET,
        }),
      );
      await system.waitHealthy(180_000);
      admin.cookie = await signInCookie(system.url, admin);
    } catch (error) {
      await system.stop();
      throw error;
    }
    return {
      info: { url: system.url, admin, trackerUrl, platformUrl: platform.url, identityProviderUrl: identityProvider.url },
      system,
      async stop() {
        await system.stop();
        await stopOthers();
      },
    };
  } catch (error) {
    await stopOthers();
    throw error;
  }
}

/**
 * Signs in through POST /api/auth/login and answers the `Cookie` header of the session (a non-browser client: no
 * Origin header, which the API's cross-site check lets through).
 * @throws Error when the API does not answer 200
 */
async function signInCookie(url: string, user: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }) });
  if (login.status !== 200) throw new Error(`sign-in of ${user.username}: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
