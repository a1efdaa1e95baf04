import type { Severity } from '@vmdash/domain';
import type { AssetInventory } from '../enrichment/asset-inventory';
import type { EpssScores } from '../enrichment/epss-scores';
import type { KevCatalog } from '../enrichment/kev-catalog';
import type { HostIdentityFields, ScannerRiskFacts } from '../importers/observations';
import type { RiskFactors } from '../snapshot/snapshot.types';
import { parseCvssVector } from './cvss-vector';
import { assessRisk, SEVERITY_CVSS_STAND_IN, vulnerabilityFactors, type AssetProfile, type RiskAssessment, type VulnerabilityFactors, type VulnerabilityInputs } from './risk-formula';
import type { RiskSettings } from './risk-settings';

/**
 * What the risk score of one refresh read and matched (the refresh answer's `risk_inputs`): how many findings took
 * each input, and what each source file held.
 */
export interface RiskInputsReport {
  cvss: { vector_v4: number; vector_v3: number; vector_v2: number; scanner_score: number; severity_stand_in: number };
  kev: { configured: boolean; catalog_version: string | null; entries: number; findings: number; ransomware_findings: number };
  epss: { configured: boolean; model_version: string | null; score_date: string | null; entries: number; bad_lines: number; findings: number };
  exploit: { findings: number };
  inventory: { configured: boolean; rows: number; assets: number; assets_matched: number; criticality_from_inventory: number; internet_facing_from_inventory: number };
}

/** The inputs of one refresh's risk scores (re-read at every refresh, so their updates apply without a restart). */
export interface RiskInputs {
  kev: KevCatalog;
  epss: EpssScores;
  inventory: AssetInventory;
  settings: RiskSettings;
}

/** A finding as the scorer reads it: its scanner facts sit in its risk_factors until it is scored (unscoredRisk). */
interface ScorableFinding {
  severity: Severity;
  cvss: number | null;
  risk_factors: RiskFactors;
}

/** The risk fields of a finding before it is scored (see unscoredRisk). */
type UnscoredRisk = { risk_score: number; risk_rating: 'low'; risk_factors: RiskFactors };

const unscored = new Map<string, Readonly<UnscoredRisk>>();
/** Distinct scanner facts kept (a build has a few thousand vectors; the cache is emptied when it grows past this). */
const UNSCORED_LIMIT = 50_000;

/**
 * The risk fields of a finding before it is scored: score 0, and factors holding only what the scanner said (its CVSS
 * vector and whether an exploit is available), which RiskScorer.score reads. The builders give every new finding these;
 * findings with the same facts share one frozen object (scoring replaces it), so a build of millions of findings does
 * not allocate millions of them.
 */
export function unscoredRisk(facts: ScannerRiskFacts): Readonly<UnscoredRisk> {
  const key = `${facts.exploit_available}|${facts.cvss_vector ?? ''}`;
  let risk = unscored.get(key);
  if (risk === undefined) {
    const factors: RiskFactors = {
      cvss: { value: 0, version: null, vector: facts.cvss_vector, source: 'scanner', contribution: 0 },
      kev: { value: false, due_date: null, contribution: 0 },
      ransomware: { value: false, contribution: 0 },
      epss: { value: null, percentile: null, cve_id: null, contribution: 0 },
      exploit: { value: facts.exploit_available, contribution: 0 },
      criticality: { value: 1, source: 'default', multiplier: 1, contribution: 0 },
      internet_facing: { value: false, source: 'default', multiplier: 1, contribution: 0 },
    };
    for (const factor of Object.values(factors)) Object.freeze(factor);
    risk = Object.freeze({ risk_score: 0, risk_rating: 'low' as const, risk_factors: Object.freeze(factors) });
    if (unscored.size >= UNSCORED_LIMIT) unscored.clear();
    unscored.set(key, risk);
  }
  return risk;
}

/** The threat intelligence of a list of CVEs: KEV, its due date, ransomware use, the highest EPSS. */
interface Threat {
  kev: { value: boolean; due_date: string | null };
  ransomware: boolean;
  epss: VulnerabilityInputs['epss'];
}

/**
 * Scores the findings of one snapshot build (docs/decisions/0027-risk-score-and-sla-policy.md): each finding's
 * vulnerability factors from its CVSS (vector, else the scanner's score, else its severity's stand-in), KEV, ransomware
 * use, EPSS and exploit facts, weighted by its asset's criticality and exposure from the inventory (else the defaults).
 * Findings with the same vulnerability facts on assets of the same profile share one factors object, so millions of
 * findings hold a few thousand. Counts what it matched for the refresh answer (`report`).
 */
export class RiskScorer {
  private readonly threats = new Map<string, Threat>();
  private readonly vulnerabilities = new Map<Threat, Map<string, VulnerabilityFactors>>();
  private readonly assessments = new Map<VulnerabilityFactors, Map<AssetProfile, RiskAssessment>>();
  private readonly profiles = new Map<string, AssetProfile>();
  private readonly counts: RiskInputsReport;

