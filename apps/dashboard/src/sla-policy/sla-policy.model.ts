import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { SLA_POLICY_BASES } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A stored version of the SLA policy (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy"). `_id` is the
 * version number, so two Admins saving at once cannot both take the same one. A version is inserted `pending` and
 * turned `in_force` by a conditional update within the caller's write window (docs/architecture.md, "Writes have one
 * outcome"): a pending version is never read, and its number is not reused.
 */
export const SlaPolicyShape = z.object({
  _id: z.number(),
  state: z.enum(['pending', 'in_force']),
  basis: z.enum(SLA_POLICY_BASES),
  tiers: z.array(
    z.object({
      /** 1-5 (ASSET_CRITICALITIES), checked before it is stored (sla-policy.rules checkedPolicyInput). */
      criticality: z.number(),
      critical: z.number(),
      high: z.number(),
      medium: z.number(),
    }),
  ),
  kev_cap: z.boolean(),
  reason: z.string().nullable(),
  updated_by: z.string(),
  updated_by_id: z.string(),
  impersonated_by: z.string().nullable(),
  updated_at: z.date(),
});

/** A stored SLA policy version (see SlaPolicyShape). */
export type SlaPolicyDocument = z.output<typeof SlaPolicyShape>;

const slaPolicySchema = mongooseSchemaOf(SlaPolicyShape, { collection: 'sla_policies', versionKey: false, autoIndex: false, strict: 'throw' });

/** The SLA policy model on the service's connection. */
export function slaPolicyModelOf(connection: Connection): Model<SlaPolicyDocument> {
  return modelOn(connection, 'SlaPolicy', slaPolicySchema);
}
