import type { RefreshReport__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

const count = z.int().min(0);
const configured = z.boolean().openapi({ description: 'False when the input file is not configured (the input is then empty)' });

/**
 * What the risk scores of a refresh read and matched (docs/decisions/0027-risk-score-and-sla-policy.md, "Inputs"):
 * findings per CVSS origin, and per input what its file held and how many findings or assets it matched.
 */
const RiskInputsRecord = z
  .object({
    cvss: z.object({ vector_v4: count, vector_v3: count, vector_v2: count, scanner_score: count, severity_stand_in: count }).openapi({ description: 'Findings by where their CVSS value came from' }),
    kev: z.object({ configured, catalog_version: z.string().nullable(), entries: count, findings: count, ransomware_findings: count }),
    epss: z.object({
      configured,
      model_version: z.string().nullable(),
      score_date: z.string().nullable(),
      entries: count,
      bad_lines: count.openapi({ description: 'Lines left out (each also in skipped)' }),
      findings: count,
    }),
    exploit: z.object({ findings: count }),
    inventory: z.object({
      configured,
      rows: count,
      assets: count,
      assets_matched: count,
      criticality_from_inventory: count.openapi({ description: 'Assets whose criticality the inventory gives (the others take the default)' }),
      internet_facing_from_inventory: count,
    }),
  })
  .openapi('RiskInputsReport');

type RiskInputsJson = z.output<typeof RiskInputsRecord>;

/** JSON of the risk inputs of a refresh (unset optionals of the message become null, absent parts zero). */
function toRiskInputsJson(report: RefreshReport__Output['risk_inputs']): RiskInputsJson {
  const zero = { vector_v4: 0, vector_v3: 0, vector_v2: 0, scanner_score: 0, severity_stand_in: 0 };
  const { cvss, kev, epss, exploit, inventory } = report ?? {};
  return {
    cvss: { ...zero, ...cvss },
    kev: {
      configured: kev?.configured ?? false,
      catalog_version: kev?.catalog_version ?? null,
      entries: kev?.entries ?? 0,
      findings: kev?.findings ?? 0,
      ransomware_findings: kev?.ransomware_findings ?? 0,
    },
    epss: {
      configured: epss?.configured ?? false,
      model_version: epss?.model_version ?? null,
      score_date: epss?.score_date ?? null,
      entries: epss?.entries ?? 0,
      bad_lines: epss?.bad_lines ?? 0,
      findings: epss?.findings ?? 0,
    },
    exploit: { findings: exploit?.findings ?? 0 },
    inventory: {
      configured: inventory?.configured ?? false,
      rows: inventory?.rows ?? 0,
      assets: inventory?.assets ?? 0,
      assets_matched: inventory?.assets_matched ?? 0,
      criticality_from_inventory: inventory?.criticality_from_inventory ?? 0,
      internet_facing_from_inventory: inventory?.internet_facing_from_inventory ?? 0,
    },
  };
}

/** Outcome of a cache refresh: counts, skipped records by reason, timing, and what the risk scores read. */
export const RefreshReportRecord = z
  .object({
    source: z.string().openapi({ description: 'alpha or beta' }),
    snapshot_id: z.string().openapi({ description: 'Id of the snapshot now serving' }),
    assets: z.int(),
    findings: z.int(),
    skipped: z.array(z.object({ reason: z.string(), count: z.int() })).openapi({ description: 'Records left out, counted by reason' }),
    skipped_total: z.int(),
    duration_ms: z.int(),
    started_at: z.string(),
    finished_at: z.string(),
    synthetic: z.boolean().openapi({ description: 'True when the snapshot is the generated demo dataset, not scanner exports' }),
    joined_in_flight: z.boolean().openapi({ description: 'True when this call joined a refresh that was already running' }),
    risk_inputs: RiskInputsRecord,
  })
  .openapi('RefreshReport');

/** JSON of a refresh report. */
export function toRefreshReportJson(report: RefreshReport__Output): z.output<typeof RefreshReportRecord> {
  return {
    source: report.source,
    snapshot_id: report.snapshot_id,
    assets: report.assets,
    findings: report.findings,
    skipped: report.skipped.map(({ reason, count }) => ({ reason, count })),
    skipped_total: report.skipped_total,
    duration_ms: report.duration_ms,
    started_at: report.started_at,
    finished_at: report.finished_at,
    synthetic: report.synthetic,
    joined_in_flight: report.joined_in_flight,
    risk_inputs: toRiskInputsJson(report.risk_inputs),
  };
}
