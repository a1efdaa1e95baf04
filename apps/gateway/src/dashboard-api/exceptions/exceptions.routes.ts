import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import {
  DecideExceptionBody,
  EXCEPTION_ROUTE_TEXTS,
  ExceptionIdParams,
  ExceptionListQuery,
  ExceptionPreviewBody,
  ExceptionPreviewQuery,
  RequestExceptionBody,
  RiskExceptionBody,
  RiskExceptionPageBody,
  scopeOfQuery,
  toExceptionJson,
  toPreviewJson,
} from './exceptions.schemas';

const tag = 'risk-exceptions';
const NOT_FOUND = { description: '"Risk exception not found": it does not exist or covers none of the caller\'s teams' };
const DECIDED = { description: '"The risk exception is <state>: it can no longer be changed this way" (another decision came first)' };
const FORBIDDEN_DECISION =
  'Besides the groups: 403 for the requester, also as the Admin behind an impersonation of them (separation of duties), and for an approver whose teams do not cover every team of the exception';

/**
 * Risk exceptions (docs/decisions/0032-risk-exceptions.md): a writer requests an exception for a finding, a host, a CVE
 * or a plugin; an Admin or Leadership user other than the requester approves or rejects it; it is in force until its
 * expiry. Team scoped: an exception outside the caller's teams does not exist for them.
 */
