import {
  ACTIVE_FINDING_STATUSES,
  ANALYTICS_MAX_WINDOW_DAYS,
  FINDING_CHANGE_SORTS,
  FINDING_CHANGES,
  FINDING_CHANGES_DEFAULT_DAYS,
  type FindingChangeSort,
  characterCount,
  DATA_SOURCES,
  FINDING_STATUSES,
  FINDING_NOTE_MAX_LENGTH,
  IN_FORCE_EXCEPTION_STATES,
  FINDING_SORTS,
  MAX_FINDING_FILTER_LENGTH,
  MAX_ID,
  MAX_STRING_LENGTH,
  RISK_RATINGS,
  RISK_SCORE_MAX,
  SEVERITIES,
  type Severity,
  WORKFLOW_DEFAULT_PAGE_SIZE,
  WORKFLOW_MAX_PAGE_SIZE,
} from '@vmdash/domain';
import type { FindingCounts__Output, FindingPage__Output, PlannedFinding__Output, WorkflowNote__Output } from '@vmdash/proto';
import { riskRecordFields, toRiskJson } from '../../data-api/shared/risk.schemas';
import { CachedActionPlanBody, toCachedPlanJson } from '../plans/plans.schemas';
import { pathInteger } from '../../http/fields';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { present } from '../http/dashboard-schemas';
import { queryBoolean, queryChoice, queryChoices, queryInteger, queryText, queryTime } from '../workflows/query-fields';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

/** Page sizes of the dashboard's workflow lists (libs/domain limits, shared with the dashboard service). */
export const WORKFLOW_PAGE_SIZES = { defaultPageSize: WORKFLOW_DEFAULT_PAGE_SIZE, maxPageSize: WORKFLOW_MAX_PAGE_SIZE };

/** The FindingSort of data_cache.proto for each order of GET /api/findings (libs/domain FINDING_SORTS). */
const FINDING_SORT_MESSAGES = {
  '-changed_at': 'FINDING_SORT_CHANGED_DESC',
  changed_at: 'FINDING_SORT_CHANGED_ASC',
  '-risk': 'FINDING_SORT_RISK_DESC',
  risk: 'FINDING_SORT_RISK_ASC',
  '-severity': 'FINDING_SORT_SEVERITY_DESC',
  severity: 'FINDING_SORT_SEVERITY_ASC',
  '-first_seen': 'FINDING_SORT_FIRST_SEEN_DESC',
  first_seen: 'FINDING_SORT_FIRST_SEEN_ASC',
} as const satisfies Record<FindingChangeSort, string>;

/** The sources' scanners, as the API's texts name them. */
const SOURCE_NOTE = 'alpha: Nexpose and OpenVAS (one CVE on one asset); beta: Nessus (one plugin result on one host and port)';

/** Query of GET /api/findings (docs/decisions/0011): filters, sort and the one paging convention. Unknown keys are refused. */
export const FindingsQuery = z.strictObject({
  host_id: queryInteger(
    "Findings of this host's machine: the host of host_source, and the other source's hosts of the same address, else FQDN or hostname (case-insensitive), as the importers merge hosts",
    1,
    MAX_ID,
  ),
  host_source: queryChoice('Which source host_id belongs to: beta (a host_id, the default) or alpha (an asset_id)', DATA_SOURCES),
  source: queryChoice(`Findings of this source only (${SOURCE_NOTE}); both when absent`, DATA_SOURCES),
  status: queryChoices(
    `Lifecycle statuses, comma-separated (${FINDING_STATUSES.join(', ')}); default ${ACTIVE_FINDING_STATUSES.join(',')} (the active findings). fixed lists the findings a later scan of their host no longer reported (docs/decisions/0026-finding-lifecycle.md)`,
    FINDING_STATUSES,
  ),
  hostname: queryText('Hostname contains this text (case-insensitive)', MAX_FINDING_FILTER_LENGTH),
  severity: queryChoice('Exact severity', SEVERITIES),
  kev: queryBoolean("true: only findings with a CVE in CISA's KEV catalog; false: only those without"),
  owner: queryText('Exact owner', MAX_FINDING_FILTER_LENGTH),
  bu_team: queryText('Exact business-unit team', MAX_FINDING_FILTER_LENGTH),
  q: queryText('Title, CVE id or plugin id contains this text (case-insensitive)', MAX_FINDING_FILTER_LENGTH),
  min_risk_score: queryInteger(`Findings whose risk score is at least this (0-${RISK_SCORE_MAX})`, 0, RISK_SCORE_MAX),
  risk_rating: queryChoice('Exact risk rating', RISK_RATINGS),
  sort: queryChoice('Order; `-` is descending (default -risk: highest risk score first, then most severe). Findings without first_seen sort last.', FINDING_SORTS),
  ...pageQuery(WORKFLOW_PAGE_SIZES).shape,
});

