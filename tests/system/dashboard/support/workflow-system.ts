import { randomUUID } from 'node:crypto';
import { freePort, startSystem, type AppName, type RunningSystem } from '@vmdash/testing';
import { realSources } from '../../support/shared-data';
import { ADMIN, Browser } from './dashboard-system';

/** Two business-unit teams of the asset inventory (../shared/data/inventory): team A and team B of the tests. */
export const TEAM_A = 'retail-banking';
export const TEAM_B = 'corporate-it';

/** A finding row as GET /api/findings answers it (the fields the tests read). */
export interface FindingJson {
  /** alpha (Nexpose, OpenVAS) or beta (Nessus): the workflows take beta findings. */
  source: string;
  host_id: number;
  hostname: string | null;
  owner: string;
  bu_team: string | null;
  scanner_id: string;
  active_host_findings_id: number | null;
  title: string;
  severity: string;
  cve_ids: string[];
  kev: boolean;
  first_seen: string | null;
  /** The active action plan covering the finding (docs/decisions/0013), or null. */
  action_plan: { action_plan_id: string; plan_type: string; commit_date: string; scanner_id: string | null; active_host_findings_id: number | null } | null;
  atlas_known: boolean;
  /** The risk score (docs/decisions/0027), its rating and factors, and the host's risk. */
  risk_score: number;
  risk_rating: string;
  risk_factors: Record<string, { value: unknown; contribution: number }>;
  host_risk_score: number;
  host_risk_total: number;
}

/** A page answer. */
export interface PageJson<T> {
  page: number;
  page_size: number;
  total: number;
  items: T[];
}

/** data-cache on the real exports, the dashboard (first Admin ADMIN) and the gateway, as processes. */
export interface WorkflowSystem {
  system: RunningSystem;
  /** A browser signed in as the first Admin. */
  admin(): Promise<Browser>;
  /** Creates a user of `group` in `teams` and returns a browser signed in as them, with their name. */
  signedIn(group: string, teams: string[]): Promise<{ browser: Browser; username: string; id: string }>;
  stop(): Promise<void>;
}

/**
 * Starts the workflow system: data-cache on every real export, the dashboard and one gateway (trusting loopback
 * proxies). Without `integration` no integration service runs: the dashboard's INTEGRATION_ADDR is a free port, so a
 * ticket route that reaches the tracker answers the network failure (502). With it, the real integration service runs
 * with that environment (e.g. TRACKER_URL and PLATFORM_URL of the simulators). `withActionPlan` also runs the
 * action-plan service (the action-plan cache of docs/decisions/0013). `sources` replaces real exports (e.g. a doctored asset
 * inventory); `natsUrl` a NATS of the test file alone; `dashboard` adds to the dashboard's environment (e.g.
 * PLANS_SOURCE=upstream).
 */
export async function startWorkflowSystem(
  options: { integration?: Record<string, string>; dashboard?: Record<string, string>; withActionPlan?: boolean; sources?: Partial<ReturnType<typeof realSources>>; natsUrl?: string } = {},
): Promise<WorkflowSystem> {
  const apps: AppName[] = ['data-cache', ...(options.withActionPlan ? (['action-plan'] as const) : []), 'dashboard', ...(options.integration ? (['integration'] as const) : []), 'gateway'];
  const system = await startSystem({
    ...realSources(),
    ...options.sources,
    ...(options.natsUrl ? { natsUrl: options.natsUrl } : {}),
    apps,
    env: {
      dashboard: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ...(options.integration ? {} : { INTEGRATION_ADDR: `127.0.0.1:${await freePort()}` }),
        ...options.dashboard,
      },
      gateway: { TRUST_PROXY: 'loopback' },
      ...(options.integration ? { integration: options.integration } : {}),
    },
  });
  const admin = async () => {
    const browser = new Browser(system.url);
    const answer = await browser.login(ADMIN.username, ADMIN.password);
    if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
    return browser;
  };
  return {
    system,
    admin,
    async signedIn(group, teams) {
      const username = `${group.toLowerCase()}-${randomUUID().slice(0, 8)}`;
      const password = `pw-${randomUUID()}`;
      const created = await (await admin()).request('POST', '/api/users', { body: { username, email: `${username}@example.test`, password, group, bu_teams: teams } });
      if (created.status !== 201) throw new Error(`create user failed: ${created.status} ${created.text}`);
      const browser = new Browser(system.url);
      const login = await browser.login(username, password);
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
      return { browser, username, id: (created.body as { id: string }).id };
    },
    stop: () => system.stop(),
  };
}
