import { EXCEPTION_MAX_PAGE_SIZE, EXCEPTION_SCOPE_TYPES, EXCEPTION_STATES, TooLargeError, ValidationError, type ExceptionScopeType, type ExceptionState } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { ExceptionScope as ExceptionScopeMessage } from '@vmdash/proto';
import { impersonatingAdminMessageOf, impersonatingAdminOf } from '../workflows/impersonating-admin';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { ExceptionActor, ExceptionCommands, ExceptionListFilter } from './exception.commands';
import type { StoredRiskException } from './exception.repository';
import type { ExceptionScope } from './exception.rules';

/** The risk exception RPCs of DashboardComplianceService. */
export type ExceptionRpc = 'RequestException' | 'ListExceptions' | 'GetException' | 'ApproveException' | 'RejectException' | 'RevokeException' | 'PreviewException' | 'ExportExceptions';

const invalid = (loc: (string | number)[], message: string) => new ValidationError(message, [{ loc, msg: message, type: 'value_error' }]);

/** A stored exception as the RiskException message (timestamps ISO 8601 UTC). */
export function toExceptionMessage(exception: StoredRiskException) {
  const optionalDate = (date: Date | null) => (date ? { value: date.toISOString() } : null);
  const decidedAt = optionalDate(exception.decided_at);
  const revokedAt = optionalDate(exception.revoked_at);
  return {
    id: exception.id,
    scope: {
      type: exception.scope_type,
      ...(exception.host_id !== null ? { host_id: exception.host_id } : {}),
      ...(exception.scanner_id !== null ? { scanner_id: exception.scanner_id } : {}),
      ...(exception.cve_id !== null ? { cve_id: exception.cve_id } : {}),
      ...(exception.plugin_id !== null ? { plugin_id: exception.plugin_id } : {}),
    },
    teams: exception.teams,
    all_teams: exception.all_teams,
    template: exception.template,
    justification: exception.justification,
    compensating_controls: exception.compensating_controls,
    expires_on: exception.expires_on,
    state: exception.state,
    requested_by: exception.requested_by,
    ...impersonatingAdminMessageOf(exception),
    requested_at: exception.requested_at.toISOString(),
    ...(exception.decided_by !== null ? { decided_by: exception.decided_by } : {}),
    ...(decidedAt ? { decided_at: decidedAt.value } : {}),
    ...(exception.decision_comment !== null ? { decision_comment: exception.decision_comment } : {}),
    ...(exception.revoked_by !== null ? { revoked_by: exception.revoked_by } : {}),
    ...(revokedAt ? { revoked_at: revokedAt.value } : {}),
    ...(exception.renews !== null ? { renews: exception.renews } : {}),
    updated_at: exception.updated_at.toISOString(),
  };
}

/** A scope from its message (the rules check its ids). @throws ValidationError for a missing scope or unknown type */
function scopeOf(message: ExceptionScopeMessage | null | undefined): ExceptionScope {
  if (!message) throw invalid(['body', 'scope'], 'scope is required');
  if (!(EXCEPTION_SCOPE_TYPES as readonly string[]).includes(message.type ?? '')) throw invalid(['body', 'scope', 'type'], `scope.type must be one of ${EXCEPTION_SCOPE_TYPES.join(', ')}`);
  const host = message.host_id;
  return {
    type: message.type as ExceptionScopeType,
    host_id: host === undefined || host === null ? null : Number(host),
    scanner_id: message.scanner_id ?? null,
    cve_id: message.cve_id ?? null,
    plugin_id: message.plugin_id ?? null,
  };
}

/** The filter fields of ListExceptionsRequest and ExportExceptionsRequest (dashboard_compliance.proto). */
interface ListFilterFields {
  state?: string | null;
  expiring_within_days?: number | null;
  team?: string | null;
}

/**
 * The list filter of a list or export request.
 * @throws ValidationError for an unknown state or expiring_within_days outside 0..3650
 */
