/**
 * The risk score of a finding and the SLA policy (docs/decisions/0027-risk-score-and-sla-policy.md): the words and
 * bounds data-cache, the dashboard service, the gateway's schemas and the web app share.
 */

/**
 * Risk ratings, lowest first: of a finding, derived from its risk score by data-cache's thresholds (RISK_RATING_*_FROM),
 * and of a risk-acceptance template, chosen by its author.
 */
export const RISK_RATINGS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

/** The highest risk score (a finding scores 0 to 1000). */
export const RISK_SCORE_MAX = 1000;

/** The factors of a finding's risk score, in the order its `risk_factors` lists them. */
export const RISK_FACTORS = ['cvss', 'kev', 'ransomware', 'epss', 'exploit', 'criticality', 'internet_facing'] as const;
export type RiskFactorName = (typeof RISK_FACTORS)[number];

/** Where a finding's CVSS value comes from: a parsed vector, the scanner's score without one, or its severity's stand-in. */
export const CVSS_SOURCES = ['vector', 'scanner', 'severity'] as const;

/** Where an asset's criticality and internet exposure come from: its asset inventory row, or the documented default. */
export const ASSET_FACT_SOURCES = ['inventory', 'default'] as const;

/** Asset criticality (asset tier) of the inventory: 1 low to 5 business critical. */
export const ASSET_CRITICALITIES = [1, 2, 3, 4, 5] as const;
export type AssetCriticality = (typeof ASSET_CRITICALITIES)[number];

/**
 * What an SLA policy's levels are read from: the finding's severity (as before there was a policy) or its risk rating.
 * The compliance metrics critical-sla, high-sla and medium-sla judge the findings of that level.
 */
export const SLA_POLICY_BASES = ['severity', 'risk_rating'] as const;
export type SlaPolicyBasis = (typeof SLA_POLICY_BASES)[number];

/** The levels an SLA policy gives days for, most urgent first (the metrics critical-sla, high-sla, medium-sla). */
export const SLA_LEVELS = ['critical', 'high', 'medium'] as const;
export type SlaLevel = (typeof SLA_LEVELS)[number];

/** Bounds of the days of an SLA policy cell (as COMPLIANCE_SLA_*_DAYS). */
export const SLA_DAYS_MIN = 1;
export const SLA_DAYS_MAX = 3650;

/** Longest change reason of an SLA policy change, characters (as a compliance change_reason). */
export const SLA_POLICY_REASON_MAX_LENGTH = 500;
