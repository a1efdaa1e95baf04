import { z } from 'zod';
import { MAX_TEMPLATE_EXPIRATION_DAYS, MAX_TEMPLATE_LABEL_LENGTH, MAX_TEMPLATE_TEXT_LENGTH, MIN_TEMPLATE_EXPIRATION_DAYS, RISK_RATINGS } from '@vmdash/domain';
import type { RiskTemplate } from '../../app/api/types';
import type { CreateTemplateBody, UpdateTemplateBody } from './template-queries';

const REQUIRED = 'name, vendor, platform, model, risk_rating and expiration_days are required';
const name = (field: string) => z.string().trim().min(1, REQUIRED).max(MAX_TEMPLATE_LABEL_LENGTH, `${field} must be at most ${MAX_TEMPLATE_LABEL_LENGTH} characters`);
const text = (field: string) => z.string().max(MAX_TEMPLATE_TEXT_LENGTH, `${field} must be at most ${MAX_TEMPLATE_TEXT_LENGTH} characters`);

/**
 * The template form, with the API's rules in its words (POST and PATCH /api/risk-templates): name, vendor, platform
 * and model 1 to 200 characters, texts up to 10,000, a rating, expiration_days a whole number from 1 to 1825. Values
 * are the inputs' strings; templateBody turns them into the API's body.
 */
export const TemplateForm = z.object({
  name: name('name'),
  vendor: name('vendor'),
  platform: name('platform'),
  model: name('model'),
  description: text('description'),
  justification: text('justification'),
  compensating_controls: text('compensating_controls'),
  risk_rating: z.enum(RISK_RATINGS, { message: REQUIRED }),
  expiration_days: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= MIN_TEMPLATE_EXPIRATION_DAYS && Number(value) <= MAX_TEMPLATE_EXPIRATION_DAYS,
      `expiration_days must be a whole number from ${MIN_TEMPLATE_EXPIRATION_DAYS} to ${MAX_TEMPLATE_EXPIRATION_DAYS}`,
    ),
});
export type TemplateValues = z.infer<typeof TemplateForm>;

/** The form's values of a template (or of a new one). */
export function templateValues(template?: RiskTemplate): TemplateValues {
  return {
    name: template?.name ?? '',
    vendor: template?.vendor ?? '',
    platform: template?.platform ?? '',
    model: template?.model ?? '',
    description: template?.description ?? '',
    justification: template?.justification ?? '',
    compensating_controls: template?.compensating_controls ?? '',
    risk_rating: template?.risk_rating ?? 'medium',
    expiration_days: String(template?.expiration_days ?? 90),
  };
}

/** The POST body of checked values. */
export function templateBody(values: TemplateValues): CreateTemplateBody {
  return { ...values, name: values.name.trim(), vendor: values.vendor.trim(), platform: values.platform.trim(), model: values.model.trim(), expiration_days: Number(values.expiration_days) };
}

/** The PATCH body: only the fields that differ from `template` (the API answers 400 for an empty change). */
export function templateChanges(template: RiskTemplate, values: TemplateValues): UpdateTemplateBody {
  const next = templateBody(values);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) if (template[key as keyof RiskTemplate] !== value) changes[key] = value;
  return changes as UpdateTemplateBody;
}

/** The clone dialog: the copy's name, 1 to 200 characters (the API's "name is required: 1 to 200 characters"). */
export const CloneForm = z.object({ name: z.string().trim().min(1, 'name is required: 1 to 200 characters').max(200, 'name is required: 1 to 200 characters') });
export type CloneValues = z.infer<typeof CloneForm>;