function listFilterOf(request: ListFilterFields): ExceptionListFilter {
  const filter: ExceptionListFilter = {};
  if (request.state !== undefined && request.state !== null) {
    if (!(EXCEPTION_STATES as readonly string[]).includes(request.state)) throw invalid(['query', 'state'], `state must be one of ${EXCEPTION_STATES.join(', ')}`);
    filter.state = request.state as ExceptionState;
  }
  if (request.expiring_within_days !== undefined && request.expiring_within_days !== null) {
    if (request.expiring_within_days < 0 || request.expiring_within_days > 3650) throw invalid(['query', 'expiring_within_days'], 'expiring_within_days must be 0 to 3650');
    filter.expiringWithinDays = request.expiring_within_days;
  }
  if (request.team !== undefined && request.team !== null) filter.team = request.team;
  return filter;
}

/**
 * The risk exception RPCs of DashboardComplianceService (docs/decisions/0032-risk-exceptions.md). Groups are checked
 * by RPC_PERMISSIONS; the commands keep team scope and separation of duties. The export streams what the list answers
 * with the same filters, refused as too large above `exportMaxRows`.
 */
export function createExceptionHandlers(
  commands: ExceptionCommands,
  usernameOf: (userId: string) => Promise<string>,
  /** The most exceptions one streamed export answers (EXPORT_STREAM_MAX_ROWS); more is RESOURCE_EXHAUSTED (413). */
  exportMaxRows: number,
): Pick<ServiceImplementation<'vmdash.v1.DashboardComplianceService'>, ExceptionRpc> {
  const actorOf = async (context: Parameters<typeof workflowCallerOf>[0], clientAddress: string): Promise<ExceptionActor> => {
    const caller = workflowCallerOf(context);
    return { caller, username: await usernameOf(caller.userId), impersonatingAdmin: await impersonatingAdminOf(caller.actorId, usernameOf), clientAddress: clientAddress || null };
  };
  return {
    RequestException: async (request, context) =>
      toExceptionMessage(
        await commands.request(await actorOf(context, request.client_address), {
          scope: scopeOf(request.scope),
          templateId: request.template_id,
          justification: request.justification,
          compensatingControls: request.compensating_controls,
          expiresOn: request.expires_on,
          renews: request.renews ?? null,
        }),
      ),
    ListExceptions: async (request, context) => {
      if (request.page < 1 || request.page_size < 1 || request.page_size > EXCEPTION_MAX_PAGE_SIZE) {
        throw invalid(['query', 'page_size'], `page must be >= 1 and page_size 1..${EXCEPTION_MAX_PAGE_SIZE}`);
      }
      const { items, total } = await commands.list(workflowCallerOf(context), listFilterOf(request), request.page, request.page_size);
      return { items: items.map(toExceptionMessage), page: request.page, page_size: request.page_size, total };
    },
    GetException: async (request, context) => toExceptionMessage(await commands.get(workflowCallerOf(context), request.id)),
    ApproveException: async (request, context) => toExceptionMessage(await commands.decide(await actorOf(context, request.client_address), request.id, 'approve', request.comment)),
    RejectException: async (request, context) => toExceptionMessage(await commands.decide(await actorOf(context, request.client_address), request.id, 'reject', request.comment)),
    RevokeException: async (request, context) => toExceptionMessage(await commands.revoke(await actorOf(context, request.client_address), request.id, request.comment)),
    ExportExceptions: async function* (request, context) {
      const caller = workflowCallerOf(context);
      const filter = listFilterOf(request);
      const { total } = await commands.list(caller, filter, 1, 1);
      if (total > exportMaxRows)
        throw new TooLargeError(`This export has ${total} exceptions, more than the ${exportMaxRows} a download answers at once: narrow it with state, team or expiring_within_days`);
      for await (const items of commands.exportAll(caller, filter)) yield { items: items.map(toExceptionMessage) };
    },
    PreviewException: async (request, context) => {
      const preview = await commands.preview(workflowCallerOf(context), scopeOf(request.scope));
      return {
        hosts: preview.hosts,
        findings: preview.findings.map((finding) => ({
          host_id: finding.host_id,
          ...(finding.hostname !== null ? { hostname: finding.hostname } : {}),
          scanner_id: finding.scanner_id,
          active_host_findings_id: finding.active_host_findings_id,
          title: finding.title,
          severity: finding.severity,
        })),
      };
    },
  };
}
