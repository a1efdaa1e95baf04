import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { RISK_RATINGS } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/**
 * A stored risk-acceptance template (issue "Compliance reporting ...", Risk-acceptance templates). `_id` is the public
 * id (UUID v4). The `*_key` fields are the case-insensitive comparison keys (users/username.ts `usernameKey`):
 * `name_key` carries the unique index that makes names unique case-insensitively, also under concurrent creates;
 * vendor, platform and model keys serve the filters and the hierarchy. `created_by_id` decides who may delete it.
 */
export const RiskTemplateShape = z.object({
  _id: z.string(),
  name: z.string(),
  name_key: z.string(),
  vendor: z.string(),
  vendor_key: z.string(),
  platform: z.string(),
  platform_key: z.string(),
  model: z.string(),
  model_key: z.string(),
  // The texts may be empty (the API's default ''): `.default('')` keeps mongoose from reading '' as a missing value.
  description: z.string().default(''),
  justification: z.string().default(''),
  compensating_controls: z.string().default(''),
  risk_rating: z.enum(RISK_RATINGS),
  expiration_days: z.int(),
  created_by: z.string(),
  created_by_id: z.string(),
  /** The Admin who created it while impersonating `created_by` (workflows/impersonating-admin.ts). */
  ...ImpersonatingAdminShape.shape,
  created_at: z.date(),
  updated_at: z.date(),
});

/** A template document as stored (see RiskTemplateShape). */
export type RiskTemplateDocument = z.output<typeof RiskTemplateShape>;

const riskTemplateSchema = mongooseSchemaOf(RiskTemplateShape, { collection: 'risk_templates', versionKey: false, autoIndex: false, strict: 'throw' });

riskTemplateSchema.index({ name_key: 1 }, { unique: true, name: 'name_key_unique' });
riskTemplateSchema.index({ vendor_key: 1, platform_key: 1, model_key: 1, name_key: 1 }, { name: 'by_hierarchy' });

/** The template model on the service's connection (indexes are built before the server takes calls). */
export function riskTemplateModelOf(connection: Connection): Model<RiskTemplateDocument> {
  return modelOn(connection, 'RiskTemplate', riskTemplateSchema);
}
