import { EpssScores } from '../enrichment/epss-scores';
import type { AlphaAssetObservation, AlphaFindingObservation, AlphaImportItem } from '../importers/observations';
import { laterDate } from '../importers/scan-values';
import { importAlphaFile } from '../importers/scan-format';
import { RiskScorer, unscoredRisk } from '../risk/risk-scorer';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-settings';
import type { BuildSnapshotInput, BuildSnapshotResult } from './snapshot-build.types';
import { mergeImportedHosts, type MergeableHost } from './host-merger';
import { assignHostIds, cloneIdentityRegistry, createIdentityRegistry, findingIdentity } from './identity-registry';
import type { AlphaAsset, AlphaFinding, AlphaSnapshot } from './snapshot.types';

/** Inputs of an alpha build: files of Nexpose and OpenVAS XML in any mix. */
type BuildAlphaSnapshotInput = BuildSnapshotInput<AlphaImportItem>;

interface AssetAcc extends MergeableHost {
  sources: Set<string>;
  /** Nexpose device-ids of the merged nodes, in order of appearance. */
  deviceIds: number[];
  /** Findings by CVE id; asset ids are filled in at the end. */
  findings: Map<string, AlphaFinding>;
}

/**
 * Builds the alpha snapshot from Rapid7 Nexpose and Greenbone/OpenVAS XML files (told apart by root element):
 * assets merged across files (IP, then FQDN or hostname), one finding per asset and CVE (several checks naming the
 * same CVE merge, their ids in scanner_refs; the highest CVSS describes it; latest last_seen), asset ids from the
 * Nexpose device-id (the first one when merged nodes carry several), else kept stable through `previous` or
 * allocated from 1_000_000_000; first_seen from the registry; owner, bu_team, kev and the risk score as for beta.
 * Deterministic for the same files, registry and `now`; `previous` is not changed.
 *
 * @throws SourceFileError (from the importers) when any file is unreadable, malformed or of another format.
 */
export async function buildAlphaSnapshot(input: BuildAlphaSnapshotInput): Promise<BuildSnapshotResult<AlphaSnapshot>> {
  const importFile = input.importFile ?? importAlphaFile;
  const { hosts: mergedHosts, skipped } = await mergeImportedHosts(
    input.files,
    importFile,
    (): Omit<AssetAcc, keyof MergeableHost> => ({ sources: new Set(), deviceIds: [], findings: new Map() }),
    (asset, item: AlphaAssetObservation) => {
      asset.sources.add(item.format);
      if (item.device_id !== null && !asset.deviceIds.includes(item.device_id)) asset.deviceIds.push(item.device_id);
      for (const finding of item.findings) addFinding(asset, finding, item.last_seen);
    },
  );

  const registry = cloneIdentityRegistry(input.previous ?? createIdentityRegistry('alpha'));
  const assetIds = assignHostIds(mergedHosts, registry, (i) => mergedHosts[i].deviceIds[0] ?? null);
  const risk = new RiskScorer({ kev: input.kev, epss: input.epss ?? EpssScores.empty(), inventory: input.inventory, settings: input.riskSettings ?? DEFAULT_RISK_SETTINGS });
  const now = input.now.toISOString();
  const assets: AlphaAsset[] = [];
  const findings: AlphaFinding[] = [];
  mergedHosts.forEach((acc, i) => {
    const assetId = assetIds[i];
    assets.push({
      asset_id: assetId,
      hostname: acc.hostname,
      fqdn: acc.fqdn,
      ip_address: acc.ip_address,
      ...input.inventory.ownerOf(acc),
      os: acc.os,
      last_seen: acc.last_seen,
      sources: [...acc.sources].sort(),
    });
    const asset = risk.assetOf(acc);
    for (const finding of acc.findings.values()) {
      finding.asset_id = assetId;
      finding.first_seen = findingIdentity(registry, `${assetId}|${finding.cve_id}`, finding.last_seen, now).first_seen;
      finding.kev_date_added = input.kev.dateAdded(finding.cve_id);
      finding.kev = finding.kev_date_added !== null;
      Object.assign(finding, risk.score(finding, [finding.cve_id], asset));
      findings.push(finding);
    }
  });
  skipped.push(...input.inventory.skipped, ...(input.epss?.skipped ?? []));
  return { snapshot: { source: 'alpha', assets, findings, skipped, synthetic: false }, registry, riskInputs: risk.report() };
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
