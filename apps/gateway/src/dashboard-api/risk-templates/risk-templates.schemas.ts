import {
  MAX_TEMPLATE_EXPIRATION_DAYS,
  MAX_LIBRARY_ID_LENGTH,
  MAX_TEMPLATE_LABEL_LENGTH,
  MAX_TEMPLATE_QUERY_LENGTH,
  MAX_TEMPLATE_TEXT_LENGTH,
  MIN_TEMPLATE_EXPIRATION_DAYS,
  RISK_RATINGS,
  TEMPLATE_DEFAULT_PAGE_SIZE,
  TEMPLATE_MAX_PAGE_SIZE,
} from '@vmdash/domain';
import type { RiskTemplate__Output, RiskTemplateHierarchyNode__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { impersonatedByField } from '../http/dashboard-schemas';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';

/** One query value: a repeated key keeps its last value (as the other lists do). */
const lastOf = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);
const queryText = (description: string, max: number) => z.preprocess(lastOf, z.string().min(1).max(max).optional()).openapi({ description, type: 'string' });

/** A hierarchy label (name, vendor, platform, model): 1 to MAX_TEMPLATE_LABEL_LENGTH characters, not blank. */
const label = (missing: string, description: string) =>
  z
    .string({ error: missing })
    .max(MAX_TEMPLATE_LABEL_LENGTH, CHOSEN_TEXTS.invalidTemplateLabel)
    .refine((value) => value.trim() !== '', CHOSEN_TEXTS.invalidTemplateLabel)
    .openapi({ description, minLength: 1, maxLength: MAX_TEMPLATE_LABEL_LENGTH });
const text = (description: string) => z.string({ error: CHOSEN_TEXTS.invalidTemplateText }).max(MAX_TEMPLATE_TEXT_LENGTH, CHOSEN_TEXTS.invalidTemplateText).openapi({ description });
const rating = (missing: string) => z.enum(RISK_RATINGS, { error: (issue) => (issue.input === undefined ? missing : CHOSEN_TEXTS.invalidRiskRating) });
const expirationDays = (missing: string) =>
  z
    .int({ error: (issue) => (issue.input === undefined ? missing : CHOSEN_TEXTS.invalidExpirationDays) })
    .min(MIN_TEMPLATE_EXPIRATION_DAYS, CHOSEN_TEXTS.invalidExpirationDays)
    .max(MAX_TEMPLATE_EXPIRATION_DAYS, CHOSEN_TEXTS.invalidExpirationDays)
    .openapi({ description: 'Days a risk acceptance made from the template lasts' });

const required = CHOSEN_TEXTS.templateFieldsRequired;

/**
 * Body of POST /api/risk-templates (issue "Compliance reporting ...", Risk-acceptance templates). Strict: unknown
 * keys are refused. The name is unique case-insensitively (409).
 */
export const CreateTemplateRequest = z
  .strictObject(
    {
      name: label(required, 'Unique, compared case-insensitively'),
      vendor: label(required, 'Top level of the hierarchy'),
      platform: label(required, 'Second level of the hierarchy'),
      model: label(required, 'Third level of the hierarchy'),
      description: text('What the template is for').default(''),
      justification: text('Why the risk is accepted').default(''),
      compensating_controls: text('Controls that reduce the risk').default(''),
      risk_rating: rating(required),
      expiration_days: expirationDays(required),
    },
    { error: required },
  )
  .openapi('CreateRiskTemplateRequest');

/** Body of PATCH /api/risk-templates/{id}: any template field (at least one). Strict. */
export const UpdateTemplateRequest = z
  .strictObject(
    {
      name: label(CHOSEN_TEXTS.invalidTemplateLabel, 'Unique, compared case-insensitively').optional(),
      vendor: label(CHOSEN_TEXTS.invalidTemplateLabel, 'Top level of the hierarchy').optional(),
      platform: label(CHOSEN_TEXTS.invalidTemplateLabel, 'Second level of the hierarchy').optional(),
      model: label(CHOSEN_TEXTS.invalidTemplateLabel, 'Third level of the hierarchy').optional(),
      description: text('What the template is for').optional(),
      justification: text('Why the risk is accepted').optional(),
      compensating_controls: text('Controls that reduce the risk').optional(),
      risk_rating: rating(CHOSEN_TEXTS.invalidRiskRating).optional(),
      expiration_days: expirationDays(CHOSEN_TEXTS.invalidExpirationDays).optional(),
    },
    { error: CHOSEN_TEXTS.noTemplateChanges },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), CHOSEN_TEXTS.noTemplateChanges)
  .openapi('UpdateRiskTemplateRequest');

/** Body of POST /api/risk-templates/{id}/clone: the copy's name (required, unique). Strict. */
export const CloneTemplateRequest = z
  .strictObject({ name: label(CHOSEN_TEXTS.cloneNameRequired, "The copy's name; unique, compared case-insensitively") }, { error: CHOSEN_TEXTS.cloneNameRequired })
  .openapi('CloneRiskTemplateRequest');

