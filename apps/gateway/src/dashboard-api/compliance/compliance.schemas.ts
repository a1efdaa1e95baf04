import {
  characterCount,
  calendarDateProblem,
  COMPLIANCE_BULK_MAX_HOSTS,
  COMPLIANCE_CHANGE_REASON_MAX_LENGTH,
  COMPLIANCE_DEFAULT_PAGE_SIZE,
  COMPLIANCE_HOSTNAME_MAX_LENGTH,
  COMPLIANCE_MAX_PAGE_SIZE,
  COMPLIANCE_METRIC_IDS,
  COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH,
  COMPLIANCE_STATUSES,
  DATA_SOURCES,
  MAX_FINDING_FILTER_LENGTH,
} from '@vmdash/domain';
import type { ComplianceItem__Output, ComplianceMetadataChange, ComplianceSummary__Output, ComplianceHostResult__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { impersonatedByField } from '../http/dashboard-schemas';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { queryBoolean, queryChoice, queryText } from '../workflows/query-fields';

/** Query of GET /api/compliance/items (docs/decisions/0014): filters and the one paging convention. Unknown keys are refused. */
export const ComplianceItemsQuery = z.strictObject({
  metric_id: queryChoice('Only items of this metric', COMPLIANCE_METRIC_IDS),
  bu_team: queryText('Exact business-unit team', MAX_FINDING_FILTER_LENGTH),
  owner: queryText('Exact owner', MAX_FINDING_FILTER_LENGTH),
  status: queryChoice('active (the host breaks the metric) or resolved', COMPLIANCE_STATUSES),
  overdue: queryBoolean('true: only active items past their resolution_date; false: only the others'),
  ...pageQuery({ defaultPageSize: COMPLIANCE_DEFAULT_PAGE_SIZE, maxPageSize: COMPLIANCE_MAX_PAGE_SIZE }).shape,
});

/** Path of the routes of one host. */
export const HostnameParams = z.object({
  hostname: z.string().min(1).max(COMPLIANCE_HOSTNAME_MAX_LENGTH).openapi({ description: 'Hostname of the item (compared case-insensitively)' }),
});

const resolutionDate = z
  .string({ error: CHOSEN_TEXTS.invalidResolutionDate })
  .refine((text) => calendarDateProblem(text) === undefined, CHOSEN_TEXTS.invalidResolutionDate)
  .nullable()
  .optional()
  .openapi({ description: 'Committed resolution date YYYY-MM-DD; null clears it', format: 'date', example: '2026-12-31' });
const remediationPlan = z
  .string({ error: CHOSEN_TEXTS.invalidRemediationPlan })
  .refine((text) => characterCount(text) <= COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH, CHOSEN_TEXTS.invalidRemediationPlan)
  .nullable()
  .optional()
  .openapi({ description: `What will be done, at most ${COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH} characters; null clears it` });
const metricIds = z
  .array(z.enum(COMPLIANCE_METRIC_IDS, { error: CHOSEN_TEXTS.invalidMetricIds }), { error: CHOSEN_TEXTS.invalidMetricIds })
  .max(COMPLIANCE_METRIC_IDS.length * 4, CHOSEN_TEXTS.invalidMetricIds)
  .optional()
  .openapi({ description: 'Items changed; omitted means every active item of the host' });
const changeReason = z
  .string({ error: CHOSEN_TEXTS.changeReasonTooLong })
  .refine((text) => characterCount(text) <= COMPLIANCE_CHANGE_REASON_MAX_LENGTH, CHOSEN_TEXTS.changeReasonTooLong)
  .optional()
  .openapi({ description: `Why, at most ${COMPLIANCE_CHANGE_REASON_MAX_LENGTH} characters (interface spec, Limits); kept in each history entry` });

const hasChange = (body: { resolution_date?: string | null; remediation_plan?: string | null }) => body.resolution_date !== undefined || body.remediation_plan !== undefined;

/** Body of PATCH /api/compliance/items/{hostname}/metadata (interface spec; docs/decisions/0014). Strict. */
export const MetadataRequest = z
  .strictObject(
    {
      resolution_date: resolutionDate,
      remediation_plan: remediationPlan,
      metric_id: z.enum(COMPLIANCE_METRIC_IDS, { error: CHOSEN_TEXTS.invalidMetricIds }).optional().openapi({ description: 'The one item changed (or metric_ids)' }),
      metric_ids: metricIds,
      change_reason: changeReason,
    },
    { error: CHOSEN_TEXTS.complianceChangeRequired },
  )
  .refine((body) => body.metric_id === undefined || body.metric_ids === undefined, CHOSEN_TEXTS.invalidMetricIds)
  .refine(hasChange, CHOSEN_TEXTS.complianceChangeRequired)
  .openapi('ComplianceMetadataRequest');

/** One host of a VCL bulk commit. Strict. */
const BulkCommitItem = z
  .strictObject(
    {
      hostname: z.string({ error: CHOSEN_TEXTS.invalidBulkItems }).min(1, CHOSEN_TEXTS.invalidBulkItems).max(COMPLIANCE_HOSTNAME_MAX_LENGTH, CHOSEN_TEXTS.invalidBulkItems),
      resolution_date: resolutionDate,
      remediation_plan: remediationPlan,
      metric_ids: metricIds,
    },
    { error: CHOSEN_TEXTS.invalidBulkItems },
  )
  .refine(hasChange, CHOSEN_TEXTS.complianceChangeRequired)
  .openapi('ComplianceBulkCommitItem');

/** Body of POST /api/compliance/vcl/bulk-commit (docs/decisions/0014): up to 10,000 hosts and one change_reason. Strict. */
export const BulkCommitRequest = z
  .strictObject(
    {
      items: z.array(BulkCommitItem, { error: CHOSEN_TEXTS.invalidBulkItems }).min(1, CHOSEN_TEXTS.invalidBulkItems).max(COMPLIANCE_BULK_MAX_HOSTS, CHOSEN_TEXTS.invalidBulkItems),
      change_reason: changeReason,
    },
    { error: CHOSEN_TEXTS.invalidBulkItems },
  )
  .openapi('ComplianceBulkCommitRequest');

/** A compliance item (docs/decisions/0014: its fields). */
export const ComplianceItemBody = z
  .object({
    hostname: z.string(),
    host_id: z.int().openapi({ description: 'beta host_id or alpha asset_id' }),
    source: z.enum(DATA_SOURCES),
    metric_id: z.enum(COMPLIANCE_METRIC_IDS),
    bu_team: z.string().nullable(),
    owner: z.string(),
    findings_count: z.int().openapi({ description: 'Findings breaking the metric that no active action plan covers' }),
    oldest_due_date: z.string().nullable().openapi({ format: 'date', description: 'Earliest due date of those findings' }),
    days_overdue: z.int().openapi({ description: 'Days since oldest_due_date (0 once resolved)' }),
    resolution_date: z.string().nullable().openapi({ format: 'date' }),
    remediation_plan: z.string().nullable(),
    status: z.enum(COMPLIANCE_STATUSES),
    resolved_at: z.string().nullable().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
    sla_policy_version: z.int().openapi({ description: 'The SLA policy version its due date was set by (GET /api/sla-policy)' }),
  })
  .openapi('ComplianceItem');

/** A page of items: `{page, page_size, total, items}`, by hostname and metric. */
export const ComplianceItemPageBody = pageOf(ComplianceItemBody, 'ComplianceItemPage');

const HistoryEntryBody = z
  .object({
    metric_id: z.string(),
    field: z.enum(['resolution_date', 'remediation_plan']),
    old_value: z.string().nullable(),
    new_value: z.string().nullable(),
    change_reason: z.string().nullable(),
    changed_by: z.string().openapi({ description: 'Username' }),
    impersonated_by: impersonatedByField('changed', 'changed_by'),
    changed_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ComplianceHistoryEntry');

/** A host's items and its last 10 changes, newest first. */
export const ComplianceHostBody = z.object({ hostname: z.string(), items: z.array(ComplianceItemBody), history: z.array(HistoryEntryBody) }).openapi('ComplianceHost');

/** The answer of a VCL bulk commit (docs/decisions/0014: counts committed, unchanged, and the refused hosts with their reason). */
export const BulkCommitBody = z
  .object({
    committed: z.int().openapi({ description: 'Hosts with at least one changed field' }),
    unchanged: z.int().openapi({ description: 'Hosts whose items already had the values' }),
    refused: z.array(
      z.object({ hostname: z.string(), reason: z.string().openapi({ description: '"unknown host": no item of this hostname in the caller\'s teams (a host of another team reads the same)' }) }),
    ),
  })
  .openapi('ComplianceBulkCommitResult');

/** The summary: per bu_team and metric, active, overdue, resolved in the last 30 days, share of hosts compliant. */
export const ComplianceSummaryBody = z
  .object({
    computed_at: z.string().nullable().openapi({
      format: 'date-time',
      description:
        'When the items were last recomputed: the summary describes that recompute (with the metadata changes since), also while a newer one, asked for by a snapshot switch, runs in the background (docs/decisions/0031-dashboard-reads-at-scale.md)',
    }),
    rows: z.array(
      z.object({
        bu_team: z.string().nullable(),
        metric_id: z.enum(COMPLIANCE_METRIC_IDS),
        active: z.int(),
        overdue: z.int().openapi({ description: 'Active items past their resolution_date' }),
        resolved_last_30_days: z.int(),
        hosts: z.int().openapi({ description: "The team's hosts" }),
        compliant_share: z.number().openapi({ description: "Share of the team's hosts without an active item of the metric, 0 to 1" }),
        accepted_risk_findings: z.int().openapi({
          description: 'Accepted risk: findings that would count in the metric but a risk exception in force (active or expiring) keeps out of it, as of the last recompute',
        }),
        accepted_risk_hosts: z.int().openapi({ description: 'Hosts of the team with at least one accepted-risk finding of the metric' }),
      }),
    ),
  })
  .openapi('ComplianceSummary');

/** JSON of an item (absent optional fields as null, an empty team as null). */
export function toItemJson(item: ComplianceItem__Output): z.output<typeof ComplianceItemBody> {
  return {
    hostname: item.hostname,
    host_id: item.host_id,
    source: item.source as z.output<typeof ComplianceItemBody>['source'],
    metric_id: item.metric_id as z.output<typeof ComplianceItemBody>['metric_id'],
    bu_team: item.bu_team === '' ? null : item.bu_team,
    owner: item.owner,
    findings_count: item.findings_count,
    oldest_due_date: item.oldest_due_date ?? null,
    days_overdue: item.days_overdue,
    resolution_date: item.resolution_date ?? null,
    remediation_plan: item.remediation_plan ?? null,
    status: item.status as z.output<typeof ComplianceItemBody>['status'],
    resolved_at: item.resolved_at ?? null,
    updated_at: item.updated_at,
    sla_policy_version: item.sla_policy_version,
  };
}

/** JSON of a host result. */
export function toHostJson(hostname: string, result: ComplianceHostResult__Output): z.output<typeof ComplianceHostBody> {
  return {
    hostname: result.items[0]?.hostname ?? hostname,
    items: result.items.map(toItemJson),
    history: result.history.map((entry) => ({
      metric_id: entry.metric_id,
      field: entry.field as 'resolution_date' | 'remediation_plan',
      old_value: entry.old_value ?? null,
      new_value: entry.new_value ?? null,
      change_reason: entry.change_reason ?? null,
      changed_by: entry.changed_by,
      impersonated_by: entry.impersonated_by ?? null,
      changed_at: entry.changed_at,
    })),
  };
}

/** JSON of the summary. */
export function toSummaryJson(summary: ComplianceSummary__Output): z.output<typeof ComplianceSummaryBody> {
  return {
    computed_at: summary.computed_at ?? null,
    rows: summary.rows.map((row) => ({ ...row, bu_team: row.bu_team === '' ? null : row.bu_team, metric_id: row.metric_id as (typeof COMPLIANCE_METRIC_IDS)[number] })),
  };
}

/** The change message of a body (null clears a field: sent as an empty string). */
export function toChangeMessage(body: { resolution_date?: string | null; remediation_plan?: string | null; metric_id?: string; metric_ids?: string[] }): ComplianceMetadataChange {
  return {
    ...(body.resolution_date !== undefined ? { resolution_date: body.resolution_date ?? '' } : {}),
    ...(body.remediation_plan !== undefined ? { remediation_plan: body.remediation_plan ?? '' } : {}),
    metric_ids: body.metric_id !== undefined ? [body.metric_id] : (body.metric_ids ?? []),
  };
}
