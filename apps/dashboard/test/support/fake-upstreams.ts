import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { defineSomeHandlers, startGrpcServer, type RunningGrpcServer } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import type { ScopedBetaFinding } from '@vmdash/proto';

/** Findings the fake data-cache holds: two of team-a (host 1), one of team-b (host 2). */
export const FAKE_FINDINGS: ScopedBetaFinding[] = [
  {
    host_id: 1,
    hostname: 'a1',
    owner: 'o-a',
    bu_team: 'team-a',
    scanner_id: '100',
    active_host_findings_id: 11,
    title: 'A one',
    severity: 'high',
    cve_ids: ['CVE-2024-0001'],
    kev: true,
    team: 'team-a',
  },
  { host_id: 1, hostname: 'a1', owner: 'o-a', bu_team: 'team-a', scanner_id: '200', active_host_findings_id: 12, title: 'A two', severity: 'low', cve_ids: [], kev: false, team: 'team-a' },
  { host_id: 2, hostname: 'b1', owner: 'o-b', bu_team: 'team-b', scanner_id: '100', active_host_findings_id: 21, title: 'B one', severity: 'medium', cve_ids: [], kev: false, team: 'team-b' },
];

/** A gRPC failure with a status and details, as the integration service answers its outbound failures. */
export function grpcFailure(code: status, details: string): ServiceError {
  return Object.assign(new Error(details), { code, details, metadata: new Metadata() });
}

/** What the fake integration service saw and how it answers next. */
export interface FakeIntegration {
  created: { request_id: string; summary: string; description: string; submitted_by: string }[];
  comments: { key: string; body: string }[];
  syncedKeys: string[][];
  /** The failure of the next calls (none when undefined). */
  failWith: ServiceError | undefined;
  /** Status per key the next sync answers as updated; keys not named are unchanged; `remaining` are left out. */
  syncStatuses: Map<string, string>;
  remaining: Set<string>;
}

/** The fake data-cache and integration services a dashboard component test points DATA_CACHE_ADDR / INTEGRATION_ADDR at. */
export interface FakeUpstreams {
  dataCacheAddr: string;
  integrationAddr: string;
  integration: FakeIntegration;
  stop(): Promise<void>;
}

/** Starts both fakes on free ports, verifying internal tokens with `publicKeyPem` like every vmdash service. */
export async function startFakeUpstreams(publicKeyPem: string): Promise<FakeUpstreams> {
  const logger = createLogger('fake-upstreams', 'silent');
  const integration: FakeIntegration = { created: [], comments: [], syncedKeys: [], failWith: undefined, syncStatuses: new Map(), remaining: new Set() };
  let nextKey = 1;
  const fail = () => {
    if (integration.failWith) throw integration.failWith;
  };
  const servers: RunningGrpcServer[] = [
    await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      internalTokenPublicKey: publicKeyPem,
      services: [
        defineSomeHandlers('vmdash.v1.DataCacheService', {
          QueryBetaFindings: async (request) => {
            const items = FAKE_FINDINGS.filter(
              (finding) =>
                (request.all_teams || request.teams.includes(finding.team ?? '')) &&
                (request.host_id === undefined || finding.host_id === request.host_id) &&
                (request.scanner_id === undefined || finding.scanner_id === request.scanner_id),
            );
            return { page: request.page, page_size: request.page_size, total: items.length, items: items.slice((request.page - 1) * request.page_size, request.page * request.page_size) };
          },
        }),
      ],
    }),
    await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      internalTokenPublicKey: publicKeyPem,
      services: [
        defineSomeHandlers('vmdash.v1.IntegrationService', {
          CreateTrackerIssue: async (request) => {
            fail();
            integration.created.push({ request_id: request.request_id, summary: request.summary, description: request.description, submitted_by: request.submitted_by });
            const key = `VM-${nextKey++}`;
            return { key, url: `https://tracker.example.test/browse/${key}`, summary: request.summary, status: 'Open', status_category: 'new', created: '', updated: '' };
          },
          AddTrackerComment: async (request) => {
            fail();
            integration.comments.push({ key: request.key, body: request.body });
            return { comment_id: String(integration.comments.length) };
          },
          SyncTrackerIssues: async (request) => {
            fail();
            integration.syncedKeys.push(request.keys);
            const searched = request.keys.filter((key) => !integration.remaining.has(key));
            const issues = searched
              .filter((key) => integration.syncStatuses.has(key))
              .map((key) => ({ key, url: '', summary: '', status: integration.syncStatuses.get(key)!, status_category: 'done', created: '', updated: '' }));
            return {
              issues,
              unchanged_keys: searched.filter((key) => !integration.syncStatuses.has(key)),
              missing_keys: [],
              remaining_keys: request.keys.filter((key) => integration.remaining.has(key)),
              stop_reason: integration.remaining.size > 0 ? 'SYNC_STOP_REASON_MINUTE_BURST_LOW' : 'SYNC_STOP_REASON_COMPLETED',
              quota: { minute_remaining: 50, minute_limit: 60, day_remaining: 1400, day_limit: 1440 },
            };
          },
        }),
      ],
    }),
  ];
  return {
    dataCacheAddr: `127.0.0.1:${servers[0]!.port}`,
    integrationAddr: `127.0.0.1:${servers[1]!.port}`,
    integration,
    async stop() {
      for (const server of servers) await server.shutdown(0);
    },
  };
}