/** Path of the routes of one template. */
export const TemplateIdParams = z.object({ id: z.string().min(1).max(MAX_LIBRARY_ID_LENGTH).openapi({ description: 'Template id' }) });

/** Query of GET /api/risk-templates: search `q`, filters vendor, platform and model, paged. Unknown keys are refused. */
export const TemplateListQuery = z.strictObject({
  q: queryText('Case-insensitive substring of name, description, justification or compensating_controls', MAX_TEMPLATE_QUERY_LENGTH),
  vendor: queryText('Only this vendor (compared case-insensitively)', MAX_TEMPLATE_LABEL_LENGTH),
  platform: queryText('Only this platform (compared case-insensitively)', MAX_TEMPLATE_LABEL_LENGTH),
  model: queryText('Only this model (compared case-insensitively)', MAX_TEMPLATE_LABEL_LENGTH),
  ...pageQuery({ defaultPageSize: TEMPLATE_DEFAULT_PAGE_SIZE, maxPageSize: TEMPLATE_MAX_PAGE_SIZE }).shape,
});

/** Query of GET /api/risk-templates/hierarchy: none (the whole tree), vendor (its platforms), vendor and platform (its models). */
export const HierarchyQuery = z
  .strictObject({
    vendor: queryText('Walk one level down: the platforms of this vendor', MAX_TEMPLATE_LABEL_LENGTH),
    platform: queryText('With vendor: the models of this platform', MAX_TEMPLATE_LABEL_LENGTH),
  })
  .refine((query) => query.platform === undefined || query.vendor !== undefined, CHOSEN_TEXTS.platformNeedsVendor);

/** A risk-acceptance template (issue "Compliance reporting ...": its fields). */
export const RiskTemplateBody = z
  .object({
    id: z.string(),
    name: z.string(),
    vendor: z.string(),
    platform: z.string(),
    model: z.string(),
    description: z.string(),
    justification: z.string(),
    compensating_controls: z.string(),
    risk_rating: z.enum(RISK_RATINGS),
    expiration_days: z.int(),
    created_by: z.string().openapi({ description: 'Username of the creator' }),
    impersonated_by: impersonatedByField('created', 'created_by'),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('RiskTemplate');

/** A page of templates: `{page, page_size, total, items}`, by name. */
export const RiskTemplatePageBody = pageOf(RiskTemplateBody, 'RiskTemplatePage');

const countOf = (level: string) => z.int().openapi({ description: `Templates of this ${level}` });
const ModelNode = z.object({ name: z.string(), count: countOf('model') }).openapi('RiskTemplateModelNode');
const PlatformNode = z
  .object({ name: z.string(), count: countOf('platform'), models: z.array(ModelNode).optional().openapi({ description: 'In the whole tree only' }) })
  .openapi('RiskTemplatePlatformNode');
const VendorNode = z.object({ name: z.string(), count: countOf('vendor'), platforms: z.array(PlatformNode) }).openapi('RiskTemplateVendorNode');

/**
 * The hierarchy answer: `{vendors}` (each with platforms, each with models) without a query; `{vendor, platforms}`
 * for `?vendor=`; `{vendor, platform, models}` for `?vendor=&platform=`. Names are merged case-insensitively.
 */
export const RiskTemplateHierarchyBody = z
  .object({
    vendor: z.string().optional(),
    platform: z.string().optional(),
    vendors: z.array(VendorNode).optional(),
    platforms: z.array(PlatformNode).optional(),
    models: z.array(ModelNode).optional(),
  })
  .openapi('RiskTemplateHierarchy');

/** JSON of a template. */
export function toTemplateJson(template: RiskTemplate__Output): z.output<typeof RiskTemplateBody> {
  return { ...template, risk_rating: template.risk_rating as z.output<typeof RiskTemplateBody>['risk_rating'], impersonated_by: template.impersonated_by ?? null };
}

const countNode = (node: RiskTemplateHierarchyNode__Output) => ({ name: node.name, count: node.count });

/** JSON of the hierarchy the service answered for `query` (see RiskTemplateHierarchyBody). */
export function toHierarchyJson(nodes: RiskTemplateHierarchyNode__Output[], query: { vendor?: string; platform?: string }): z.output<typeof RiskTemplateHierarchyBody> {
  if (query.vendor === undefined) {
    return { vendors: nodes.map((vendor) => ({ ...countNode(vendor), platforms: vendor.children.map((platform) => ({ ...countNode(platform), models: platform.children.map(countNode) })) })) };
  }
  if (query.platform === undefined) return { vendor: query.vendor, platforms: nodes.map(countNode) };
  return { vendor: query.vendor, platform: query.platform, models: nodes.map(countNode) };
}