/** The list's filters without status and sort: what GET /api/findings/changes filters its rows by. */
const { status: _status, sort: _sort, ...LIST_FILTERS } = FindingsQuery.shape;

/**
 * Query of GET /api/findings/changes (docs/decisions/0026-finding-lifecycle.md, "What changed"): the window (the last
 * `days` days, or `since` up to `until` or now), the kinds of change, the list's filters and paging. Unknown keys are
 * refused.
 */
export const FindingChangesFields = z.strictObject({
  days: queryInteger(`The last this many days up to now (1-${ANALYTICS_MAX_WINDOW_DAYS}; default ${FINDING_CHANGES_DEFAULT_DAYS} when since is absent)`, 1, ANALYTICS_MAX_WINDOW_DAYS),
  since: queryTime('Changes whose scan time is at or after this (ISO 8601 with offset); not with days'),
  until: queryTime('Changes whose scan time is before this (ISO 8601 with offset; default now); only with since'),
  change: queryChoices(
    `Kinds of change, comma-separated (${FINDING_CHANGES.join(', ')}); default all. new: first reported; fixed: a later scan of its host no longer reported it; reopened: reported again after a fix`,
    FINDING_CHANGES,
  ),
  sort: queryChoice('Order; `-` is descending (default -changed_at: the newest change first, then the highest risk)', FINDING_CHANGE_SORTS),
  ...LIST_FILTERS,
});

/** The window checks of a what-changed query: days or since, until only with since and after it. */
export function checkedChangeWindow<T extends z.ZodType<{ days?: number; since?: string; until?: string }>>(schema: T) {
  return schema
    .refine((query) => query.days === undefined || query.since === undefined, { message: 'days and since exclude each other', path: ['days'] })
    .refine((query) => query.until === undefined || query.since !== undefined, { message: 'until needs since', path: ['until'] })
    .refine((query) => query.since === undefined || query.until === undefined || Date.parse(query.since) < Date.parse(query.until), { message: 'since must be before until', path: ['since'] });
}

/** Query of GET /api/findings/changes. */
export const FindingChangesQuery = checkedChangeWindow(FindingChangesFields);

/**
 * The fields of ListFindingsRequest and ExportFindingsRequest of a what-changed query: its window as times (`days`
 * back from `now`), its kinds, the list's filters and its sort.
 */
export function findingChangesMessage(query: Omit<z.output<typeof FindingChangesFields>, 'page' | 'page_size'>, now: Date) {
  const since = query.since ?? new Date(now.getTime() - (query.days ?? FINDING_CHANGES_DEFAULT_DAYS) * 86_400_000).toISOString();
  return {
    ...findingFilterMessage({ ...query, sort: undefined, status: undefined }),
    sort: FINDING_SORT_MESSAGES[query.sort ?? FINDING_CHANGE_SORTS[0]],
    changed_since: since,
    changed_until: query.until,
    changes: query.change ?? [],
  };
}

/**
 * The filter and sort fields of ListFindingsRequest and ExportFindingsRequest (dashboard_workflows.proto) from a
 * findings query: the list and its exports filter alike (docs/decisions/0015: the same filters as their list routes).
 */
export function findingFilterMessage(query: Omit<z.output<typeof FindingsQuery>, 'page' | 'page_size'>) {
  return {
    host_id: query.host_id,
    hostname: query.hostname,
    severity: query.severity,
    kev: query.kev,
    owner: query.owner,
    bu_team: query.bu_team,
    q: query.q,
    min_risk_score: query.min_risk_score,
    risk_rating: query.risk_rating,
    source: query.source,
    host_source: query.host_source,
    statuses: query.status ?? [],
    sort: FINDING_SORT_MESSAGES[query.sort ?? FINDING_SORTS[0]],
  };
}

/** GET /api/findings/counts: the totals GET /api/findings answers per severity and for kev=true (docs/decisions/0031). */
export const FindingCountsBody = z
  .object({
    by_severity: z
      .array(z.object({ severity: z.enum(SEVERITIES), count: z.int() }))
      .openapi({ description: 'Every severity, most severe first, with the active findings (open and reopened) of that severity' }),
    kev: z.int().openapi({ description: "Active findings with a CVE in CISA's Known Exploited Vulnerabilities catalog" }),
  })
  .openapi('FindingCounts');

/**
 * One finding of the caller's teams, of either source (docs/decisions/0011; docs/decisions/0026-finding-lifecycle.md,
 * "One list"). beta: one row per port (active_host_findings_id); alpha: one CVE on one asset.
 */
