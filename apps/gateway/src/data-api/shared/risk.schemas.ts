import { ASSET_CRITICALITIES, ASSET_FACT_SOURCES, CVSS_SOURCES, RISK_RATINGS, RISK_SCORE_MAX } from '@vmdash/domain';
import type { RiskFactors__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

const contribution = z.number().openapi({ description: 'Points this factor adds (vulnerability factors) or takes away (asset factors, 0 or negative)' });
const assetSource = z.enum(ASSET_FACT_SOURCES).openapi({ description: "inventory: the asset inventory's row; default: data-cache's RISK_DEFAULT_* setting" });

/**
 * Why a finding scores what it does (docs/decisions/0027-risk-score-and-sla-policy.md, "Formula"): each factor's value
 * and its contribution in points. The fields are in the order of data_cache.proto's RiskFactors, which the beta
 * findings' JSON records (written by data-cache) follow too.
 */
export const RiskFactorsRecord = z
  .object({
    cvss: z.object({
      value: z.number().openapi({ description: 'CVSS base score 0-10' }),
      version: z.string().nullable().openapi({ description: "2.0, 3.0, 3.1 or 4.0 when read from a vector; null for the scanner's score or the severity's stand-in" }),
      vector: z.string().nullable(),
      source: z.enum(CVSS_SOURCES).openapi({ description: "vector: the vector's base score (v4.0 CVSS-B); scanner: the scanner's score; severity: the severity's stand-in (no score)" }),
      contribution,
    }),
    kev: z.object({ value: z.boolean(), due_date: z.string().nullable().openapi({ description: "CISA's due date (YYYY-MM-DD), the earliest among the CVEs" }), contribution }),
    ransomware: z.object({ value: z.boolean().openapi({ description: "CISA's knownRansomwareCampaignUse is Known for one of the CVEs" }), contribution }),
    epss: z.object({
      value: z.number().nullable().openapi({ description: 'FIRST EPSS probability (0-1) of the highest-scoring CVE; null without a score' }),
      percentile: z.number().nullable(),
      cve_id: z.string().nullable(),
      contribution,
    }),
    exploit: z.object({ value: z.boolean().openapi({ description: "The scanner reports an exploit, or the vector's exploit maturity says one exists" }), contribution }),
    criticality: z.object({ value: z.int().min(1).max(ASSET_CRITICALITIES.length), source: assetSource, multiplier: z.number(), contribution }),
    internet_facing: z.object({ value: z.boolean(), source: assetSource, multiplier: z.number(), contribution }),
  })
  .openapi('RiskFactors');

/** The risk fields of a finding record: score, rating and factors. */
export const riskRecordFields = {
  risk_score: z
    .int()
    .min(0)
    .max(RISK_SCORE_MAX)
    .openapi({ description: `Risk score 0-${RISK_SCORE_MAX}, computed when the snapshot was built (docs/decisions/0027)` }),
  risk_rating: z.enum(RISK_RATINGS).openapi({ description: "The score's rating by data-cache's thresholds (RISK_RATING_*_FROM)" }),
  risk_factors: RiskFactorsRecord,
};

type RiskFactorsJson = z.output<typeof RiskFactorsRecord>;

/** JSON of a finding's risk factors, in the record's field order (unset optionals of the message become null). */
export function toRiskFactorsJson(factors: RiskFactors__Output | null): RiskFactorsJson {
  const f = factors ?? ({} as Partial<RiskFactors__Output>);
  const cvss = f.cvss;
  const asset = (source: string | undefined) => (source === 'inventory' ? 'inventory' : 'default');
  return {
    cvss: {
      value: cvss?.value ?? 0,
      version: cvss?.version ?? null,
      vector: cvss?.vector ?? null,
      source: (cvss?.source ?? 'severity') as RiskFactorsJson['cvss']['source'],
      contribution: cvss?.contribution ?? 0,
    },
    kev: { value: f.kev?.value ?? false, due_date: f.kev?.due_date ?? null, contribution: f.kev?.contribution ?? 0 },
    ransomware: { value: f.ransomware?.value ?? false, contribution: f.ransomware?.contribution ?? 0 },
    epss: { value: f.epss?.value ?? null, percentile: f.epss?.percentile ?? null, cve_id: f.epss?.cve_id ?? null, contribution: f.epss?.contribution ?? 0 },
    exploit: { value: f.exploit?.value ?? false, contribution: f.exploit?.contribution ?? 0 },
    criticality: { value: f.criticality?.value ?? 1, source: asset(f.criticality?.source), multiplier: f.criticality?.multiplier ?? 1, contribution: f.criticality?.contribution ?? 0 },
    internet_facing: {
      value: f.internet_facing?.value ?? false,
      source: asset(f.internet_facing?.source),
      multiplier: f.internet_facing?.multiplier ?? 1,
      contribution: f.internet_facing?.contribution ?? 0,
    },
  };
}

/** The risk fields of a finding message as the record's JSON. */
export function toRiskJson(finding: { risk_score: number; risk_rating: string; risk_factors: RiskFactors__Output | null }): {
  risk_score: number;
  risk_rating: (typeof RISK_RATINGS)[number];
  risk_factors: RiskFactorsJson;
} {
  return { risk_score: finding.risk_score, risk_rating: finding.risk_rating as (typeof RISK_RATINGS)[number], risk_factors: toRiskFactorsJson(finding.risk_factors) };
}
