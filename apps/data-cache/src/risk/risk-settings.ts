import { z } from 'zod';

/**
 * The settings of the risk score (docs/decisions/0027-risk-score-and-sla-policy.md, "Formula"): the relative weights of
 * the vulnerability factors, the asset multipliers, the defaults of an asset the inventory does not describe, and the
 * rating thresholds. Read from data-cache's environment (config.ts) and applied at the next refresh.
 */
export interface RiskSettings {
  /** Relative weights (>= 0, not all 0) of the vulnerability factors; each factor's share of 1000 points is its weight over their sum. */
  weights: { cvss: number; kev: number; ransomware: number; epss: number; exploit: number };
  /** Multiplier of an asset of criticality 1..5 (index 0..4), each in 0..1. */
  criticalityMultipliers: readonly [number, number, number, number, number];
  /** Multiplier of an asset that is not internet-facing (0..1); an internet-facing asset's is 1. */
  internalMultiplier: number;
  /** Criticality of an asset the inventory gives none for (no row, or an empty or invalid cell). */
  defaultCriticality: 1 | 2 | 3 | 4 | 5;
  /** Internet exposure of an asset the inventory gives none for. */
  defaultInternetFacing: boolean;
  /** Lowest score of each rating above low (critical > high > medium). */
  ratingFrom: { critical: number; high: number; medium: number };
}

const weight = (fallback: number) => z.coerce.number().min(0).max(1000).default(fallback);
const multiplier = z.coerce.number().min(0).max(1);
const threshold = (fallback: number) => z.coerce.number().int().min(1).max(1000).default(fallback);

/** "0.4,0.55,0.7,0.85,1": five multipliers in 0..1, criticality 1 first. */
const criticalityMultipliers = z
  .string()
  .default('0.4,0.55,0.7,0.85,1')
  .transform((text, ctx) => {
    const values = text.split(',').map((part) => Number(part.trim()));
    if (values.length !== 5 || values.some((value) => !Number.isFinite(value) || value < 0 || value > 1)) {
      ctx.addIssue({ code: 'custom', message: 'must be five comma-separated numbers from 0 to 1 (criticality 1 to 5)' });
      return z.NEVER;
    }
    return values as unknown as RiskSettings['criticalityMultipliers'];
  });

/** "true"/"false" (case-insensitive), as the inventory's internet_facing column. */
const booleanWord = z
  .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False'])
  .default('false')
  .transform((word) => word.toLowerCase() === 'true');

/**
 * The environment variables of the risk score, with their defaults (docs/decisions/0027-risk-score-and-sla-policy.md):
 * RISK_WEIGHT_CVSS 50, RISK_WEIGHT_KEV 20, RISK_WEIGHT_RANSOMWARE 5, RISK_WEIGHT_EPSS 15, RISK_WEIGHT_EXPLOIT 10;
 * RISK_CRITICALITY_MULTIPLIERS 0.4,0.55,0.7,0.85,1; RISK_INTERNAL_MULTIPLIER 0.8; RISK_DEFAULT_CRITICALITY 3;
 * RISK_DEFAULT_INTERNET_FACING false; RISK_RATING_CRITICAL_FROM 700, RISK_RATING_HIGH_FROM 450,
 * RISK_RATING_MEDIUM_FROM 200. Checked together by `checkRiskEnv`.
 */
export const riskEnvShape = {
  RISK_WEIGHT_CVSS: weight(50),
  RISK_WEIGHT_KEV: weight(20),
  RISK_WEIGHT_RANSOMWARE: weight(5),
  RISK_WEIGHT_EPSS: weight(15),
  RISK_WEIGHT_EXPLOIT: weight(10),
  RISK_CRITICALITY_MULTIPLIERS: criticalityMultipliers,
  RISK_INTERNAL_MULTIPLIER: multiplier.default(0.8),
  RISK_DEFAULT_CRITICALITY: z.coerce.number().int().min(1).max(5).default(3),
  RISK_DEFAULT_INTERNET_FACING: booleanWord,
  RISK_RATING_CRITICAL_FROM: threshold(700),
  RISK_RATING_HIGH_FROM: threshold(450),
  RISK_RATING_MEDIUM_FROM: threshold(200),
};

type RiskEnv = { [K in keyof typeof riskEnvShape]: z.output<(typeof riskEnvShape)[K]> };

/** The cross-field rules of the risk variables: some weight above 0, thresholds strictly decreasing. */
export function checkRiskEnv(env: RiskEnv, ctx: z.RefinementCtx): void {
  const weights = [env.RISK_WEIGHT_CVSS, env.RISK_WEIGHT_KEV, env.RISK_WEIGHT_RANSOMWARE, env.RISK_WEIGHT_EPSS, env.RISK_WEIGHT_EXPLOIT];
  if (weights.every((value) => value === 0)) ctx.addIssue({ code: 'custom', path: ['RISK_WEIGHT_CVSS'], message: 'at least one RISK_WEIGHT_* must be above 0' });
  if (!(env.RISK_RATING_CRITICAL_FROM > env.RISK_RATING_HIGH_FROM && env.RISK_RATING_HIGH_FROM > env.RISK_RATING_MEDIUM_FROM)) {
    ctx.addIssue({ code: 'custom', path: ['RISK_RATING_HIGH_FROM'], message: 'must be below RISK_RATING_CRITICAL_FROM and above RISK_RATING_MEDIUM_FROM' });
  }
}

/** The risk settings of a parsed environment. */
export function riskSettingsOf(env: RiskEnv): RiskSettings {
  return {
    weights: { cvss: env.RISK_WEIGHT_CVSS, kev: env.RISK_WEIGHT_KEV, ransomware: env.RISK_WEIGHT_RANSOMWARE, epss: env.RISK_WEIGHT_EPSS, exploit: env.RISK_WEIGHT_EXPLOIT },
    criticalityMultipliers: env.RISK_CRITICALITY_MULTIPLIERS,
    internalMultiplier: env.RISK_INTERNAL_MULTIPLIER,
    defaultCriticality: env.RISK_DEFAULT_CRITICALITY as RiskSettings['defaultCriticality'],
    defaultInternetFacing: env.RISK_DEFAULT_INTERNET_FACING,
    ratingFrom: { critical: env.RISK_RATING_CRITICAL_FROM, high: env.RISK_RATING_HIGH_FROM, medium: env.RISK_RATING_MEDIUM_FROM },
  };
}

/** The settings of the defaults above (tests, benchmarks and the demo dataset). */
export const DEFAULT_RISK_SETTINGS: RiskSettings = riskSettingsOf(z.object(riskEnvShape).parse({}));
