import {
  characterCount,
  CVE_ID_PATTERN,
  EXCEPTION_DEFAULT_PAGE_SIZE,
  EXCEPTION_MAX_PAGE_SIZE,
  EXCEPTION_SCOPE_TYPES,
  EXCEPTION_STATES,
  MAX_FINDING_FILTER_LENGTH,
  MAX_ID,
  MAX_LIBRARY_ID_LENGTH,
  MAX_EXCEPTION_TEXT_LENGTH,
  MAX_STRING_LENGTH,
  RISK_RATINGS,
} from '@vmdash/domain';
import type { ExceptionPreview__Output, RiskException__Output } from '@vmdash/proto';
import { calendarDate } from '../../http/fields';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { FindingBody } from '../findings/findings.schemas';
import { impersonatedByField } from '../http/dashboard-schemas';
import { queryChoice, queryInteger, queryText } from '../workflows/query-fields';

/** The texts of the exception routes: what a refused input says, and each route's failure (docs/decisions/0032-risk-exceptions.md). */
export const EXCEPTION_ROUTE_TEXTS = {
  invalidRequest: `A risk exception needs scope {type: finding with host_id and scanner_id, host with host_id, cve with cve_id (CVE-YYYY-NNNN), or plugin with plugin_id}, template_id, justification and compensating_controls (at most ${MAX_EXCEPTION_TEXT_LENGTH} characters each), expires_on YYYY-MM-DD and optionally renews (the id of the exception it renews)`,
  invalidDecision: `The body takes comment, at most ${MAX_EXCEPTION_TEXT_LENGTH} characters`,
  invalidScopeQuery: 'The preview needs type finding (host_id, scanner_id), host (host_id), cve (cve_id, CVE-YYYY-NNNN) or plugin (plugin_id)',
  requestFailed: 'Failed to request the risk exception',
  listFailed: 'Failed to fetch risk exceptions',
  getFailed: 'Failed to fetch the risk exception',
  decideFailed: 'Failed to decide the risk exception',
  revokeFailed: 'Failed to revoke the risk exception',
  previewFailed: 'Failed to preview the risk exception',
} as const;

const hostId = z.int().min(1).max(MAX_ID).openapi({ description: 'Beta host id' });
const scannerId = z.string().min(1).max(MAX_STRING_LENGTH).openapi({ description: 'Scanner plugin id of the finding' });
const cveId = z.string().regex(CVE_ID_PATTERN).openapi({ description: 'CVE id, e.g. CVE-2024-12345', example: 'CVE-2024-12345' });
const pluginId = z.string().min(1).max(MAX_STRING_LENGTH).openapi({ description: 'Scanner plugin id' });

/**
 * What an exception covers (docs/decisions/0032): one finding (a plugin on a host), every finding of one host, or one
 * CVE or plugin across the hosts of the requester's teams, hosts that report it later included. Strict: an id the type
 * does not take is refused.
 */
export const ExceptionScopeBody = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('finding'), host_id: hostId, scanner_id: scannerId }),
    z.strictObject({ type: z.literal('host'), host_id: hostId }),
    z.strictObject({ type: z.literal('cve'), cve_id: cveId }),
    z.strictObject({ type: z.literal('plugin'), plugin_id: pluginId }),
  ])
  .openapi('RiskExceptionScope');

const text = (description: string) =>
  z
    .string()
    .refine((value) => characterCount(value) <= MAX_EXCEPTION_TEXT_LENGTH)
    .openapi({ description: `${description}, at most ${MAX_EXCEPTION_TEXT_LENGTH} characters`, maxLength: MAX_EXCEPTION_TEXT_LENGTH });
const exceptionId = (description: string) => z.string().min(1).max(MAX_LIBRARY_ID_LENGTH).openapi({ description });

/** Body of POST /api/exceptions. Strict. */
export const RequestExceptionBody = z
  .strictObject({
    scope: ExceptionScopeBody,
    template_id: exceptionId('The risk template it uses; its fields are copied into the exception'),
    justification: text('Why the risk is accepted'),
    compensating_controls: text('Controls that reduce the risk meanwhile'),
    expires_on: calendarDate(
      "The day it ends (its findings count again from then): after today, at most the policy's days for the template's risk rating ahead (EXCEPTION_MAX_DAYS_*: critical 90, high 180, medium 270, low 365 by default)",
    ),
    renews: exceptionId('The exception this one renews (a renewal is a new request)').optional(),
  })
  .openapi('RequestRiskExceptionRequest');

/** Body of approve, reject and revoke: a comment (may be empty). Strict. */
export const DecideExceptionBody = z.strictObject({ comment: text('Why').default('') }).openapi('DecideRiskExceptionRequest');

/** Path of the routes of one exception. */
export const ExceptionIdParams = z.object({ id: exceptionId('Risk exception id') });

/** Query of GET /api/exceptions: filters and the one paging convention. Unknown keys are refused. */
export const ExceptionListQuery = z.strictObject({
  state: queryChoice('Only exceptions in this state', EXCEPTION_STATES),
  expiring_within_days: queryInteger('Only exceptions in force (active or expiring) whose expires_on is at most this many days ahead', 0, 3650),
  team: queryText('Only exceptions covering this team', MAX_FINDING_FILTER_LENGTH),
  ...pageQuery({ defaultPageSize: EXCEPTION_DEFAULT_PAGE_SIZE, maxPageSize: EXCEPTION_MAX_PAGE_SIZE }).shape,
});

