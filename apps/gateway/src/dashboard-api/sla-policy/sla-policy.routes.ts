import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { SLA_POLICY_TEXTS, SlaPolicyBody, SlaPolicyRequest, toSlaPolicyJson } from './sla-policy.schemas';

const tag = 'compliance';

/**
 * The SLA policy (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy"): days to remediate by level
 * (severity or risk rating) and asset tier, read by every signed-in user, set by an Admin as a new version.
 */
export function slaPolicyRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { compliance } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/sla-policy',
      access: accessOf('vmdash.v1.DashboardComplianceService/GetSlaPolicy'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: SLA_POLICY_TEXTS.getFailed,
      docs: {
        operationId: 'getSlaPolicy',
        summary: 'The SLA policy in force',
        description:
          'Days from first_seen to the due date of a finding by its level (critical, high, medium: its severity, or its risk rating when basis is risk_rating) and its asset tier (criticality 1-5). The compliance metrics critical-sla, high-sla and medium-sla judge by it; an item keeps the version its due date was set by.',
        tag,
        responses: { 200: { description: 'The policy', schema: SlaPolicyBody } },
      },
      handle: async ({ call }) => jsonResult(toSlaPolicyJson(await unaryCall(compliance, 'GetSlaPolicy', {}, call))),
    }),
    defineDashboardRoute({
      method: 'put',
      path: '/api/sla-policy',
      access: accessOf('vmdash.v1.DashboardComplianceService/UpdateSlaPolicy'),
      body: SlaPolicyRequest,
      invalidInputText: SLA_POLICY_TEXTS.invalidPolicy,
      failureText: SLA_POLICY_TEXTS.updateFailed,
      docs: {
        operationId: 'updateSlaPolicy',
        summary: 'Put a new version of the SLA policy in force (Admin)',
        description:
          'Stores the policy as the version after `replaces_version` (409 when another Admin put a version in force since). Items created from then on take it; items already active keep the version their due date was set by. Audit action sla_policy_update (entityType sla_policy, entityId the version).',
        tag,
        responses: { 200: { description: 'The policy now in force', schema: SlaPolicyBody }, 409: { description: 'Another version is in force: reload the policy and try again' } },
      },
      handle: async ({ body, clientAddress, call }) =>
        jsonResult(
          toSlaPolicyJson(
            await unaryCall(
              compliance,
              'UpdateSlaPolicy',
              { replaces_version: body.replaces_version, basis: body.basis, tiers: body.tiers, kev_cap: body.kev_cap, ...(body.reason ? { reason: body.reason } : {}), client_address: clientAddress },
              call,
            ),
          ),
        ),
    }),
  ];
}
