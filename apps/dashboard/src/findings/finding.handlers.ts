import { ValidationError, WORKFLOW_MAX_PAGE_SIZE } from '@vmdash/domain';
import { refuseTooLargeExport } from '../jobs/export-row-limit';
import type { ServiceImplementation } from '@vmdash/grpc';
import { toNoteMessage } from '../notes/note.messages';
import { toCachedPlanMessage } from '../plans/plan-cache.messages';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { FindingFilter, FindingOrder } from './finding';
import type { FindingCommands, PlannedDashboardFinding } from './finding.commands';

/**
 * Checks a 1-based page request of a workflow list (the gateway checks first; defence in depth).
 * @throws ValidationError when page < 1 or page_size outside 1..WORKFLOW_MAX_PAGE_SIZE
 */
export function checkedWorkflowPage(request: { page: number; page_size: number }): { page: number; pageSize: number } {
  if (request.page < 1 || request.page_size < 1 || request.page_size > WORKFLOW_MAX_PAGE_SIZE) {
    throw new ValidationError(`page must be >= 1 and page_size 1..${WORKFLOW_MAX_PAGE_SIZE}`, [{ loc: ['query', 'page'], msg: 'out of range', type: 'value_error' }]);
  }
  return { page: request.page, pageSize: request.page_size };
}

/** The filter fields of ListFindingsRequest and ExportFindingsRequest (dashboard_workflows.proto). */
export interface FindingFilterFields {
  host_id?: number;
  hostname?: string;
  severity?: string;
  kev?: boolean;
  owner?: string;
  bu_team?: string;
  q?: string;
  min_risk_score?: number;
  risk_rating?: string;
  source?: string;
  host_source?: string;
  statuses: string[];
  changed_since?: string;
  changed_until?: string;
  changes: string[];
  sort: FindingOrder | 'FINDING_SORT_UNSPECIFIED';
}

/** The filters of a findings list or export request (also of an export job's start, jobs/job.commands.ts). */
export function filterOf(request: FindingFilterFields): FindingFilter {
  return {
    hostId: request.host_id,
    hostname: request.hostname,
    severity: request.severity,
    kev: request.kev,
    owner: request.owner,
    buTeam: request.bu_team,
    q: request.q,
    minRiskScore: request.min_risk_score,
    riskRating: request.risk_rating,
    source: request.source,
    hostSource: request.host_source,
    statuses: request.statuses,
    changedSince: request.changed_since,
    changedUntil: request.changed_until,
    changes: request.changes,
  };
}

/** The order of a findings list or export request (highest risk first unless given). */
export function orderOf(request: FindingFilterFields): FindingOrder {
  return request.sort === 'FINDING_SORT_UNSPECIFIED' ? 'FINDING_SORT_RISK_DESC' : request.sort;
}

/** A listed finding's plan, atlas_known and accepted risk as the fields of PlannedFinding and JsonPlannedFinding. */
function plannedMessageOf({ action_plan, atlas_known, accepted_risk }: Omit<PlannedDashboardFinding, 'finding'>) {
  return {
    action_plan: action_plan ? toCachedPlanMessage(action_plan) : undefined,
    atlas_known,
    accepted_risk: accepted_risk ? { exception_id: accepted_risk.id, expires_on: accepted_risk.expires_on, state: accepted_risk.state } : undefined,
  };
}

/**
 * Findings RPCs of DashboardWorkflowService: the list, its counts, its export and a finding's notes. A streamed export of more
 * than `exportMaxRows` findings is refused before its first row (TooLargeError, 413).
 */
export function createFindingHandlers(
  commands: FindingCommands,
  exportMaxRows: number,
): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, 'ListFindings' | 'CountFindings' | 'ListFindingNotes' | 'AddFindingNote' | 'ExportFindings'> {
  return {
    CountFindings: (_request, context) => commands.counts(workflowCallerOf(context)),
    ListFindings: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const caller = workflowCallerOf(context);
      if (request.rows_as_json) {
        // The rows as data-cache wrote them, passed on undecoded (docs/decisions/0031, "The rows of a page").
        const found = await commands.listJson(caller, filterOf(request), orderOf(request), page, pageSize);
        return { ...found, items: [], json_items: found.items.map(({ json, split, ...planned }) => ({ json, split, ...plannedMessageOf(planned) })) };
      }
      const found = await commands.list(caller, filterOf(request), orderOf(request), page, pageSize);
      return { ...found, items: found.items.map(({ finding, ...planned }) => ({ finding, ...plannedMessageOf(planned) })) };
    },
    ExportFindings: async function* (request, context) {
      // A what-changed export (a change window) points at its own job kind.
      const tooLarge = (total: number) => refuseTooLargeExport(request.changed_since ? 'export.changes' : 'export.findings', total, exportMaxRows);
      for await (const items of commands.exportAll(workflowCallerOf(context), filterOf(request), orderOf(request), tooLarge)) yield { items };
    },
    ListFindingNotes: async (request, context) => ({ notes: (await commands.notes(workflowCallerOf(context), request.host_id, request.scanner_id)).map(toNoteMessage) }),
    AddFindingNote: async (request, context) => {
      const finding = request.finding ?? { host_id: 0, scanner_id: '' };
      return toNoteMessage(await commands.addNote(workflowCallerOf(context), finding.host_id, finding.scanner_id, request.text, request.client_address || null));
    },
  };
}