/** Query of GET /api/exceptions/preview: a scope as query keys (the ids its type needs). */
export const ExceptionPreviewQuery = z
  .strictObject({
    type: queryChoice('What the exception would cover', EXCEPTION_SCOPE_TYPES),
    host_id: queryInteger('Beta host id (finding, host)', 1, MAX_ID),
    scanner_id: queryText('Scanner plugin id (finding)', MAX_STRING_LENGTH),
    cve_id: queryText('CVE id (cve)', 32),
    plugin_id: queryText('Scanner plugin id (plugin)', MAX_STRING_LENGTH),
  })
  .superRefine((query, ctx) => {
    if (!ExceptionScopeBody.safeParse(definedOf(query)).success) ctx.addIssue({ code: 'custom', message: EXCEPTION_ROUTE_TEXTS.invalidScopeQuery });
  });

/** The keys of `query` that are set. */
function definedOf(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** The scope a preview query names (ExceptionPreviewQuery checked it is one). */
export function scopeOfQuery(query: z.output<typeof ExceptionPreviewQuery>): z.output<typeof ExceptionScopeBody> {
  return ExceptionScopeBody.parse(definedOf(query));
}

/** A risk exception as the API answers it. */
export const RiskExceptionBody = z
  .object({
    id: z.string(),
    scope: ExceptionScopeBody,
    teams: z.array(z.string()).openapi({ description: "Teams whose hosts it covers: the host's team, or the requester's teams for a CVE or plugin" }),
    all_teams: z.boolean().openapi({ description: 'Requested by an Admin of every team: it covers every host' }),
    template: z
      .object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        justification: z.string(),
        compensating_controls: z.string(),
        risk_rating: z.enum(RISK_RATINGS),
        expiration_days: z.int(),
      })
      .openapi({ description: 'The risk template as it was when the exception was requested' }),
    justification: z.string(),
    compensating_controls: z.string(),
    expires_on: z.string().openapi({ format: 'date' }),
    state: z.enum(EXCEPTION_STATES).openapi({ description: 'requested, rejected, active (approved), expiring (active, ending soon), expired or revoked' }),
    requested_by: z.string().openapi({ description: 'Username of the requester' }),
    impersonated_by: impersonatedByField('requested', 'requested_by'),
    requested_at: z.string().openapi({ format: 'date-time' }),
    decided_by: z.string().nullable().openapi({ description: 'Who approved or rejected it' }),
    decided_at: z.string().nullable().openapi({ format: 'date-time' }),
    decision_comment: z.string().nullable(),
    revoked_by: z.string().nullable(),
    revoked_at: z.string().nullable().openapi({ format: 'date-time' }),
    renews: z.string().nullable().openapi({ description: 'The exception this one renews' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('RiskException');

/** A page of exceptions, newest request first. */
export const RiskExceptionPageBody = pageOf(RiskExceptionBody, 'RiskExceptionPage');

/** What a scope would cover now. */
export const ExceptionPreviewBody = z
  .object({
    hosts: z.int().openapi({ description: 'Distinct hosts of the findings' }),
    findings: z.array(FindingBody.pick({ host_id: true, hostname: true, scanner_id: true, active_host_findings_id: true, title: true, severity: true })),
  })
  .openapi('RiskExceptionPreview');

/** JSON of an exception. */
export function toExceptionJson(exception: RiskException__Output): z.output<typeof RiskExceptionBody> {
  const scope = exception.scope;
  const scopeJson: z.output<typeof ExceptionScopeBody> =
    scope?.type === 'finding'
      ? { type: 'finding', host_id: Number(scope.host_id), scanner_id: scope.scanner_id ?? '' }
      : scope?.type === 'host'
        ? { type: 'host', host_id: Number(scope.host_id) }
        : scope?.type === 'cve'
          ? { type: 'cve', cve_id: scope.cve_id ?? '' }
          : { type: 'plugin', plugin_id: scope?.plugin_id ?? '' };
  const template = exception.template;
  return {
    id: exception.id,
    scope: scopeJson,
    teams: exception.teams,
    all_teams: exception.all_teams,
    template: {
      id: template?.id ?? '',
      name: template?.name ?? '',
      description: template?.description ?? '',
      justification: template?.justification ?? '',
      compensating_controls: template?.compensating_controls ?? '',
      risk_rating: (template?.risk_rating ?? 'low') as z.output<typeof RiskExceptionBody>['template']['risk_rating'],
      expiration_days: template?.expiration_days ?? 0,
    },
    justification: exception.justification,
    compensating_controls: exception.compensating_controls,
    expires_on: exception.expires_on,
    state: exception.state as z.output<typeof RiskExceptionBody>['state'],
    requested_by: exception.requested_by,
    impersonated_by: exception.impersonated_by ?? null,
    requested_at: exception.requested_at,
    decided_by: exception.decided_by ?? null,
    decided_at: exception.decided_at ?? null,
    decision_comment: exception.decision_comment ?? null,
    revoked_by: exception.revoked_by ?? null,
    revoked_at: exception.revoked_at ?? null,
    renews: exception.renews ?? null,
    updated_at: exception.updated_at,
  };
}

/** JSON of a preview. */
export function toPreviewJson(preview: ExceptionPreview__Output): z.output<typeof ExceptionPreviewBody> {
  return {
    hosts: preview.hosts,
    findings: preview.findings.map((finding) => ({
      host_id: Number(finding.host_id),
      hostname: finding.hostname ?? null,
      scanner_id: finding.scanner_id,
      active_host_findings_id: Number(finding.active_host_findings_id),
      title: finding.title,
      severity: finding.severity as z.output<typeof FindingBody>['severity'],
    })),
  };
}
