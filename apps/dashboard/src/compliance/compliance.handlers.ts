import {
  calendarDateProblem,
  COMPLIANCE_BULK_MAX_HOSTS,
  COMPLIANCE_CHANGE_REASON_MAX_LENGTH,
  COMPLIANCE_MAX_PAGE_SIZE,
  COMPLIANCE_METRIC_IDS,
  COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH,
  ValidationError,
} from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { ComplianceMetadataChange } from '@vmdash/proto';
import type { ExceptionRpc } from '../exceptions/exception.handlers';
import type { UserRepository } from '../users/user.repository';
import { impersonatingAdminMessageOf, impersonatingAdminOf } from '../workflows/impersonating-admin';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { ComplianceActor, ComplianceCommands, ComplianceItemView, HostResult } from './compliance.commands';
import type { ItemFilter } from './compliance.repository';
import type { MetadataChange } from './compliance.rules';
import { refuseTooLargeExport } from '../jobs/export-row-limit';

function invalid(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ loc: ['body', field], msg: message, type: 'value_error' }]);
}

/**
 * A metadata change from its message, checked (the gateway checks first; defence in depth): resolution_date a
 * calendar date YYYY-MM-DD, remediation_plan at most COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH characters, known metric ids;
 * an empty string clears a field.
 * @throws ValidationError naming the first bad field
 */
export function metadataChangeOf(message: ComplianceMetadataChange | null | undefined): MetadataChange {
  const change: MetadataChange = { metric_ids: [...(message?.metric_ids ?? [])] };
  const date = message?.resolution_date;
  if (date !== undefined && date !== null) {
    if (date !== '' && calendarDateProblem(date) !== undefined) throw invalid('resolution_date', 'resolution_date must be a date YYYY-MM-DD');
    change.resolution_date = date === '' ? null : date;
  }
  const plan = message?.remediation_plan;
  if (plan !== undefined && plan !== null) {
    if (plan.length > COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH) throw invalid('remediation_plan', `remediation_plan must be at most ${COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH} characters`);
    change.remediation_plan = plan === '' ? null : plan;
  }
  if (change.metric_ids.some((id) => !(COMPLIANCE_METRIC_IDS as readonly string[]).includes(id))) throw invalid('metric_ids', 'unknown metric id');
  return change;
}

/** A change_reason, checked (interface spec, Limits: at most 500 characters). */
function reasonOf(reason: string | null | undefined): string | null {
  if (reason === undefined || reason === null || reason === '') return null;
  if (reason.length > COMPLIANCE_CHANGE_REASON_MAX_LENGTH) throw invalid('change_reason', `change_reason must be at most ${COMPLIANCE_CHANGE_REASON_MAX_LENGTH} characters`);
  return reason;
}

/** The filter fields of ListComplianceItemsRequest and ExportComplianceItemsRequest (dashboard_compliance.proto). */
export interface ItemFilterFields {
  metric_id?: string | null;
  bu_team?: string | null;
  owner?: string | null;
  status?: string | null;
  overdue?: boolean | null;
}

/** The filters of an item list or export request (the fields given; also of an export job's start, jobs/job-kinds.ts). */
export function itemFilterOf(request: ItemFilterFields): Omit<ItemFilter, 'today'> {
  return {
    ...(request.metric_id !== undefined && request.metric_id !== null ? { metric_id: request.metric_id } : {}),
    ...(request.bu_team !== undefined && request.bu_team !== null ? { bu_team: request.bu_team } : {}),
    ...(request.owner !== undefined && request.owner !== null ? { owner: request.owner } : {}),
    ...(request.status !== undefined && request.status !== null ? { status: request.status } : {}),
    ...(request.overdue !== undefined && request.overdue !== null ? { overdue: request.overdue } : {}),
  };
}

/** An item as the ComplianceItem message. */
function toItem(item: ComplianceItemView) {
  return {
    hostname: item.hostname,
    host_id: item.host_id,
    source: item.source,
    metric_id: item.metric_id,
    bu_team: item.bu_team,
    owner: item.owner,
    findings_count: item.findings,
    ...(item.oldest_due_date !== null ? { oldest_due_date: item.oldest_due_date } : {}),
    days_overdue: item.days_overdue,
    ...(item.resolution_date !== null ? { resolution_date: item.resolution_date } : {}),
    ...(item.remediation_plan !== null ? { remediation_plan: item.remediation_plan } : {}),
    status: item.status,
    ...(item.resolved_at !== null ? { resolved_at: item.resolved_at.toISOString() } : {}),
    updated_at: item.updated_at.toISOString(),
    sla_policy_version: item.sla_policy_version,
  };
}