export const FindingBody = z
  .object({
    source: z.enum(DATA_SOURCES).openapi({ description: SOURCE_NOTE }),
    host_id: z.int().openapi({ description: 'beta: the host_id; alpha: the asset_id' }),
    hostname: z.string().nullable(),
    owner: z.string(),
    bu_team: z.string().nullable(),
    scanner_id: z.string().openapi({ description: 'beta: the Nessus plugin id; alpha: the CVE id (an alpha finding is one CVE on an asset)' }),
    active_host_findings_id: z.int().nullable().openapi({ description: 'beta: the finding row id (host, plugin, port, protocol); alpha: null' }),
    title: z.string(),
    severity: z.enum(SEVERITIES),
    cve_ids: z.array(z.string()),
    kev: z.boolean(),
    first_seen: z.string().nullable().openapi({ format: 'date-time' }),
    last_seen: z.string().nullable().openapi({ format: 'date-time' }),
    action_plan: CachedActionPlanBody.nullable().openapi({
      description:
        'The active action plan covering the finding, from the action-plan cache (docs/decisions/0013): by active_host_findings_id, else by scanner_id, else a whole-host plan; null when none',
    }),
    atlas_known: z.boolean().openapi({ description: "Whether the action-plan service knows the finding's host (false for an alpha finding: plans are of beta hosts)" }),
    accepted_risk: z
      .object({
        exception_id: z.string(),
        expires_on: z.string().openapi({ format: 'date', description: 'The day the exception ends: the finding counts again in SLA and compliance from then' }),
        state: z.enum(IN_FORCE_EXCEPTION_STATES),
      })
      .nullable()
      .openapi({
        description:
          'Set while a risk exception in force covers the finding (docs/decisions/0032-risk-exceptions.md): the finding is accepted and counts in no SLA or compliance metric; null otherwise',
      }),
    ...riskRecordFields,
    host_risk_score: z.int().min(0).openapi({ description: "The host's risk: the highest risk score of its findings" }),
    host_risk_total: z.int().min(0).openapi({ description: "The sum of the risk scores of the host's findings" }),
    status: z.enum(FINDING_STATUSES).openapi({
      description:
        'Lifecycle status: open; fixed when a later scan of its host no longer reported it; reopened when it was fixed and is reported again. A fixed finding shows its title, severity, CVEs, KEV flag, risk score and rating as they were when it last opened or reopened, without risk factors (each factor 0)',
    }),
    fixed_at: z.string().nullable().openapi({ format: 'date-time', description: 'When the scan that no longer reported it ran; null unless fixed' }),
  })
  .openapi('Finding');

/** One change of GET /api/findings/changes: the finding as it is now, with the change and when its scan showed it. */
export const FindingChangeBody = FindingBody.extend({
  change: z.enum(FINDING_CHANGES).openapi({ description: 'new: first reported; fixed: a later scan of its host no longer reported it; reopened: reported again after a fix' }),
  changed_at: z.string().openapi({ format: 'date-time', description: 'When the scan showed the change (the scan time of the finding or its host)' }),
}).openapi('FindingChange');

/** A page of changes: `{page, page_size, total, items}`. */
export const FindingChangePageBody = pageOf(FindingChangeBody, 'FindingChangePage');

/** JSON of a change with its finding and plan. */
export function toFindingChangeJson(planned: PlannedFinding__Output): z.output<typeof FindingChangeBody> {
  const finding = present(planned.finding, 'the finding');
  return {
    ...toFindingJson(planned),
    change: (FINDING_CHANGES as readonly string[]).includes(finding.change ?? '') ? (finding.change as z.output<typeof FindingChangeBody>['change']) : 'new',
    changed_at: finding.changed_at ?? '',
  };
}

/** A page of findings: `{page, page_size, total, items}`. */
export const FindingPageBody = pageOf(FindingBody, 'FindingPage');

/** JSON of the finding counts (FindingCounts message; a severity data-cache does not list is left out). */
export function toFindingCountsJson(counts: FindingCounts__Output): z.output<typeof FindingCountsBody> {
  const known = (severity: string): severity is Severity => (SEVERITIES as readonly string[]).includes(severity);
  return { by_severity: counts.by_severity.flatMap(({ severity, count }) => (known(severity) ? [{ severity, count }] : [])), kev: counts.kev };
}

/** The dashboard's fields of a listed finding as JSON: its plan, whether action-plan knows its host, its accepted risk. */
function plannedJson(planned: Pick<PlannedFinding__Output, 'action_plan' | 'atlas_known' | 'accepted_risk'>): Pick<z.output<typeof FindingBody>, 'action_plan' | 'atlas_known' | 'accepted_risk'> {
  return {
    action_plan: planned.action_plan ? toCachedPlanJson(planned.action_plan) : null,
    atlas_known: planned.atlas_known,
    accepted_risk: planned.accepted_risk
      ? { exception_id: planned.accepted_risk.exception_id, expires_on: planned.accepted_risk.expires_on, state: planned.accepted_risk.state === 'expiring' ? 'expiring' : 'active' }
      : null,
  };
}

