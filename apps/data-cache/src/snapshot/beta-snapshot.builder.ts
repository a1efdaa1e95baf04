import { EpssScores } from '../enrichment/epss-scores';
import type { BetaFindingObservation, BetaHostObservation, BetaImportItem } from '../importers/observations';
import { laterDate } from '../importers/scan-values';
import { importBetaFile } from '../importers/scan-format';
import { RiskScorer, unscoredRisk } from '../risk/risk-scorer';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-settings';
import { mergeImportedHosts, type MergeableHost } from './host-merger';
import { assignHostIds, cloneIdentityRegistry, createIdentityRegistry, findingIdentity } from './identity-registry';
import type { BuildSnapshotInput, BuildSnapshotResult } from './snapshot-build.types';
import type { BetaFinding, BetaHost, BetaSnapshot } from './snapshot.types';

interface HostAcc extends MergeableHost {
  /** Findings by "<scanner_id>|<port>|<protocol>"; ids are filled in once host ids are known. */
  findings: Map<string, BetaFinding>;
}

/**
 * Builds the beta snapshot from Nessus v2 files: hosts merged across files (IP, then FQDN or hostname), findings as
 * the union per host, plugin, port and protocol (the same finding twice -> one, with the latest last_seen), host ids
 * and active_host_findings_ids kept stable through `previous`, owner and bu_team from the inventory, kev flags from
 * the catalog, and each finding's risk score (RiskScorer: the inventory's criticality and exposure, KEV, EPSS). Deterministic for the same files, registry and `now`; `previous` is not changed.
 *
 * @throws SourceFileError (from the importers) when any file is unreadable, malformed or of another format; the
 *   whole build fails, so a refresh keeps the previous snapshot.
 */
export async function buildBetaSnapshot(input: BuildSnapshotInput<BetaImportItem>): Promise<BuildSnapshotResult<BetaSnapshot>> {
  const importFile = input.importFile ?? importBetaFile;
  const { hosts: mergedHosts, skipped } = await mergeImportedHosts(
    input.files,
    importFile,
    (): Pick<HostAcc, 'findings'> => ({ findings: new Map() }),
    (host, observation: BetaHostObservation) => {
      for (const finding of observation.findings) addFinding(host, finding, observation.last_seen);
    },
  );

  const registry = cloneIdentityRegistry(input.previous ?? createIdentityRegistry('beta'));
  const hostIds = assignHostIds(mergedHosts, registry);
  const risk = new RiskScorer({ kev: input.kev, epss: input.epss ?? EpssScores.empty(), inventory: input.inventory, settings: input.riskSettings ?? DEFAULT_RISK_SETTINGS });
  const now = input.now.toISOString();
  const hosts: BetaHost[] = [];
  const findings: BetaFinding[] = [];
  mergedHosts.forEach((acc, i) => {
    const hostId = hostIds[i];
    hosts.push({
      host_id: hostId,
      hostname: acc.hostname,
      fqdn: acc.fqdn,
      ip_address: acc.ip_address,
      ...input.inventory.ownerOf(acc),
      os: acc.os,
      last_seen: acc.last_seen,
    });
    const asset = risk.assetOf(acc);
    for (const finding of acc.findings.values()) {
      const identity = findingIdentity(registry, `${hostId}|${finding.scanner_id}|${finding.port}|${finding.protocol}`, finding.last_seen, now);
      finding.host_id = hostId;
      finding.active_host_findings_id = identity.id;
      finding.first_seen = identity.first_seen;
      finding.kev_date_added = input.kev.earliestDateAdded(finding.cve_ids);
      finding.kev = finding.kev_date_added !== null;
      Object.assign(finding, risk.score(finding, finding.cve_ids, asset));
      findings.push(finding);
    }
    // The accumulator's map is no longer needed; dropping it early lowers the peak on large builds.
    acc.findings.clear();
  });
  skipped.push(...input.inventory.skipped, ...(input.epss?.skipped ?? []));
  return { snapshot: { source: 'beta', hosts, findings, skipped, synthetic: false }, registry, riskInputs: risk.report() };
}

function addFinding(host: HostAcc, observation: BetaFindingObservation, seen: string | null): void {
  const key = `${observation.scanner_id}|${observation.port}|${observation.protocol}`;
  const known = host.findings.get(key);
  const { cvss_vector, exploit_available, ...fields } = observation;
  if (known === undefined) {
    // Fields in the record's declared order: one object shape for every finding (and a readable JSON order).
    host.findings.set(key, {
      host_id: 0,
      scanner_id: observation.scanner_id,
      active_host_findings_id: 0,
      title: observation.title,
      severity: observation.severity,
      cvss: observation.cvss,
      cve_ids: observation.cve_ids,
      kev: false,
      kev_date_added: null,
      first_seen: null,
      last_seen: seen,
      port: observation.port,
      protocol: observation.protocol,
      service: observation.service,
      plugin_family: observation.plugin_family,
      description: observation.description,
      solution: observation.solution,
      ...unscoredRisk({ cvss_vector, exploit_available }),
    });
    return;
  }
  // The same finding again (another file, or duplicate output): the more recent sighting describes it.
  const cves = new Set([...known.cve_ids, ...observation.cve_ids]);
  if (seen !== null && (known.last_seen === null || seen >= known.last_seen)) {
    Object.assign(known, fields, unscoredRisk({ cvss_vector, exploit_available }));
    known.last_seen = laterDate(known.last_seen, seen);
  }
  known.cve_ids = [...cves];
}
