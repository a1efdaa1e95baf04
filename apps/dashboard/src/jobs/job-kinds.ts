import { ValidationError, type UserGroup } from '@vmdash/domain';
import { permissionOf } from '@vmdash/identity';
import type { StartJobRequest__Output } from '@vmdash/proto';
import type { z } from 'zod';
import { itemFilterOf } from '../compliance/compliance.handlers';
import { filterOf, orderOf, type FindingFilterFields } from '../findings/finding.handlers';
import { COMPLIANCE_EXPORT_JOB, ComplianceExportParams } from './compliance-export.job';
import { FINDING_CHANGES_EXPORT_JOB, FINDINGS_EXPORT_JOB, FindingsExportParams } from './findings-export.job';
import { PLANS_SYNC_JOB, PlansSyncParams } from '../plans/plans-sync.job';

/** What a job kind of the dashboard needs to start: its name for people and its parameters from a start, checked. */
interface JobKindOfDashboard {
  /** e.g. "Findings export" (notification titles). */
  label: string;
  /** @throws ValidationError when the start's parameters are not the kind's */
  params(request: StartJobRequest__Output): Record<string, unknown>;
  /** The groups that may start it, when fewer than StartJob's (every exporter). */
  groups?: readonly UserGroup[];
}

/** The parameters `schema` reads from `raw`, or a ValidationError naming the first wrong field under body.params. */
function checked<S extends z.ZodType<Record<string, unknown>>>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const violations = parsed.error.issues.map((issue) => ({ loc: ['body', 'params', ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))], msg: issue.message, type: issue.code }));
  throw new ValidationError(`Invalid job parameters: ${violations[0]?.loc.slice(2).join('.') || 'params'} ${violations[0]?.msg ?? ''}`.trim(), violations);
}

/** The filter of a findings export job started without one: every active finding in the default order. */
const NO_FINDING_FILTER: FindingFilterFields = { sort: 'FINDING_SORT_UNSPECIFIED', statuses: [], changes: [] };

/** The parameters of a findings (or what-changed) export job from a start: the format, the filters given and the order. */
function findingsExportParamsOf(request: StartJobRequest__Output) {
  return checked(FindingsExportParams, {
    format: request.format,
    // The filters given only: an unset filter and an empty list (every status, every kind of change) are left out.
    filter: Object.fromEntries(Object.entries(filterOf(request.findings ?? NO_FINDING_FILTER)).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))),
    order: orderOf(request.findings ?? NO_FINDING_FILTER),
  });
}

/**
 * The job kinds a user can start on the dashboard API (POST /api/jobs, docs/decisions/0028-jobs.md), each with the
 * parameters its worker reads: `export.findings` takes the format and the filters and sort of GET /api/findings,
 * `export.changes` those of GET /api/findings/changes (the gateway turns its window into times when the job starts),
 * `export.compliance` the format and the filters of GET /api/compliance/items, `plans.sync` nothing (the groups of
 * POST /api/plans/sync start it: docs/decisions/0028-jobs.md, "Plan sync as a job").
 */
export const JOB_KINDS = {
  [FINDINGS_EXPORT_JOB]: { label: 'Findings export', params: findingsExportParamsOf },
  [FINDING_CHANGES_EXPORT_JOB]: { label: 'What changed export', params: findingsExportParamsOf },
  [COMPLIANCE_EXPORT_JOB]: {
    label: 'Compliance export',
    params: (request) => checked(ComplianceExportParams, { format: request.format, filter: itemFilterOf(request.compliance ?? {}) }),
  },
  [PLANS_SYNC_JOB]: {
    label: 'Action plan sync',
    params: () => checked(PlansSyncParams, {}),
    groups: permissionOf('vmdash.v1.DashboardWorkflowService/SyncPlanCache').groups,
  },
} satisfies Record<string, JobKindOfDashboard>;

/** A kind of JOB_KINDS. */
export type JobKind = keyof typeof JOB_KINDS;