export function exceptionRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { compliance } = deps;
  return [
    // Before /{id}, which would take "preview" as an id.
    defineDashboardRoute({
      method: 'get',
      path: '/api/exceptions/preview',
      access: accessOf('vmdash.v1.DashboardComplianceService/PreviewException'),
      query: ExceptionPreviewQuery,
      invalidInputText: EXCEPTION_ROUTE_TEXTS.invalidScopeQuery,
      failureText: EXCEPTION_ROUTE_TEXTS.previewFailed,
      docs: {
        operationId: 'previewRiskException',
        summary: 'The hosts and findings a scope would cover now',
        description:
          "Before requesting: the findings of the caller's teams the scope covers (at most 10,000), with the number of distinct hosts. A CVE or plugin exception also covers hosts that report it later while it is in force.",
        tag,
        responses: { 200: { description: 'The findings covered now', schema: ExceptionPreviewBody } },
      },
      handle: async ({ query, call }) => jsonResult(toPreviewJson(await unaryCall(compliance, 'PreviewException', { scope: scopeOfQuery(query) }, call))),
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/exceptions',
      access: accessOf('vmdash.v1.DashboardComplianceService/RequestException'),
      body: RequestExceptionBody,
      invalidInputText: EXCEPTION_ROUTE_TEXTS.invalidRequest,
      failureText: EXCEPTION_ROUTE_TEXTS.requestFailed,
      docs: {
        operationId: 'requestRiskException',
        summary: 'Request a risk exception',
        description:
          "Stored `requested`, with the template's fields copied and the caller as requested_by. A finding or host scope needs the host in the caller's teams (else 404 \"Host not found\"); a CVE or plugin scope covers the caller's teams. expires_on after today and at most the policy's days for the template's risk rating ahead (400 naming the limit). Audit action risk_exception_request.",
        tag,
        responses: {
          201: { description: 'The requested exception', schema: RiskExceptionBody },
          404: { description: '"Risk template not found", "Host not found" or "Risk exception not found" (renews)' },
        },
      },
      handle: async ({ body, clientAddress, call }) =>
        jsonResult(
          toExceptionJson(
            await unaryCall(
              compliance,
              'RequestException',
              {
                scope: body.scope,
                template_id: body.template_id,
                justification: body.justification,
                compensating_controls: body.compensating_controls,
                expires_on: body.expires_on,
                ...(body.renews !== undefined ? { renews: body.renews } : {}),
                client_address: clientAddress,
              },
              call,
            ),
          ),
          201,
        ),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/exceptions',
      access: accessOf('vmdash.v1.DashboardComplianceService/ListExceptions'),
      query: ExceptionListQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: EXCEPTION_ROUTE_TEXTS.listFailed,
      docs: {
        operationId: 'listRiskExceptions',
        summary: "Risk exceptions of the caller's teams, newest request first",
        description: 'Filters: `state`, `expiring_within_days` (in force and ending within that many days), `team`. Paged: `page`, `page_size`. The approvals inbox is `?state=requested`.',
        tag,
        responses: { 200: { description: 'One page', schema: RiskExceptionPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(compliance, 'ListExceptions', query, call);
        return jsonResult(toPageJson(page, page.items.map(toExceptionJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/exceptions/{id}',
      access: accessOf('vmdash.v1.DashboardComplianceService/GetException'),
      params: ExceptionIdParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: EXCEPTION_ROUTE_TEXTS.getFailed,
      docs: { operationId: 'getRiskException', summary: 'One risk exception', tag, responses: { 200: { description: 'The exception', schema: RiskExceptionBody }, 404: NOT_FOUND } },
      handle: async ({ params, call }) => jsonResult(toExceptionJson(await unaryCall(compliance, 'GetException', { id: params.id }, call))),
    }),
    ...(['approve', 'reject'] as const).map((decision) =>
      defineDashboardRoute({
        method: 'post',
        path: `/api/exceptions/{id}/${decision}`,
        access: accessOf(decision === 'approve' ? 'vmdash.v1.DashboardComplianceService/ApproveException' : 'vmdash.v1.DashboardComplianceService/RejectException'),
        params: ExceptionIdParams,
        body: DecideExceptionBody,
        invalidInputText: EXCEPTION_ROUTE_TEXTS.invalidDecision,
        failureText: EXCEPTION_ROUTE_TEXTS.decideFailed,
        docs: {
          operationId: decision === 'approve' ? 'approveRiskException' : 'rejectRiskException',
          summary: decision === 'approve' ? 'Approve a requested risk exception (Admin, Leadership)' : 'Reject a requested risk exception (Admin, Leadership)',
          description: `${decision === 'approve' ? 'requested -> active: its findings count as accepted risk until expires_on' : 'requested -> rejected: nothing changes for its findings'}. ${FORBIDDEN_DECISION}. Of two concurrent decisions one applies, the other is 409. Audit action risk_exception_${decision}; the requester is notified.`,
          tag,
          responses: { 200: { description: 'The decided exception', schema: RiskExceptionBody }, 404: NOT_FOUND, 409: DECIDED },
        },
        handle: async ({ params, body, clientAddress, call }) =>
          jsonResult(
            toExceptionJson(
              await unaryCall(compliance, decision === 'approve' ? 'ApproveException' : 'RejectException', { id: params.id, comment: body.comment, client_address: clientAddress }, call),
            ),
          ),
      }),
    ),
    defineDashboardRoute({
      method: 'post',
      path: '/api/exceptions/{id}/revoke',
      access: accessOf('vmdash.v1.DashboardComplianceService/RevokeException'),
      params: ExceptionIdParams,
      body: DecideExceptionBody,
      invalidInputText: EXCEPTION_ROUTE_TEXTS.invalidDecision,
      failureText: EXCEPTION_ROUTE_TEXTS.revokeFailed,
      docs: {
        operationId: 'revokeRiskException',
        summary: 'End a risk exception early',
        description:
          'requested, active or expiring -> revoked: its findings count again. The requester may revoke their own; an Admin or Leadership user whose teams cover it any (403 otherwise). Audit action risk_exception_revoke; the other party is notified.',
        tag,
        responses: { 200: { description: 'The revoked exception', schema: RiskExceptionBody }, 404: NOT_FOUND, 409: DECIDED },
      },
      handle: async ({ params, body, clientAddress, call }) =>
        jsonResult(toExceptionJson(await unaryCall(compliance, 'RevokeException', { id: params.id, comment: body.comment, client_address: clientAddress }, call))),
    }),
  ];
}
