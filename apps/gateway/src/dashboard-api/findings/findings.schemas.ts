import {
  characterCount,
  FINDING_NOTE_MAX_LENGTH,
  IN_FORCE_EXCEPTION_STATES,
  FINDING_SORTS,
  type FindingSort,
  MAX_FINDING_FILTER_LENGTH,
  MAX_ID,
  MAX_STRING_LENGTH,
  RISK_RATINGS,
  RISK_SCORE_MAX,
  SEVERITIES,
  WORKFLOW_DEFAULT_PAGE_SIZE,
  WORKFLOW_MAX_PAGE_SIZE,
} from '@vmdash/domain';
import type { PlannedFinding__Output, WorkflowNote__Output } from '@vmdash/proto';
import { riskRecordFields, toRiskJson } from '../../data-api/shared/risk.schemas';
import { CachedActionPlanBody, toCachedPlanJson } from '../plans/plans.schemas';
import { pathInteger } from '../../http/fields';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { present } from '../http/dashboard-schemas';
import { queryBoolean, queryChoice, queryInteger, queryText } from '../workflows/query-fields';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

/** Page sizes of the dashboard's workflow lists (libs/domain limits, shared with the dashboard service). */
export const WORKFLOW_PAGE_SIZES = { defaultPageSize: WORKFLOW_DEFAULT_PAGE_SIZE, maxPageSize: WORKFLOW_MAX_PAGE_SIZE };

/** The FindingSort of data_cache.proto for each order of GET /api/findings (libs/domain FINDING_SORTS). */
const FINDING_SORT_MESSAGES = {
  '-risk': 'FINDING_SORT_RISK_DESC',
  risk: 'FINDING_SORT_RISK_ASC',
  '-severity': 'FINDING_SORT_SEVERITY_DESC',
  severity: 'FINDING_SORT_SEVERITY_ASC',
  '-first_seen': 'FINDING_SORT_FIRST_SEEN_DESC',
  first_seen: 'FINDING_SORT_FIRST_SEEN_ASC',
} as const satisfies Record<FindingSort, string>;

/** Query of GET /api/findings (docs/decisions/0011): filters, sort and the one paging convention. Unknown keys are refused. */
export const FindingsQuery = z.strictObject({
  host_id: queryInteger('Findings of this host', 1, MAX_ID),
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
    sort: FINDING_SORT_MESSAGES[query.sort ?? FINDING_SORTS[0]],
  };
}

/** One active beta finding of the caller's teams (docs/decisions/0011). One row per port: active_host_findings_id. */
export const FindingBody = z
  .object({
    host_id: z.int(),
    hostname: z.string().nullable(),
    owner: z.string(),
    bu_team: z.string().nullable(),
    scanner_id: z.string().openapi({ description: 'Nessus plugin id' }),
    active_host_findings_id: z.int(),
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
    atlas_known: z.boolean().openapi({ description: "Whether the action-plan service knows the finding's host" }),
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
    status: z.enum(['open', 'reopened']).openapi({ description: 'Lifecycle status: reopened when the finding was fixed by an earlier scan and is reported again' }),
  })
  .openapi('Finding');

/** A page of findings: `{page, page_size, total, items}`. */
export const FindingPageBody = pageOf(FindingBody, 'FindingPage');

/** JSON of a finding with its plan (unset optionals of the message become null). */
export function toFindingJson(planned: PlannedFinding__Output): z.output<typeof FindingBody> {
  const finding = present(planned.finding, 'the finding');
  return {
    host_id: finding.host_id,
    hostname: finding.hostname ?? null,
    owner: finding.owner,
    bu_team: finding.bu_team ?? null,
    scanner_id: finding.scanner_id,
    active_host_findings_id: finding.active_host_findings_id,
    title: finding.title,
    severity: finding.severity as z.output<typeof FindingBody>['severity'],
    cve_ids: finding.cve_ids,
    kev: finding.kev,
    first_seen: finding.first_seen ?? null,
    last_seen: finding.last_seen ?? null,
    action_plan: planned.action_plan ? toCachedPlanJson(planned.action_plan) : null,
    atlas_known: planned.atlas_known,
    accepted_risk: planned.accepted_risk
      ? { exception_id: planned.accepted_risk.exception_id, expires_on: planned.accepted_risk.expires_on, state: planned.accepted_risk.state === 'expiring' ? 'expiring' : 'active' }
      : null,
    ...toRiskJson(finding),
    host_risk_score: finding.host_risk_score,
    host_risk_total: finding.host_risk_total,
    status: finding.status === 'reopened' ? 'reopened' : 'open',
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
