import { NotFoundError, UnavailableError, ValidationError } from '@vmdash/domain';
import type { CallContext, ServiceImplementation } from '@vmdash/grpc';
import type { AlphaAsset, AlphaFinding, BetaFinding__Output, BetaFindingsJson, BetaHost, PageRequest__Output, RefreshReport } from '@vmdash/proto';
import { toBetaFindingJson } from '../../src/data-api/beta/beta.schemas';

/** Host ids with special behaviour in the fake data-cache. */
export const FAKE_HOSTS = {
  /** Has `bigHostFindings` findings. */
  big: 42,
  /** Unknown: NOT_FOUND for one-host lookups, left out of bulk lookups. */
  unknown: 404,
  /** UNAVAILABLE before the first item. */
  unavailable: 503,
  /** Sends some findings, waits, then fails (INTERNAL) after the gateway has started answering. */
  failsMidway: 500,
  /** Streams findings without end until cancelled, counting what it produced (backpressure and cancellation). */
  endless: 777,
  /** GetBetaVulnerability answers INVALID_ARGUMENT with field violations. */
  invalid: 422,
  /** Sends 100 findings, pauses 300 ms, sends 100 more and ends (a request still in flight). */
  slow: 888,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Findings as data-cache sends them to the gateway: Data API JSON records in one BetaFindingsJson message. */
function encoded(findings: BetaFinding__Output[]): BetaFindingsJson {
  return { records: Buffer.from(findings.map((finding) => JSON.stringify(toBetaFindingJson(finding))).join(',')), count: findings.length };
}

/** What the fake saw of one call. */
export interface SeenCall {
  method: string;
  request: unknown;
  subject: string;
  scopes: string[];
  requestId: string;
}

/** A test double of the data-cache gRPC service (served through libs/grpc, so internal tokens are really verified). */
/** The risk fields of every fake finding: a CVSS 7.5 vector on a criticality-3 internal host, 210 points. */
const FAKE_RISK = {
  risk_score: 210,
  risk_rating: 'medium',
  risk_factors: {
    cvss: { value: 7.5, version: '3.1', vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', source: 'vector', contribution: 375 },
    kev: { value: false, contribution: 0 },
    ransomware: { value: false, contribution: 0 },
    epss: { contribution: 0 },
    exploit: { value: false, contribution: 0 },
    criticality: { value: 3, source: 'default', multiplier: 0.7, contribution: -112.5 },
    internet_facing: { value: false, source: 'default', multiplier: 0.8, contribution: -52.5 },
  },
};

export class FakeDataCache {
  readonly calls: SeenCall[] = [];
  /** Findings streamed for FAKE_HOSTS.big. */
  bigHostFindings = 50_000;
  /** Findings produced so far for FAKE_HOSTS.endless, and whether its call was cancelled. */
  endlessProduced = 0;
  endlessCancelled = false;

  readonly alphaAssets: AlphaAsset[] = [
    { asset_id: 1, hostname: 'web-1', fqdn: 'web-1.example.com', ip_address: '10.0.0.1', owner: 'alice', bu_team: 'Payments', os: 'Linux', last_seen: '2025-01-01T00:00:00Z', sources: ['nexpose'] },
    { asset_id: 2, hostname: 'db-1', ip_address: '10.0.0.2', owner: 'alice', bu_team: 'Payments', os: 'Linux', sources: ['openvas'] },
    { asset_id: 3, owner: 'unassigned', sources: ['openvas'] },
  ];

  readonly betaHosts: BetaHost[] = [
    { host_id: 1, hostname: 'app-1', ip_address: '10.1.0.1', owner: 'bob', bu_team: 'Retail', os: 'Windows', last_seen: '2025-01-02T00:00:00Z' },
    { host_id: 2, hostname: 'app-2', ip_address: '10.1.0.2', owner: 'bob' },
    { host_id: 3, owner: 'unassigned' },
    { host_id: FAKE_HOSTS.big, owner: 'carol' },
    { host_id: FAKE_HOSTS.failsMidway, owner: 'carol' },
    { host_id: FAKE_HOSTS.endless, owner: 'carol' },
    { host_id: FAKE_HOSTS.slow, owner: 'carol' },
  ];

  private seen(method: string, request: unknown, context: CallContext): void {
    this.calls.push({ method, request, subject: context.caller.subject, scopes: context.caller.scopes, requestId: context.requestId });
  }

  /** The last call of `method`, if any. */
  lastCall(method: string): SeenCall | undefined {
    return [...this.calls].reverse().find((call) => call.method === method);
  }

  alphaFinding(asset_id: number, cve_id: string): AlphaFinding {
    return {
      asset_id,
      cve_id,
      title: `Finding ${cve_id}`,
      severity: 'high',
      cvss: 7.5,
      kev: cve_id === 'CVE-2021-44228',
      kev_date_added: cve_id === 'CVE-2021-44228' ? '2021-12-10' : undefined,
      scanner_refs: [],
      ...FAKE_RISK,
    };
  }

  betaFinding(host_id: number, index: number): BetaFinding__Output {
    return {
      host_id,
      scanner_id: String(10_000 + (index % 1000)),
      active_host_findings_id: host_id * 1_000_000 + index,
      title: `Plugin ${index}`,
      severity: 'medium',
      cvss: index % 2 === 0 ? 5.0 : undefined,
      cve_ids: [`CVE-2024-${String(index).padStart(5, '0')}`],
      kev: false,
      port: 443,
      protocol: 'tcp',
      ...FAKE_RISK,
    };
  }

  private async *betaFindingsOf(host_id: number, signal: AbortSignal): AsyncGenerator<BetaFinding__Output> {
    if (host_id === FAKE_HOSTS.unavailable) throw new UnavailableError('beta snapshot not loaded');
    if (host_id === FAKE_HOSTS.big) {
      for (let i = 0; i < this.bigHostFindings; i++) yield this.betaFinding(host_id, i);
      return;
    }
    if (host_id === FAKE_HOSTS.failsMidway) {
      for (let i = 0; i < 100; i++) yield this.betaFinding(host_id, i);
      await sleep(300);
      throw new Error('disk on fire');
    }
    if (host_id === FAKE_HOSTS.slow) {
      for (let i = 0; i < 200; i++) {
        if (i === 100) await sleep(300);
        yield this.betaFinding(host_id, i);
      }
      return;
    }
    if (host_id === FAKE_HOSTS.endless) {
      signal.addEventListener('abort', () => (this.endlessCancelled = true));
      for (let i = 0; !signal.aborted; i++) {
        this.endlessProduced += 1;
        yield this.betaFinding(host_id, i);
      }
      return;
    }
    if (!this.betaHosts.some((host) => host.host_id === host_id)) return;
    yield this.betaFinding(host_id, 0);
    yield this.betaFinding(host_id, 1);
  }

  /** The findings of each host in turn (StreamBetaVulnerabilitiesByHost). */
  private async *betaFindingsOfHosts(hostIds: number[], signal: AbortSignal): AsyncGenerator<BetaFinding__Output> {
    for (const host_id of hostIds) yield* this.betaFindingsOf(host_id, signal);
  }

  /** One BetaFindingsJson message per finding (data-cache batches them; one by one keeps backpressure visible). */
  private async *encodedOneByOne(findings: AsyncIterable<BetaFinding__Output>): AsyncGenerator<BetaFindingsJson> {
    for await (const finding of findings) yield encoded([finding]);
  }

  private page<T>(items: T[], request: PageRequest__Output) {
    const start = (request.page - 1) * request.page_size;
    return { page: request.page, page_size: request.page_size, total: items.length, items: items.slice(start, start + request.page_size) };
  }

  private report(source: string): RefreshReport {
    return {
      source,
      snapshot_id: `${source}-1`,
      assets: 3,
      findings: 6,
      skipped: [{ reason: 'no address', count: 1 }],
      skipped_total: 1,
      duration_ms: 12,
      started_at: '2025-01-01T00:00:00.000Z',
      finished_at: '2025-01-01T00:00:00.012Z',
      synthetic: false,
      joined_in_flight: false,
    };
  }

  /** The service implementation (libs/grpc defineHandlers). */
  implementation(): ServiceImplementation<'vmdash.v1.DataCacheService'> {
    const owners = (assets: { owner?: string; bu_team?: string }[]) => {
      const byOwner = new Map<string, { teams: Set<string>; count: number }>();
      for (const asset of assets) {
        const entry = byOwner.get(asset.owner ?? '') ?? { teams: new Set<string>(), count: 0 };
        if (asset.bu_team) entry.teams.add(asset.bu_team);
        entry.count += 1;
        byOwner.set(asset.owner ?? '', entry);
      }
      return { owners: [...byOwner].map(([owner, { teams, count }]) => ({ owner, bu_teams: [...teams], asset_count: count })) };
    };
    return {
      ListAlphaOwners: async (request, context) => {
        this.seen('ListAlphaOwners', request, context);
        return owners(this.alphaAssets);
      },
      StreamAlphaAssets: (request, context) => {
        this.seen('StreamAlphaAssets', request, context);
        return this.alphaAssets.filter((asset) => request.owners.length === 0 || request.owners.includes(asset.owner ?? ''));
      },
      GetAlphaAssetPage: async (request, context) => {
        this.seen('GetAlphaAssetPage', request, context);
        return this.page(this.alphaAssets, request);
      },
      GetAlphaVulnerability: async (request, context) => {
        this.seen('GetAlphaVulnerability', request, context);
        if (!this.alphaAssets.some((asset) => asset.asset_id === request.asset_id)) throw new NotFoundError('Asset not found');
        return this.alphaFinding(request.asset_id, request.cve_id);
      },
      StreamAlphaVulnerabilities: (request, context) => {
        this.seen('StreamAlphaVulnerabilities', request, context);
        return request.assets.flatMap((asset) => asset.cve_ids.map((cve) => this.alphaFinding(asset.asset_id, cve)));
      },
      RefreshAlpha: async (request, context) => {
        this.seen('RefreshAlpha', request, context);
        return this.report('alpha');
      },
      ListBetaOwners: async (request, context) => {
        this.seen('ListBetaOwners', request, context);
        return owners(this.betaHosts);
      },
      StreamBetaAssets: (request, context) => {
        this.seen('StreamBetaAssets', request, context);
        return this.betaHosts.filter((host) => request.owners.length === 0 || request.owners.includes(host.owner ?? ''));
      },
      GetBetaAssetPage: async (request, context) => {
        this.seen('GetBetaAssetPage', request, context);
        return this.page(this.betaHosts, request);
      },
      GetBetaAsset: async (request, context) => {
        this.seen('GetBetaAsset', request, context);
        if (request.host_id === FAKE_HOSTS.unavailable) throw new UnavailableError('beta snapshot not loaded');
        const host = this.betaHosts.find((candidate) => candidate.host_id === request.host_id);
        if (!host) throw new NotFoundError('Host not found');
        return host;
      },
      GetBetaVulnerability: async (request, context) => {
        this.seen('GetBetaVulnerability', request, context);
        if (request.host_id === FAKE_HOSTS.invalid) throw new ValidationError('bad scanner id', [{ loc: ['path', 'scanner_id'], msg: 'Unknown plugin id', type: 'value_error' }]);
        if (!this.betaHosts.some((host) => host.host_id === request.host_id)) throw new NotFoundError('Host not found');
        return { items: [{ ...this.betaFinding(request.host_id, 0), scanner_id: request.scanner_id }] };
      },
      StreamBetaVulnerabilities: (request, context) => {
        this.seen('StreamBetaVulnerabilities', request, context);
        return request.assets.flatMap((asset) => asset.scanner_ids.map((scanner_id) => ({ ...this.betaFinding(asset.host_id, 0), scanner_id })));
      },
      ListBetaVulnerabilitiesOfHost: async (request, context) => {
        this.seen('ListBetaVulnerabilitiesOfHost', request, context);
        if (request.host_id === FAKE_HOSTS.unavailable) throw new UnavailableError('beta snapshot not loaded');
        if (!this.betaHosts.some((host) => host.host_id === request.host_id)) throw new NotFoundError(`Host ${request.host_id} not found`);
        const count = request.host_id === FAKE_HOSTS.big ? this.bigHostFindings : 2;
        return encoded(Array.from({ length: count }, (_, index) => this.betaFinding(request.host_id, index)));
      },
      StreamBetaVulnerabilitiesByHost: (request, context) => {
        this.seen('StreamBetaVulnerabilitiesByHost', request, context);
        return this.encodedOneByOne(this.betaFindingsOfHosts(request.host_ids, context.signal));
      },
      FindKnownBetaHosts: async (request, context) => {
        this.seen('FindKnownBetaHosts', request, context);
        return { host_ids: request.host_ids.filter((id) => this.betaHosts.some((host) => host.host_id === id)) };
      },
      RefreshBeta: async (request, context) => {
        this.seen('RefreshBeta', request, context);
        return this.report('beta');
      },
      // The phases are tested on the real data-cache (tests/system/refresh-progress.spec.ts): beta ran once, alpha never.
      GetRefreshStatus: async (request, context) => {
        this.seen('GetRefreshStatus', request, context);
        const at = '2026-01-01T00:00:00.000Z';
        return {
          beta: { source: 'beta', state: 'succeeded', phase: 'done', files_read: 1, files_total: 1, hosts: 2, findings: 3, started_at: at, updated_at: at, finished_at: at, snapshot_id: 'snap-beta' },
        };
      },
      // Not reached through the gateway (action-plan asks it); the gateway's tests need no answer of it.
      FindKnownBetaFindings: async (request, context) => {
        this.seen('FindKnownBetaFindings', request, context);
        return { known: request.refs.map(() => false) };
      },
      // The dashboard's findings query has no Data API route; the gateway never calls it.
      QueryBetaFindings: async (request, context) => {
        this.seen('QueryBetaFindings', request, context);
        return { page: request.page, page_size: request.page_size, total: 0, items: [] };
      },
      // The dashboard's overview counts have no Data API route; the gateway never calls it.
      CountBetaFindings: async (request, context) => {
        this.seen('CountBetaFindings', request, context);
        return { by_severity: [], kev: 0, snapshot_id: 'snap-alpha/snap-beta' };
      },
      // The dashboard service asks it when an export job starts; the gateway never calls it.
      GetServedSnapshots: async (request, context) => {
        this.seen('GetServedSnapshots', request, context);
        return { snapshot_id: 'snap-alpha/snap-beta' };
      },
      // No gateway route calls it (the dashboard service does): an empty stream.
      StreamComplianceFindings: (request, context) => {
        this.seen('StreamComplianceFindings', request, context);
        return [];
      },
      // The feed's answers are tested on the real data-cache (tests/system/finding-lifecycle.spec.ts): an empty stream.
      StreamFindingChanges: (request, context) => {
        this.seen('StreamFindingChanges', request, context);
        return [];
      },
      // The analytics are tested on the real data-cache (tests/system/finding-lifecycle.spec.ts, sla-over-time.spec.ts): empty answers.
      GetRemediationTimes: async (request, context) => {
        this.seen('GetRemediationTimes', request, context);
        return { window_days: request.window_days, since: new Date(0).toISOString(), groups: [] };
      },
      GetFindingTrend: async (request, context) => {
        this.seen('GetFindingTrend', request, context);
        return { window_days: request.window_days, interval: request.interval, since: new Date(0).toISOString(), points: [], open_now: [] };
      },
      GetSlaTrend: async (request, context) => {
        this.seen('GetSlaTrend', request, context);
        return {
          window_days: request.window_days,
          interval: request.interval,
          since: new Date(0).toISOString(),
          basis: request.rule?.basis ?? '',
          policy_version: request.rule?.version ?? 0,
          points: [],
        };
      },
    };
  }
}
