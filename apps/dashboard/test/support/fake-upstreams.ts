import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { defineSomeHandlers, startGrpcServer, type RunningGrpcServer } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import type { ActionPlan, ScopedBetaFinding, UpstreamHostPlans } from '@vmdash/proto';

/** Findings the fake data-cache holds: four of team-a (hosts 1 and 3), one of team-b (host 2). */
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
  { host_id: 3, hostname: 'a3', owner: 'o-a', bu_team: 'team-a', scanner_id: '300', active_host_findings_id: 31, title: 'A three', severity: 'high', cve_ids: [], kev: false, team: 'team-a' },
  { host_id: 3, hostname: 'a3', owner: 'o-a', bu_team: 'team-a', scanner_id: '400', active_host_findings_id: 32, title: 'A four', severity: 'high', cve_ids: [], kev: false, team: 'team-a' },
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
  /** Platform workflows created, by name, with their state (FindFalsePositiveWorkflow answers it). */
  workflows: Map<string, { host_finding_ids: string[]; state: string; files?: string[] }>;
  /** The failure the next creates answer after the workflow was created (a timeout whose workflow exists). */
  failAfterCreate: ServiceError | undefined;
  /** Host finding ids whose map call fails, with the failure. */
  failingMaps: Map<string, ServiceError>;
  mapped: { workflow_uuid: string; host_finding_id: string }[];
  /**
   * The hosts StreamUpstreamPlans streams (the action plans upstream service as the integration service reads it), two
   * a page.
   */
  upstreamHosts: UpstreamHostPlans[];
}

/** What the fake action-plan service holds and saw, and how it answers next. */
export interface FakeActionPlans {
  /** Every plan, newest first (ListPlans answers a host's). */
  plans: ActionPlan[];
  /** Who created each plan (the internal token's subject) and the deadline the call carried, epoch ms. */
  creates: { subject: string; group: string | undefined; deadlineMs: number; idempotency_key: string | undefined }[];
  /** The failure of the next calls (none when undefined): a domain error or a gRPC failure. */
  failWith: Error | undefined;
}

/** The fake data-cache and integration services a dashboard component test points DATA_CACHE_ADDR / INTEGRATION_ADDR at. */
export interface FakeUpstreams {
  dataCacheAddr: string;
  integrationAddr: string;
  integration: FakeIntegration;
  /** The fake action-plan service a test points ACTION_PLAN_ADDR at. */
  actionPlanAddr: string;
  actionPlans: FakeActionPlans;
  stop(): Promise<void>;
}

/** Starts both fakes on free ports, verifying internal tokens with `publicKeyPem` like every vmdash service. */
export async function startFakeUpstreams(publicKeyPem: string): Promise<FakeUpstreams> {
  const logger = createLogger('fake-upstreams', 'silent');
  const integration: FakeIntegration = {
    created: [],
    comments: [],
    syncedKeys: [],
    failWith: undefined,
    syncStatuses: new Map(),
    remaining: new Set(),
    workflows: new Map(),
    failAfterCreate: undefined,
    failingMaps: new Map(),
    mapped: [],
    upstreamHosts: [],
  };
  const actionPlans: FakeActionPlans = { plans: [], creates: [], failWith: undefined };
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
          // The hosts of FAKE_FINDINGS; any other host is unknown.
          GetBetaAsset: async (request) => {
            const finding = FAKE_FINDINGS.find((candidate) => candidate.host_id === request.host_id);
            if (!finding) throw grpcFailure(status.NOT_FOUND, `Host ${request.host_id} not found`);
            return { host_id: finding.host_id, hostname: finding.hostname, owner: finding.owner, bu_team: finding.bu_team };
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
          GetTrackerQuota: async () => {
            fail();
            return { minute_remaining: 58, minute_limit: 60, day_remaining: 1432, day_limit: 1440 };
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
          // As the platform: the create answers a numeric id and no uuid; the uuid comes from the exact name search.
          CreateFalsePositiveWorkflow: async (request) => {
            fail();
            integration.workflows.set(request.name, {
              host_finding_ids: request.host_finding_ids,
              state: 'REQUESTED',
              files: request.files.map((file) => `${file.filename} ${file.content_type} ${file.content.length}`),
            });
            if (integration.failAfterCreate) throw integration.failAfterCreate;
            return {
              platform_id: String(9_007_199_254_740_993n + BigInt(integration.workflows.size)),
              workflow_uuid: '',
              name: request.name,
              state: '',
              platform_answer_json: '{"id":1,"created":"2026-01-01"}',
            };
          },
          FindFalsePositiveWorkflow: async (request) => {
            fail();
            const workflow = integration.workflows.get(request.name);
            if (!workflow) throw grpcFailure(status.NOT_FOUND, `No workflow named ${request.name}`);
            return { platform_id: '1', workflow_uuid: `uuid-${request.name}`, name: request.name, state: workflow.state, platform_answer_json: '{}' };
          },
          StreamUpstreamPlans: async function* (request) {
            for (const host of integration.upstreamHosts.slice((request.page - 1) * 2, request.page * 2)) {
              fail();
              yield host;
            }
            fail();
          },
          MapFindingToWorkflow: async (request) => {
            fail();
            const failure = integration.failingMaps.get(request.host_finding_id);
            if (failure) throw failure;
            integration.mapped.push({ workflow_uuid: request.workflow_uuid, host_finding_id: request.host_finding_id });
            return {};
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
        defineSomeHandlers('vmdash.v1.ActionPlanService', {
          ListPlans: async (request) => {
            if (actionPlans.failWith) throw actionPlans.failWith;
            return { items: actionPlans.plans.filter((plan) => plan.host_id === request.host_id) };
          },
          CreatePlan: async (request, { caller, writes }) => {
            if (actionPlans.failWith) throw actionPlans.failWith;
            actionPlans.creates.push({ subject: caller.subject, group: caller.group, deadlineMs: writes.commitBy?.getTime() ?? Infinity, idempotency_key: request.idempotency_key });
            const at = new Date().toISOString();
            const plan: ActionPlan = {
              ...request.plan,
              action_plan_id: `plan-${actionPlans.plans.length + 1}`,
              host_id: request.host_id,
              plan_type: request.plan?.plan_type ?? '',
              commit_date: request.plan?.commit_date ?? '',
              status: 'active',
              created_at: at,
              updated_at: at,
              created_by: caller.subject,
            };
            actionPlans.plans.unshift(plan);
            return plan;
          },
        }),
      ],
    }),
  ];
  return {
    dataCacheAddr: `127.0.0.1:${servers[0]!.port}`,
    integrationAddr: `127.0.0.1:${servers[1]!.port}`,
    actionPlanAddr: `127.0.0.1:${servers[2]!.port}`,
    actionPlans,
    integration,
    async stop() {
      for (const server of servers) await server.shutdown(0);
    },
  };
}
