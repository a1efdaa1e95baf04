import type { JsonFindingRow } from '../generated/vmdash/v1/JsonFindingRow';

/**
 * A finding of the dashboard's list, of either source, as data-cache holds it (its ScopedFinding) and the dashboard
 * shows it (docs/decisions/0011; both sources in one list: docs/decisions/0026-finding-lifecycle.md, "One list"): the
 * fields of ScopedBetaFinding, every one set, null where the message leaves an optional unset, with its host's identity
 * and `team`, the value of the configured team field (FINDINGS_TEAM_FIELD) that scopes it. beta: one row per port
 * (`active_host_findings_id`); alpha: one CVE on one asset (`host_id` the asset_id, `scanner_id` the CVE id,
 * `active_host_findings_id` 0).
 */
export interface ListedFindingFields<RiskFactors extends object = object> {
  /** alpha (Nexpose, OpenVAS) or beta (Nessus). */
  source: string;
  host_id: number;
  hostname: string | null;
  owner: string;
  bu_team: string | null;
  scanner_id: string;
  active_host_findings_id: number;
  title: string;
  severity: string;
  cve_ids: string[];
  kev: boolean;
  first_seen: string | null;
  last_seen: string | null;
  team: string;
  /** Its risk score (0-1000), rating and factors, and its host's risk (docs/decisions/0027-risk-score-and-sla-policy.md). */
  risk_score: number;
  risk_rating: string;
  /** In the order of the RiskFactors message (the snapshots' factors are); null for a fixed finding. */
  risk_factors: RiskFactors | null;
  host_risk_score: number;
  host_risk_total: number;
  /** open, reopened when it was fixed once and is reported again, or fixed (docs/decisions/0026-finding-lifecycle.md). */
  status: string;
  /** When the scan that no longer reported it ran (ISO 8601); null unless fixed. */
  fixed_at: string | null;
}

/**
 * The factors of a finding without any (a fixed finding keeps none): what the gateway answers for a message without
 * them (its `toRiskFactorsJson`), each factor 0 or absent, in the record's field order.
 */
const NO_RISK_FACTORS = {
  cvss: { value: 0, version: null, vector: null, source: 'severity', contribution: 0 },
  kev: { value: false, due_date: null, contribution: 0 },
  ransomware: { value: false, contribution: 0 },
  epss: { value: null, percentile: null, cve_id: null, contribution: 0 },
  exploit: { value: false, contribution: 0 },
  criticality: { value: 1, source: 'default', multiplier: 1, contribution: 0 },
  internet_facing: { value: false, source: 'default', multiplier: 1, contribution: 0 },
};

/**
 * The JSON of each risk factors object written so far, by the object: the snapshots share one factors object among
 * every finding of a plugin template and host profile (data-cache's BetaFindingTemplate, an alpha finding's record),
 * never changed once read, so a page's rows write a few objects' text instead of one per row
 * (docs/decisions/0031-dashboard-reads-at-scale.md, "The rows of a page"). Weak: dropped with the snapshot.
 */
const factorsJson = new WeakMap<object, string>();

/** JSON.stringify(factors), written once per object (factorsJson). */
function riskFactorsJson(factors: object): string {
  let text = factorsJson.get(factors);
  if (text === undefined) {
    text = JSON.stringify(factors);
    factorsJson.set(factors, text);
  }
  return text;
}

/**
 * A finding of the list as its JSON object in GET /api/findings, written once by data-cache so that the dashboard and
 * the gateway pass it on instead of decoding and encoding every row (docs/decisions/0031, "The rows of a page"): the
 * fields of the gateway's Finding in its order (alpha: active_host_findings_id null), without the dashboard's fields
 * (action_plan, atlas_known, accepted_risk), which go at byte `split`, just before `,"risk_score"`; with the fields the
 * dashboard judges a finding by (its plans, risk exceptions) beside it. The same bytes as the JSON the gateway makes of
 * the finding's message (the gateway's findings-json-rows.spec.ts compares them; data-cache's
 * finding-query.handlers.spec.ts checks the order of its factors).
 */
export function jsonRowOf(finding: ListedFindingFields): JsonFindingRow {
  const alpha = finding.source === 'alpha';
  const head = JSON.stringify({
    source: finding.source,
    host_id: finding.host_id,
    hostname: finding.hostname,
    owner: finding.owner,
    bu_team: finding.bu_team,
    scanner_id: finding.scanner_id,
    active_host_findings_id: alpha ? null : finding.active_host_findings_id,
    title: finding.title,
    severity: finding.severity,
    cve_ids: finding.cve_ids,
    kev: finding.kev,
    first_seen: finding.first_seen,
    last_seen: finding.last_seen,
  });
  const json = JSON.stringify;
  // The fields after the split, as JSON.stringify writes them in this order (every one set: the type has no optional).
  const tail =
    `"risk_score":${json(finding.risk_score)},"risk_rating":${json(finding.risk_rating)},"risk_factors":${riskFactorsJson(finding.risk_factors ?? NO_RISK_FACTORS)},` +
    `"host_risk_score":${json(finding.host_risk_score)},"host_risk_total":${json(finding.host_risk_total)},"status":${json(finding.status)},"fixed_at":${json(finding.fixed_at)}}`;
  const open = head.slice(0, -1);
  return {
    json: Buffer.from(`${open},${tail}`),
    split: Buffer.byteLength(open),
    source: finding.source,
    host_id: finding.host_id,
    scanner_id: finding.scanner_id,
    active_host_findings_id: finding.active_host_findings_id,
    cve_ids: finding.cve_ids,
    team: finding.team,
  };
}
