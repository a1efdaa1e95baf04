import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import {
  BulkCommitBody,
  BulkCommitRequest,
  ComplianceHostBody,
  ComplianceItemPageBody,
  ComplianceItemsQuery,
  ComplianceSummaryBody,
  HostnameParams,
  MetadataRequest,
  toChangeMessage,
  toHostJson,
  toItemJson,
  toSummaryJson,
} from './compliance.schemas';

const tag = 'compliance';
const NOT_FOUND = { description: '"No compliance item for this host" (also for a host outside the caller\'s teams)' };

/**
 * Largest bulk-commit body: 10,000 hosts with a hostname, a date and a short plan each (about 200 bytes a host, 2 MB)
 * and room for longer plans; a larger body is 400 "Request body too large".
 */
const BULK_COMMIT_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Compliance reporting (docs/decisions/0014; interface spec face B): items, a host's items with its history,
 * metadata changes, the VCL bulk commit and the summary. Every route is team scoped by the dashboard service; writes
 * need Admin or Standard_User. Reads may wait for a pending recompute of the items, so they have the bulk deadline.
 */
export function complianceRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { compliance } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/compliance/items',
      access: accessOf('vmdash.v1.DashboardComplianceService/ListComplianceItems'),
      query: ComplianceItemsQuery,
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.complianceItemsFailed,
      docs: {
        operationId: 'listComplianceItems',
        summary: "Compliance items of the caller's teams",
        description:
          "One item per host, metric and source (kev-overdue: a KEV finding past the catalog's dueDate; critical-sla, high-sla, medium-sla: a finding of that severity open longer than its SLA), active while the host has such a finding that no active action plan covers, resolved when the last one goes. Sorted by hostname and metric. `overdue=true`: active items past their resolution_date.",
        tag,
        responses: { 200: { description: 'One page', schema: ComplianceItemPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(compliance, 'ListComplianceItems', query, call);
        return jsonResult(toPageJson(page, page.items.map(toItemJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/compliance/summary',
      access: accessOf('vmdash.v1.DashboardComplianceService/GetComplianceSummary'),
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.complianceSummaryFailed,
      docs: {
        operationId: 'getComplianceSummary',
        summary: 'Per team and metric: active, overdue, resolved in the last 30 days, share of hosts compliant',
        tag,
        responses: { 200: { description: 'The summary', schema: ComplianceSummaryBody } },
      },
      handle: async ({ call }) => jsonResult(toSummaryJson(await unaryCall(compliance, 'GetComplianceSummary', {}, call))),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/compliance/items/{hostname}',
      access: accessOf('vmdash.v1.DashboardComplianceService/GetComplianceHost'),
      params: HostnameParams,
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.complianceHostFailed,
      docs: {
        operationId: 'getComplianceHost',
        summary: "A host's items and its last 10 changes, newest first",
        tag,
        responses: { 200: { description: 'The host', schema: ComplianceHostBody }, 404: NOT_FOUND },
      },
      handle: async ({ params, call }) => jsonResult(toHostJson(params.hostname, await unaryCall(compliance, 'GetComplianceHost', { hostname: params.hostname }, call))),
    }),
    defineDashboardRoute({
      method: 'patch',
      path: '/api/compliance/items/{hostname}/metadata',
      access: accessOf('vmdash.v1.DashboardComplianceService/UpdateComplianceMetadata'),
      params: HostnameParams,
      body: MetadataRequest,
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.complianceChangeRequired,
      failureText: CHOSEN_TEXTS.complianceUpdateFailed,
      docs: {
        operationId: 'updateComplianceMetadata',
        summary: "Set the resolution date and remediation plan of a host's items",
        description:
          'The items of `metric_id` or `metric_ids`, or every active item of the host when neither is given. Each changed field of each item is one history entry (metric_id, field, old_value, new_value, change_reason, changed_by, changed_at). change_reason longer than 500 characters is 400. Audit action compliance_metadata_update.',
        tag,
        responses: { 200: { description: 'The host after the change', schema: ComplianceHostBody }, 404: NOT_FOUND },
      },
      handle: async ({ params, body, clientAddress, call }) =>
        jsonResult(
          toHostJson(
            params.hostname,
            await unaryCall(
              compliance,
              'UpdateComplianceMetadata',
              { hostname: params.hostname, change: toChangeMessage(body), ...(body.change_reason !== undefined ? { change_reason: body.change_reason } : {}), client_address: clientAddress },
              call,
            ),
          ),
        ),
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/compliance/vcl/bulk-commit',
      access: accessOf('vmdash.v1.DashboardComplianceService/BulkCommitCompliance'),
      body: BulkCommitRequest,
      deadline: 'bulk',
      bodyLimitBytes: BULK_COMMIT_BODY_BYTES,
      invalidInputText: CHOSEN_TEXTS.invalidBulkItems,
      failureText: CHOSEN_TEXTS.complianceBulkFailed,
      docs: {
        operationId: 'bulkCommitCompliance',
        summary: 'VCL bulk commit: resolution dates and plans of up to 10,000 hosts in one call',
        description:
          'Each host is changed as PATCH .../metadata would change it; history per changed field per hostname. Hosts without items in the caller\'s teams are refused as "unknown host", in the order given: a host of another team is answered exactly as one that does not exist. Audit action compliance_bulk_commit.',
        tag,
        responses: { 200: { description: 'The counts', schema: BulkCommitBody } },
      },
      handle: async ({ body, clientAddress, call }) => {
        const hosts = body.items.map((item) => ({ hostname: item.hostname, change: toChangeMessage(item) }));
        const result = await unaryCall(
          compliance,
          'BulkCommitCompliance',
          { hosts, ...(body.change_reason !== undefined ? { change_reason: body.change_reason } : {}), client_address: clientAddress },
          call,
        );
        return jsonResult({ committed: result.committed, unchanged: result.unchanged, refused: result.refused.map(({ hostname, reason }) => ({ hostname, reason })) });
      },
    }),
  ];
}
