import { SLA_LEVELS } from '@vmdash/domain';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { RiskFactors } from '../snapshot/snapshot.types';

/**
 * Severities and risk ratings an SLA metric judges (critical-sla, high-sla, medium-sla; the SLA policy reads one or the
 * other, docs/decisions/0027-risk-score-and-sla-policy.md).
 */
const SLA_LEVEL_NAMES: ReadonlySet<string> = new Set(SLA_LEVELS);

/** One judgeable finding (the ComplianceFinding message; empty strings for absent dates). */
export interface ComplianceFindingRow {
  finding_key: string;
  active_host_findings_id: number;
  severity: string;
  first_seen: string;
  kev_due_date: string;
  risk_rating: string;
  /** The finding's CVE ids (alpha: its one CVE), for risk exceptions of a CVE (docs/decisions/0032-risk-exceptions.md). */
  cve_ids: readonly string[];
}

/** One host with its judgeable findings (the ComplianceHost message). */
export interface ComplianceHostRow {
  source: 'alpha' | 'beta';
  host_id: number;
  hostname: string;
  owner: string;
  bu_team: string;
  findings: ComplianceFindingRow[];
  /** The host's criticality (1-5) as its findings were scored with; 0 for a host without findings. */
  criticality: number;
}

/**
 * A streamed message ends after this many hosts or findings, whichever comes first: about 80 bytes a finding keeps a
 * message near 400 KB, far below gRPC's 4 MB limit, however many findings a host has.
 */
const HOSTS_PER_BATCH = 200;
const FINDINGS_PER_BATCH = 5_000;

function hostnameOf(source: 'alpha' | 'beta', host: { host_id?: number; asset_id?: number; hostname: string | null; fqdn: string | null; ip_address: string | null }, id: number): string {
  return host.hostname ?? host.fqdn ?? host.ip_address ?? `${source}-${id}`;
}

/** Whether a compliance metric can judge the finding: a KEV due date, or a severity or risk rating of an SLA level. */
function judgeable(row: ComplianceFindingRow): boolean {
  return row.kev_due_date !== '' || SLA_LEVEL_NAMES.has(row.severity) || SLA_LEVEL_NAMES.has(row.risk_rating);
}

/** The compliance fields of a finding's risk: its KEV due date (the earliest of its CVEs in the catalog) and rating. */
function riskFields(finding: { risk_rating: string; risk_factors: RiskFactors }): Pick<ComplianceFindingRow, 'kev_due_date' | 'risk_rating'> {
  return { kev_due_date: finding.risk_factors.kev.due_date ?? '', risk_rating: finding.risk_rating };
}

/**
 * The hosts of both sources with the findings a compliance metric can judge (docs/decisions/0014-compliance-items.md):
 * every alpha asset and beta host (so hosts without such findings count as compliant), or only the beta hosts
 * `betaHostIds` (unknown ones left out). Findings carry the KEV due date and risk rating of the snapshot's risk score,
 * hosts their criticality (docs/decisions/0027-risk-score-and-sla-policy.md).
 */
export function* complianceHosts(alpha: AlphaReadModel | null, beta: BetaReadModel, betaHostIds: readonly number[] | null): Generator<ComplianceHostRow> {
  const betaHosts = betaHostIds === null ? beta.hostsOf([]) : betaHostIds.map((id) => beta.host(id)).filter((host) => host !== undefined);
  for (const host of betaHosts) {
    const all = beta.findingsOfHost(host.host_id);
    const findings = all
      .map((finding) => ({
        finding_key: finding.scanner_id,
        active_host_findings_id: finding.active_host_findings_id,
        severity: finding.severity,
        first_seen: finding.first_seen ?? '',
        cve_ids: finding.cve_ids,
        ...riskFields(finding),
      }))
      .filter(judgeable);
    const criticality = all[0]?.risk_factors.criticality.value ?? 0;
    yield { source: 'beta', host_id: host.host_id, hostname: hostnameOf('beta', host, host.host_id), owner: host.owner, bu_team: host.bu_team ?? '', findings, criticality };
  }
  if (betaHostIds !== null || alpha === null) return;
  for (const asset of alpha.assetsOf([])) {
    const all = alpha.findingsOfAsset(asset.asset_id);
    const findings = all
      .map((finding) => ({
        finding_key: finding.cve_id,
        active_host_findings_id: 0,
        severity: finding.severity,
        first_seen: finding.first_seen ?? '',
        cve_ids: [finding.cve_id],
        ...riskFields(finding),
      }))
      .filter(judgeable);
    const criticality = all[0]?.risk_factors.criticality.value ?? 0;
    yield { source: 'alpha', host_id: asset.asset_id, hostname: hostnameOf('alpha', asset, asset.asset_id), owner: asset.owner, bu_team: asset.bu_team ?? '', findings, criticality };
  }
}

/**
 * Hosts in batches (the ComplianceHostBatch messages) of at most HOSTS_PER_BATCH hosts, closed as soon as they hold
 * FINDINGS_PER_BATCH findings (a single host with more goes alone).
 */
export function* inBatches(hosts: Iterable<ComplianceHostRow>): Generator<{ hosts: ComplianceHostRow[] }> {
  let batch: ComplianceHostRow[] = [];
  let findings = 0;
  for (const host of hosts) {
    batch.push(host);
    findings += host.findings.length;
    if (batch.length >= HOSTS_PER_BATCH || findings >= FINDINGS_PER_BATCH) {
      yield { hosts: batch };
      batch = [];
      findings = 0;
    }
  }
  if (batch.length > 0) yield { hosts: batch };
}