/** A host result as the ComplianceHostResult message. */
function toHostResult(result: HostResult) {
  return {
    items: result.items.map(toItem),
    history: result.history.map((entry) => ({
      metric_id: entry.metric_id,
      field: entry.field,
      ...(entry.old_value !== null ? { old_value: entry.old_value } : {}),
      ...(entry.new_value !== null ? { new_value: entry.new_value } : {}),
      ...(entry.change_reason !== null ? { change_reason: entry.change_reason } : {}),
      changed_by: entry.changed_by,
      ...impersonatingAdminMessageOf(entry),
      changed_at: entry.changed_at.toISOString(),
    })),
  };
}

/**
 * DashboardComplianceService (docs/decisions/0014). Reads are open to every signed-in user, writes to Admin and
 * Standard_User, the export to every group but Read_Only (RPC_PERMISSIONS); team scope comes from the caller's token
 * (workflows/workflow-caller.ts). A streamed export of more than `exportMaxRows` items is refused before its first
 * row (TooLargeError, 413, pointing at the export.compliance job).
 */
export function createComplianceHandlers(
  commands: ComplianceCommands,
  users: UserRepository,
  exportMaxRows: number,
): Omit<ServiceImplementation<'vmdash.v1.DashboardComplianceService'>, 'GetSlaPolicy' | 'UpdateSlaPolicy' | ExceptionRpc> {
  const actorOf = async (context: Parameters<typeof workflowCallerOf>[0], clientAddress: string): Promise<ComplianceActor> => {
    const caller = workflowCallerOf(context);
    const usernameOf = async (userId: string) => (await users.findById(userId))?.username ?? userId;
    return { caller, username: await usernameOf(caller.userId), impersonatingAdmin: await impersonatingAdminOf(caller.actorId, usernameOf), clientAddress: clientAddress || null };
  };
  return {
    ListComplianceItems: async (request, context) => {
      if (request.page < 1 || request.page_size < 1 || request.page_size > COMPLIANCE_MAX_PAGE_SIZE) {
        throw new ValidationError(`page must be >= 1 and page_size 1..${COMPLIANCE_MAX_PAGE_SIZE}`, [{ loc: ['query', 'page'], msg: 'out of range', type: 'value_error' }]);
      }
      const { items, total } = await commands.list(workflowCallerOf(context), itemFilterOf(request), request.page, request.page_size);
      return { page: request.page, page_size: request.page_size, total, items: items.map(toItem) };
    },

    ExportComplianceItems: async function* (request, context) {
      const caller = workflowCallerOf(context);
      refuseTooLargeExport('export.compliance', (await commands.list(caller, itemFilterOf(request), 1, 1)).total, exportMaxRows);
      for await (const items of commands.exportAll(caller, itemFilterOf(request))) yield { items: items.map(toItem) };
    },

    GetComplianceHost: async (request, context) => toHostResult(await commands.host(workflowCallerOf(context), request.hostname)),

    UpdateComplianceMetadata: async (request, context) => {
      const change = metadataChangeOf(request.change);
      if (change.resolution_date === undefined && change.remediation_plan === undefined) throw invalid('resolution_date', 'resolution_date or remediation_plan is required');
      const reason = reasonOf(request.change_reason);
      return toHostResult(await commands.updateMetadata(await actorOf(context, request.client_address), request.hostname, change, reason, context.writes));
    },

    BulkCommitCompliance: async (request, context) => {
      if (request.hosts.length === 0 || request.hosts.length > COMPLIANCE_BULK_MAX_HOSTS) throw invalid('items', `items must list 1 to ${COMPLIANCE_BULK_MAX_HOSTS} hosts`);
      const entries = request.hosts.map((host) => ({ hostname: host.hostname, change: metadataChangeOf(host.change) }));
      const reason = reasonOf(request.change_reason);
      return commands.bulkCommit(await actorOf(context, request.client_address), entries, reason, context.writes);
    },

    GetComplianceSummary: async (_request, context) => {
      const { rows, computed_at } = await commands.summary(workflowCallerOf(context));
      return { rows, ...(computed_at ? { computed_at: computed_at.toISOString() } : {}) };
    },
  };
}
