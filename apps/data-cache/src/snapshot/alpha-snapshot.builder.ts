import type { AlphaAssetObservation, AlphaFindingObservation, AlphaImportItem } from '../importers/observations';
import { laterDate } from '../importers/scan-values';
import { importAlphaFile } from '../importers/scan-format';
import { unscoredRisk } from '../risk/risk-scorer';
import type { BuildSnapshotInput, BuildSnapshotResult } from './snapshot-build.types';
import { buildSourceSnapshot, type SnapshotSourceShape } from './snapshot.builder';
import type { AlphaAsset, AlphaFinding, AlphaSnapshot } from './snapshot.types';

/** What a merged alpha asset gathers besides its host fields. */
interface AssetAcc {
  sources: Set<string>;
  /** Nexpose device-ids of the merged nodes, in order of appearance. */
  deviceIds: number[];
  /** Findings by CVE id; asset ids are filled in at the end. */
  findings: Map<string, AlphaFinding>;
}

/**
 * The alpha source in the one snapshot build: one finding per asset and CVE, the asset id from the Nexpose device-id
 * (the first one when merged nodes carry several), the scanners that saw the asset in `sources`.
 */
const ALPHA_SHAPE: SnapshotSourceShape<AlphaAssetObservation, AssetAcc, AlphaAsset, AlphaFinding> = {
  source: 'alpha',
  importFile: importAlphaFile,
  newHost: () => ({ sources: new Set(), deviceIds: [], findings: new Map() }),
  absorb(asset, item) {
    asset.sources.add(item.format);
    if (item.device_id !== null && !asset.deviceIds.includes(item.device_id)) asset.deviceIds.push(item.device_id);
    for (const finding of item.findings) addFinding(asset, finding, item.last_seen);
  },
  scannerHostId: (asset) => asset.deviceIds[0] ?? null,
  hostRecord: (asset, assetId, owner) => ({
    asset_id: assetId,
    hostname: asset.hostname,
    fqdn: asset.fqdn,
    ip_address: asset.ip_address,
    ...owner,
    os: asset.os,
    last_seen: asset.last_seen,
    sources: [...asset.sources].sort(),
  }),
  findingKey: (finding, assetId) => alphaFindingKey(assetId, finding.cve_id),
  place(finding, assetId) {
    finding.asset_id = assetId;
  },
  cveIdsOf: (finding) => [finding.cve_id],
};

/** The registry key of an alpha finding: one CVE on one asset (the same finding in a later build has the same key). */
export function alphaFindingKey(assetId: number, cveId: string): string {
  return `${assetId}|${cveId}`;
}

/**
 * Builds the alpha snapshot from Rapid7 Nexpose and Greenbone/OpenVAS XML files (told apart by root element), in the
 * one build of every source (buildSourceSnapshot): assets merged across files, one finding per asset and CVE (several
 * checks naming the same CVE merge, their ids in scanner_refs; the highest CVSS describes it; latest last_seen), asset
 * ids from the Nexpose device-id, else kept stable through `previous` or allocated from 1_000_000_000.
 * Deterministic for the same files, registry and `now`; `previous` is not changed.
 *
 * @throws SourceFileError (from the importers) when any file is unreadable, malformed or of another format.
 */
export async function buildAlphaSnapshot(input: BuildSnapshotInput<AlphaImportItem>): Promise<BuildSnapshotResult<AlphaSnapshot>> {
  const { hosts: assets, findings, skipped, registry, riskInputs } = await buildSourceSnapshot(input, ALPHA_SHAPE);
  return { snapshot: { source: 'alpha', assets, findings, skipped, synthetic: false }, registry, riskInputs };
}

function addFinding(asset: AssetAcc, observation: AlphaFindingObservation, seen: string | null): void {
  const known = asset.findings.get(observation.cve_id);
  if (known === undefined) {
    asset.findings.set(observation.cve_id, {
      asset_id: 0,
      cve_id: observation.cve_id,
      title: observation.title,
      severity: observation.severity,
      cvss: observation.cvss,
      first_seen: null,
      last_seen: seen,
      kev: false,
      kev_date_added: null,
      description: observation.description,
      solution: observation.solution,
      scanner_refs: [observation.scanner_ref],
      ...unscoredRisk(observation),
    });
    return;
  }
  if (!known.scanner_refs.includes(observation.scanner_ref)) known.scanner_refs.push(observation.scanner_ref);
  known.last_seen = laterDate(known.last_seen, seen);
  // An exploit any of the checks reports counts (the facts are shared, never changed: unscoredRisk).
  const exploit = known.risk_factors.exploit.value || observation.exploit_available;
  // Of several checks naming one CVE, the one scoring it highest describes it (null scores lowest; ties keep the first).
  if ((observation.cvss ?? -1) > (known.cvss ?? -1)) {
    known.title = observation.title;
    known.severity = observation.severity;
    known.cvss = observation.cvss;
    known.description = observation.description;
    known.solution = observation.solution;
    Object.assign(known, unscoredRisk(observation));
  }
  Object.assign(known, unscoredRisk({ cvss_vector: known.risk_factors.cvss.vector, exploit_available: exploit }));
}
