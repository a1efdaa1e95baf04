import { RISK_SCORE_MAX, type AssetCriticality, type RiskRating, type Severity } from '@vmdash/domain';
import type { RiskFactors } from '../snapshot/snapshot.types';
import type { RiskSettings } from './risk-settings';

/**
 * The risk score formula (docs/decisions/0027-risk-score-and-sla-policy.md, "Formula"), pure and deterministic:
 *
 *   points(f)  = 1000 x weight(f) / sum of weights x x(f)      for f in cvss, kev, ransomware, epss, exploit
 *                where x(cvss) = CVSS base / 10, x(epss) = EPSS probability (0 without one), x(other) = 1 or 0
 *   V          = sum of points(f)                               (vulnerability points, 0..1000)
 *   risk_score = round(V x m(criticality) x m(internet_facing)) (0..1000)
 *
 * The asset factors' contributions are the points they take away: V x (m(criticality) - 1) and
 * V x m(criticality) x (m(internet_facing) - 1).
 */

/** The CVSS value a finding without any CVSS score stands in with: the middle of its severity's band on the CVSS v3 scale. */
export const SEVERITY_CVSS_STAND_IN: Readonly<Record<Severity, number>> = { critical: 9.5, high: 8, medium: 5.5, low: 2, info: 0 };

/** The vulnerability's own inputs (alike on every asset it is found on). */
export interface VulnerabilityInputs {
  cvss: Omit<RiskFactors['cvss'], 'contribution'>;
  kev: { value: boolean; due_date: string | null };
  ransomware: boolean;
  epss: { value: number; percentile: number | null; cve_id: string } | null;
  exploit: boolean;
}

/** What the asset adds: its criticality and internet exposure, and where each came from. */
export interface AssetProfile {
  criticality: AssetCriticality;
  criticalitySource: 'inventory' | 'default';
  internetFacing: boolean;
  internetFacingSource: 'inventory' | 'default';
}

/** The vulnerability factors with their contributions, and their sum (V, unrounded). */
export interface VulnerabilityFactors extends Pick<RiskFactors, 'cvss' | 'kev' | 'ransomware' | 'epss' | 'exploit'> {
  points: number;
}

/** A finding's score, rating and factors (the three risk fields of its record). */
export interface RiskAssessment {
  risk_score: number;
  risk_rating: RiskRating;
  risk_factors: RiskFactors;
}

/** Contributions are shown to a tenth of a point. */
const tenth = (value: number) => Math.round(value * 10) / 10 + 0;

/** The vulnerability factors of `inputs`: each factor's share of 1000 points by its relative weight. */
export function vulnerabilityFactors(inputs: VulnerabilityInputs, settings: RiskSettings): VulnerabilityFactors {
  const { weights } = settings;
  const total = weights.cvss + weights.kev + weights.ransomware + weights.epss + weights.exploit;
  const share = (weight: number, x: number) => (RISK_SCORE_MAX * weight * x) / total;
  const cvss = share(weights.cvss, inputs.cvss.value / 10);
  const kev = inputs.kev.value ? share(weights.kev, 1) : 0;
  const ransomware = inputs.ransomware ? share(weights.ransomware, 1) : 0;
  const epss = inputs.epss ? share(weights.epss, inputs.epss.value) : 0;
  const exploit = inputs.exploit ? share(weights.exploit, 1) : 0;
  return {
    cvss: { ...inputs.cvss, contribution: tenth(cvss) },
    kev: { value: inputs.kev.value, due_date: inputs.kev.due_date, contribution: tenth(kev) },
    ransomware: { value: inputs.ransomware, contribution: tenth(ransomware) },
    epss: { value: inputs.epss?.value ?? null, percentile: inputs.epss?.percentile ?? null, cve_id: inputs.epss?.cve_id ?? null, contribution: tenth(epss) },
    exploit: { value: inputs.exploit, contribution: tenth(exploit) },
    points: cvss + kev + ransomware + epss + exploit,
  };
}

/** The rating of a score: the highest rating whose threshold it reaches, else low. */
export function riskRatingOf(score: number, ratingFrom: RiskSettings['ratingFrom']): RiskRating {
  if (score >= ratingFrom.critical) return 'critical';
  if (score >= ratingFrom.high) return 'high';
  if (score >= ratingFrom.medium) return 'medium';
  return 'low';
}

/** The finding's risk: its vulnerability points weighted by the asset's criticality and exposure. */
export function assessRisk(vulnerability: VulnerabilityFactors, asset: AssetProfile, settings: RiskSettings): RiskAssessment {
  const criticalityMultiplier = settings.criticalityMultipliers[asset.criticality - 1];
  const exposureMultiplier = asset.internetFacing ? 1 : settings.internalMultiplier;
  const points = vulnerability.points;
  const score = Math.min(RISK_SCORE_MAX, Math.max(0, Math.round(points * criticalityMultiplier * exposureMultiplier)));
  return {
    risk_score: score,
    risk_rating: riskRatingOf(score, settings.ratingFrom),
    risk_factors: {
      cvss: vulnerability.cvss,
      kev: vulnerability.kev,
      ransomware: vulnerability.ransomware,
      epss: vulnerability.epss,
      exploit: vulnerability.exploit,
      criticality: { value: asset.criticality, source: asset.criticalitySource, multiplier: criticalityMultiplier, contribution: tenth(points * (criticalityMultiplier - 1)) },
      internet_facing: {
        value: asset.internetFacing,
        source: asset.internetFacingSource,
        multiplier: exposureMultiplier,
        contribution: tenth(points * criticalityMultiplier * (exposureMultiplier - 1)),
      },
    },
  };
}