/** A row's dashboard fields when it has no plan and no accepted risk (most rows): written once. */
const UNPLANNED = { known: Buffer.from(',"action_plan":null,"atlas_known":true,"accepted_risk":null'), unknown: Buffer.from(',"action_plan":null,"atlas_known":false,"accepted_risk":null') };
const COMMA = Buffer.from(',');
const PAGE_END = Buffer.from(']}');

/**
 * The JSON of a findings page whose rows data-cache wrote (FindingPage.json_items, docs/decisions/0031, "The rows of a
 * page"), as UTF-8 bytes: each row's bytes with the dashboard's fields written at its `split`, in `{page, page_size,
 * total, items}`; the rows' bytes are copied once, into the answer, never decoded. The bytes of JSON.stringify of
 * toPageJson with toFindingJson of the rows as messages (findings-json-rows.spec.ts compares them).
 */
export function findingPageBytes(page: Pick<FindingPage__Output, 'page' | 'page_size' | 'total' | 'json_items'>): Buffer {
  const parts: Buffer[] = [Buffer.from(`{"page":${JSON.stringify(page.page)},"page_size":${JSON.stringify(page.page_size)},"total":${JSON.stringify(page.total)},"items":[`)];
  page.json_items.forEach((row, i) => {
    if (i > 0) parts.push(COMMA);
    const planned = !row.action_plan && !row.accepted_risk ? (row.atlas_known ? UNPLANNED.known : UNPLANNED.unknown) : Buffer.from(`,${JSON.stringify(plannedJson(row)).slice(1, -1)}`);
    parts.push(row.json.subarray(0, row.split), planned, row.json.subarray(row.split));
  });
  parts.push(PAGE_END);
  return Buffer.concat(parts);
}

/** JSON of a finding with its plan (unset optionals of the message become null). */
export function toFindingJson(planned: PlannedFinding__Output): z.output<typeof FindingBody> {
  const finding = present(planned.finding, 'the finding');
  const source = finding.source === 'alpha' ? 'alpha' : 'beta';
  return {
    source,
    host_id: finding.host_id,
    hostname: finding.hostname ?? null,
    owner: finding.owner,
    bu_team: finding.bu_team ?? null,
    scanner_id: finding.scanner_id,
    active_host_findings_id: source === 'alpha' ? null : finding.active_host_findings_id,
    title: finding.title,
    severity: finding.severity as z.output<typeof FindingBody>['severity'],
    cve_ids: finding.cve_ids,
    kev: finding.kev,
    first_seen: finding.first_seen ?? null,
    last_seen: finding.last_seen ?? null,
    ...plannedJson(planned),
    ...toRiskJson(finding),
    host_risk_score: finding.host_risk_score,
    host_risk_total: finding.host_risk_total,
    status: (FINDING_STATUSES as readonly string[]).includes(finding.status) ? (finding.status as z.output<typeof FindingBody>['status']) : 'open',
    fixed_at: finding.fixed_at ?? null,
  };
}

/** Path of a finding's notes: host and plugin. */
export const FindingParams = z.object({
  host_id: pathInteger('Host id'),
  scanner_id: z
    .string()
    .min(1)
    .max(MAX_STRING_LENGTH)
    .regex(/^[A-Za-z0-9._:-]+$/)
    .openapi({ description: 'Plugin id (scanner_id)' }),
});

/** A note body `{"text": "..."}` of 1 to `max` characters (code points), refused with `text`. */
export function noteBody(max: number, text: string, name: string) {
  return z
    .strictObject({
      text: z
        .string({ error: text })
        .refine((value) => value.trim() !== '' && characterCount(value) <= max, text)
        .openapi({ description: `1 to ${max} characters`, maxLength: max }),
    })
    .openapi(name);
}

/** Body of POST /api/findings/{host_id}/{scanner_id}/notes (interface spec, Limits: finding note 255 characters). */
export const FindingNoteRequest = noteBody(FINDING_NOTE_MAX_LENGTH, WORKFLOW_TEXTS.findingNoteLength, 'FindingNoteRequest');

/** A note with its author and time. */
export const NoteBody = z
  .object({
    id: z.string(),
    text: z.string(),
    author_id: z.string().openapi({ description: 'User id of the author' }),
    author: z.string().openapi({ description: 'Username of the author when the note was written' }),
    impersonated_by: z.string().nullable().openapi({ description: 'Username of the Admin who wrote the note while impersonating the author (RFC 8693 act), or null' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Note');

/** JSON of a note. */
export function toNoteJson(note: WorkflowNote__Output): z.output<typeof NoteBody> {
  return { id: note.id, text: note.text, author_id: note.author_id, author: note.author, impersonated_by: note.impersonated_by ?? null, created_at: note.created_at };
}
