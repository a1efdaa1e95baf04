import {
  ASSET_CRITICALITIES,
  SLA_DAYS_MAX,
  SLA_DAYS_MIN,
  SLA_LEVELS,
  SLA_POLICY_BASES,
  SLA_POLICY_REASON_MAX_LENGTH,
  ValidationError,
  type AssetCriticality,
  type SlaLevel,
  type SlaPolicyBasis,
} from '@vmdash/domain';

/** SLA days per severity of the default policy (COMPLIANCE_SLA_*_DAYS; defaults 15, 30, 90). */
export type SlaDays = Record<SlaLevel, number>;

/** Days to remediate each level on assets of one criticality (asset tier). */
export interface SlaPolicyTier extends SlaDays {
  criticality: AssetCriticality;
}

/** What an Admin sets: the basis, one tier per criticality 1 to 5 in order, the KEV cap, and why. */
export interface SlaPolicyInput {
  basis: SlaPolicyBasis;
  tiers: SlaPolicyTier[];
  kev_cap: boolean;
  reason: string | null;
}

/**
 * One version of the SLA policy (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy"). Version 1 is the
 * default from COMPLIANCE_SLA_*_DAYS and has no author; an Admin's change stores the next version.
 */
export interface SlaPolicy extends SlaPolicyInput {
  version: number;
  updated_by: string | null;
  updated_by_id: string | null;
  /** The Admin behind an impersonation who set it (username), or null. */
  impersonated_by: string | null;
  updated_at: Date | null;
}

/** The version of the default policy. */
export const DEFAULT_SLA_POLICY_VERSION = 1;

/**
 * The default policy: today's SLA days by severity for every asset tier, no KEV cap, so due dates are as they were
 * before there was a policy until an Admin changes it.
 */
export function defaultSlaPolicy(sla: SlaDays): SlaPolicy {
  return {
    version: DEFAULT_SLA_POLICY_VERSION,
    basis: 'severity',
    tiers: ASSET_CRITICALITIES.map((criticality) => ({ criticality, critical: sla.critical, high: sla.high, medium: sla.medium })),
    kev_cap: false,
    reason: null,
    updated_by: null,
    updated_by_id: null,
    impersonated_by: null,
    updated_at: null,
  };
}

function invalid(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ loc: ['body', field], msg: message, type: 'value_error' }]);
}

/**
 * A policy an Admin sent, checked: basis severity or risk_rating, exactly one tier per criticality 1 to 5 in that
 * order, every day count a whole number from SLA_DAYS_MIN to SLA_DAYS_MAX, a reason of at most
 * SLA_POLICY_REASON_MAX_LENGTH characters (empty means none).
 * @throws ValidationError naming the first bad field (the gateway checks first; defence in depth)
 */
export function checkedPolicyInput(input: {
  basis: string;
  tiers: readonly { criticality: number; critical: number; high: number; medium: number }[];
  kev_cap: boolean;
  reason?: string | null;
}): SlaPolicyInput {
  if (!(SLA_POLICY_BASES as readonly string[]).includes(input.basis)) throw invalid('basis', `basis must be one of ${SLA_POLICY_BASES.join(', ')}`);
  if (input.tiers.length !== ASSET_CRITICALITIES.length || input.tiers.some((tier, i) => tier.criticality !== ASSET_CRITICALITIES[i])) {
    throw invalid('tiers', `tiers must list criticality ${ASSET_CRITICALITIES.join(', ')} once each, in that order`);
  }
  for (const tier of input.tiers) {
    for (const level of SLA_LEVELS) {
      const days = tier[level];
      if (!Number.isInteger(days) || days < SLA_DAYS_MIN || days > SLA_DAYS_MAX) throw invalid('tiers', `days must be whole numbers from ${SLA_DAYS_MIN} to ${SLA_DAYS_MAX}`);
    }
  }
  const reason = input.reason === undefined || input.reason === null || input.reason === '' ? null : input.reason;
  if (reason !== null && reason.length > SLA_POLICY_REASON_MAX_LENGTH) throw invalid('reason', `reason must be at most ${SLA_POLICY_REASON_MAX_LENGTH} characters`);
  return {
    basis: input.basis as SlaPolicyBasis,
    tiers: input.tiers.map((tier) => ({ criticality: tier.criticality as AssetCriticality, critical: tier.critical, high: tier.high, medium: tier.medium })),
    kev_cap: input.kev_cap,
    reason,
  };
}

/** The level and days of a finding under a policy: one rule in libs/domain (sla-due-date.ts), shared with data-cache. */
export { slaDaysOf, slaLevelOf } from '@vmdash/domain';
