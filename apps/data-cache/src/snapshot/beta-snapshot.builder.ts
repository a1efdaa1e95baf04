import type { BetaFindingObservation, BetaHostObservation, BetaImportItem } from '../importers/observations';
import { laterDate } from '../importers/scan-values';
import { importBetaFile } from '../importers/scan-format';
import { unscoredRisk } from '../risk/risk-scorer';
import type { BuildSnapshotInput, BuildSnapshotResult } from './snapshot-build.types';
import { buildSourceSnapshot, type SnapshotSourceShape } from './snapshot.builder';
import type { BetaFinding, BetaHost, BetaSnapshot } from './snapshot.types';

/** What a merged beta host gathers besides its host fields. */
interface HostAcc {
  /** Findings by "<scanner_id>|<port>|<protocol>"; ids are filled in once host ids are known. */
  findings: Map<string, BetaFinding>;
}

/** The beta source in the one snapshot build: one finding per host, plugin, port and protocol, each with its own id. */
const BETA_SHAPE: SnapshotSourceShape<BetaHostObservation, HostAcc, BetaHost, BetaFinding> = {
  source: 'beta',
  importFile: importBetaFile,
  newHost: () => ({ findings: new Map() }),
  absorb(host, observation) {
    for (const finding of observation.findings) addFinding(host, finding, observation.last_seen);
  },
  hostRecord: (host, hostId, owner) => ({
    host_id: hostId,
    hostname: host.hostname,
    fqdn: host.fqdn,
    ip_address: host.ip_address,
    ...owner,
    os: host.os,
    last_seen: host.last_seen,
  }),
  findingKey: (finding, hostId) => `${hostId}|${finding.scanner_id}|${finding.port}|${finding.protocol}`,
  place(finding, hostId, findingId) {
    finding.host_id = hostId;
    finding.active_host_findings_id = findingId;
  },
  cveIdsOf: (finding) => finding.cve_ids,
};

/**
 * Builds the beta snapshot from Nessus v2 files, in the one build of every source (buildSourceSnapshot): hosts merged
 * across files, findings as the union per host, plugin, port and protocol (the same finding twice -> one, with the
 * latest last_seen), host ids and active_host_findings_ids kept stable through `previous`, each finding scored with the
 * scanner's CVSS vector and exploit facts. Deterministic for the same files, registry and `now`; `previous` is not
 * changed.
 *
 * @throws SourceFileError (from the importers) when any file is unreadable, malformed or of another format; the
 *   whole build fails, so a refresh keeps the previous snapshot.
 */
export async function buildBetaSnapshot(input: BuildSnapshotInput<BetaImportItem>): Promise<BuildSnapshotResult<BetaSnapshot>> {
  const { hosts, findings, skipped, registry, riskInputs } = await buildSourceSnapshot(input, BETA_SHAPE);
  return { snapshot: { source: 'beta', hosts, findings, skipped, synthetic: false }, registry, riskInputs };
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
