import { ASSET_CRITICALITIES, SLA_DAYS_MAX, SLA_DAYS_MIN, SLA_POLICY_BASES, SLA_POLICY_REASON_MAX_LENGTH, characterCount } from '@vmdash/domain';
import type { SlaPolicy__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

/** The text of every refused SLA policy body (the first problem's field is not named: the form shows every rule). */
export const SLA_POLICY_TEXTS = {
  invalidPolicy: `The SLA policy needs basis severity or risk_rating, one tier per criticality 1 to 5 in order with whole days from ${SLA_DAYS_MIN} to ${SLA_DAYS_MAX} for critical, high and medium, kev_cap, replaces_version, and a reason of at most ${SLA_POLICY_REASON_MAX_LENGTH} characters`,
  getFailed: 'Failed to fetch the SLA policy',
  updateFailed: 'Failed to update the SLA policy',
} as const;

const days = (level: string) =>
  z
    .int()
    .min(SLA_DAYS_MIN)
    .max(SLA_DAYS_MAX)
    .openapi({ description: `Days from first_seen to the due date of a ${level} finding` });

/** One asset tier of the policy: the days of each level on assets of one criticality. */
const SlaPolicyTierBody = z
  .strictObject({
    criticality: z.int().min(1).max(ASSET_CRITICALITIES.length).openapi({ description: 'Asset criticality (tier) from the inventory, 1 low to 5 business critical' }),
    critical: days('critical'),
    high: days('high'),
    medium: days('medium'),
  })
  .openapi('SlaPolicyTier');

const tiers = z
  .array(SlaPolicyTierBody)
  .length(ASSET_CRITICALITIES.length)
  .refine((list) => list.every((tier, i) => tier.criticality === ASSET_CRITICALITIES[i]), 'one tier per criticality 1 to 5, in order')
  .openapi({ description: 'One tier per criticality 1 to 5, in that order' });

const basis = z.enum(SLA_POLICY_BASES).openapi({ description: "What a finding's level is read from: its severity, or its risk rating (docs/decisions/0027)" });
const kevCap = z.boolean().openapi({ description: "Cap a KEV finding's SLA due date at CISA's due date" });

/** Body of PUT /api/sla-policy: the whole policy, and the version it replaces. */
export const SlaPolicyRequest = z
  .strictObject({
    replaces_version: z.int().min(1).openapi({ description: 'The version in force when the policy was read (GET /api/sla-policy); 409 when another is in force now' }),
    basis,
    tiers,
    kev_cap: kevCap,
    reason: z
      .string()
      .refine((value) => characterCount(value) <= SLA_POLICY_REASON_MAX_LENGTH)
      .optional()
      .openapi({ description: `Why the policy changes, at most ${SLA_POLICY_REASON_MAX_LENGTH} characters (kept with the version and audited)`, maxLength: SLA_POLICY_REASON_MAX_LENGTH }),
  })
  .openapi('SlaPolicyRequest');

/** The SLA policy in force: its version, what it reads, its tiers, the KEV cap, and who set it when. */
export const SlaPolicyBody = z
  .object({
    version: z.int().openapi({ description: 'Version 1 is the default (COMPLIANCE_SLA_*_DAYS of the dashboard service); each change stores the next' }),
    basis,
    tiers: z.array(SlaPolicyTierBody),
    kev_cap: kevCap,
    reason: z.string().nullable(),
    updated_by: z.string().nullable().openapi({ description: 'Username of the Admin who set it; null for the default' }),
    updated_at: z.string().nullable().openapi({ format: 'date-time' }),
    impersonated_by: z.string().nullable().openapi({ description: 'The Admin who set it while impersonating updated_by (RFC 8693 act), or null' }),
  })
  .openapi('SlaPolicy');

/** JSON of a policy. */
export function toSlaPolicyJson(policy: SlaPolicy__Output): z.output<typeof SlaPolicyBody> {
  return {
    version: policy.version,
    basis: policy.basis as z.output<typeof basis>,
    tiers: policy.tiers.map((tier) => ({ criticality: tier.criticality, critical: tier.critical, high: tier.high, medium: tier.medium })),
    kev_cap: policy.kev_cap,
    reason: policy.reason ?? null,
    updated_by: policy.updated_by ?? null,
    updated_at: policy.updated_at ?? null,
    impersonated_by: policy.impersonated_by ?? null,
  };
}