  constructor(private readonly inputs: RiskInputs) {
    const { kev, epss, inventory } = inputs;
    this.counts = {
      cvss: { vector_v4: 0, vector_v3: 0, vector_v2: 0, scanner_score: 0, severity_stand_in: 0 },
      kev: { configured: kev.configured, catalog_version: kev.version, entries: kev.size, findings: 0, ransomware_findings: 0 },
      epss: { configured: epss.configured, model_version: epss.modelVersion, score_date: epss.scoreDate, entries: epss.size, bad_lines: epss.skipped.length, findings: 0 },
      exploit: { findings: 0 },
      inventory: { configured: inventory.configured, rows: inventory.size, assets: 0, assets_matched: 0, criticality_from_inventory: 0, internet_facing_from_inventory: 0 },
    };
  }

  /** The profile of a host: criticality and exposure from its inventory row (IP, then FQDN, then hostname), else the defaults. */
  assetOf(host: HostIdentityFields): AssetProfile {
    const { settings } = this.inputs;
    const entry = this.inputs.inventory.match(host);
    const counts = this.counts.inventory;
    counts.assets += 1;
    if (entry !== null) counts.assets_matched += 1;
    if (entry?.criticality != null) counts.criticality_from_inventory += 1;
    if (entry?.internet_facing != null) counts.internet_facing_from_inventory += 1;
    const profile: AssetProfile = {
      criticality: entry?.criticality ?? settings.defaultCriticality,
      criticalitySource: entry?.criticality != null ? 'inventory' : 'default',
      internetFacing: entry?.internet_facing ?? settings.defaultInternetFacing,
      internetFacingSource: entry?.internet_facing != null ? 'inventory' : 'default',
    };
    const key = `${profile.criticality}|${profile.criticalitySource}|${profile.internetFacing}|${profile.internetFacingSource}`;
    let shared = this.profiles.get(key);
    if (shared === undefined) this.profiles.set(key, (shared = profile));
    return shared;
  }

  /** The risk fields of `finding` (of CVEs `cveIds`) on an asset of `asset`'s profile. */
  score(finding: ScorableFinding, cveIds: readonly string[], asset: AssetProfile): RiskAssessment {
    const threat = this.threatOf(cveIds);
    const facts = finding.risk_factors;
    const parsed = facts.cvss.vector === null ? null : parseCvssVector(facts.cvss.vector);
    const exploit = facts.exploit.value || (parsed?.exploitMature ?? false);
    const cvss: VulnerabilityFactors['cvss'] = parsed
      ? { value: parsed.base, version: parsed.version, vector: parsed.vector, source: 'vector', contribution: 0 }
      : finding.cvss !== null
        ? { value: finding.cvss, version: null, vector: null, source: 'scanner', contribution: 0 }
        : { value: SEVERITY_CVSS_STAND_IN[finding.severity], version: null, vector: null, source: 'severity', contribution: 0 };
    this.count(cvss, threat, exploit);

    let ofThreat = this.vulnerabilities.get(threat);
    if (ofThreat === undefined) this.vulnerabilities.set(threat, (ofThreat = new Map()));
    const vulnerabilityKey = `${cvss.source}|${cvss.value}|${cvss.vector ?? ''}|${exploit}`;
    let vulnerability = ofThreat.get(vulnerabilityKey);
    if (vulnerability === undefined) {
      vulnerability = vulnerabilityFactors({ cvss, kev: threat.kev, ransomware: threat.ransomware, epss: threat.epss, exploit }, this.inputs.settings);
      ofThreat.set(vulnerabilityKey, vulnerability);
    }
    let ofVulnerability = this.assessments.get(vulnerability);
    if (ofVulnerability === undefined) this.assessments.set(vulnerability, (ofVulnerability = new Map()));
    let assessment = ofVulnerability.get(asset);
    if (assessment === undefined) ofVulnerability.set(asset, (assessment = assessRisk(vulnerability, asset, this.inputs.settings)));
    return assessment;
  }

  /** What the scores of this build read and matched. */
  report(): RiskInputsReport {
    return structuredClone(this.counts);
  }

  private threatOf(cveIds: readonly string[]): Threat {
    const key = cveIds.join(',');
    let threat = this.threats.get(key);
    if (threat === undefined) {
      const { kev, epss } = this.inputs;
      const added = kev.earliestDateAdded(cveIds);
      const highest = epss.highest(cveIds);
      threat = {
        kev: { value: added !== null, due_date: added === null ? null : kev.earliestDueDate(cveIds) },
        ransomware: kev.anyRansomware(cveIds),
        epss: highest === null ? null : { value: highest.epss, percentile: highest.percentile, cve_id: highest.cve_id },
      };
      this.threats.set(key, threat);
    }
    return threat;
  }

  private count(cvss: VulnerabilityFactors['cvss'], threat: Threat, exploit: boolean): void {
    const counts = this.counts;
    if (cvss.source === 'vector') {
      if (cvss.version === '4.0') counts.cvss.vector_v4 += 1;
      else if (cvss.version === '2.0') counts.cvss.vector_v2 += 1;
      else counts.cvss.vector_v3 += 1;
    } else if (cvss.source === 'scanner') counts.cvss.scanner_score += 1;
    else counts.cvss.severity_stand_in += 1;
    if (threat.kev.value) counts.kev.findings += 1;
    if (threat.ransomware) counts.kev.ransomware_findings += 1;
    if (threat.epss !== null) counts.epss.findings += 1;
    if (exploit) counts.exploit.findings += 1;
  }
}
