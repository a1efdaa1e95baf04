import type { Severity } from '@vmdash/domain';
import type { OwnerAssignment } from '../enrichment/asset-inventory';
import { EpssScores } from '../enrichment/epss-scores';
import type { SkippedObservation } from '../importers/observations';
import { RiskScorer, type RiskInputsReport } from '../risk/risk-scorer';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-settings';
import { mergeImportedHosts, type MergeableHost } from './host-merger';
import { assignHostIds, cloneIdentityRegistry, createIdentityRegistry, findingIdentity } from './identity-registry';
import type { BuildSnapshotInput } from './snapshot-build.types';
import type { IdentityRegistry, RiskFactors, SkippedRecord } from './snapshot.types';

/**
 * The fields of a finding the shared build reads and sets: its first sighting, its KEV flags, and its risk (scored from
 * its severity, CVSS and the scanner facts its unscored risk factors hold: risk/risk-scorer.ts).
 */
interface EnrichedFinding {
  first_seen: string | null;
  last_seen: string | null;
  kev: boolean;
  kev_date_added: string | null;
  severity: Severity;
  cvss: number | null;
  risk_score: number;
  risk_rating: string;
  risk_factors: RiskFactors;
}

/** A merged host of one build: the merged host fields, the source's accumulators and its findings by key. */
type HostOf<Acc, F> = MergeableHost & Acc & { findings: Map<string, F> };

/**
 * What one source adds to the one build of a snapshot (buildSourceSnapshot): how a merged host gathers its
 * observations, and how its record and its findings are made once ids are known. Alpha and beta differ only here.
 */
export interface SnapshotSourceShape<Obs extends MergeableHost, Acc extends object, H, F extends EnrichedFinding> {
  source: IdentityRegistry['source'];
  /** The source's importer: the default of BuildSnapshotInput.importFile. */
  importFile(file: string): AsyncIterable<Obs | SkippedObservation>;
  /** The accumulators of a new merged host, with an empty map of its findings. */
  newHost(): Acc & { findings: Map<string, F> };
  /** Adds an observation (its findings, its scanner's facts) to the merged host it joined. */
  absorb(host: HostOf<Acc, F>, observation: Obs): void;
  /** An id the scanner itself gives the host (Nexpose's device-id), which takes precedence (assignHostIds); null when none. */
  scannerHostId?(host: HostOf<Acc, F>): number | null;
  /** The host's record under its id, with its owner and team from the inventory. */
  hostRecord(host: HostOf<Acc, F>, hostId: number, owner: OwnerAssignment): H;
  /** The registry key of a finding of host `hostId`: the same finding in a later build has the same key. */
  findingKey(finding: F, hostId: number): string;
  /** Sets the host's id on a finding and, where the record has one, the finding's own id. */
  place(finding: F, hostId: number, findingId: number): void;
  /** The CVEs of a finding, whose earliest KEV dateAdded flags it. */
  cveIdsOf(finding: F): readonly string[];
}

/** What a build made: the host records and findings in order of first appearance, the skipped records, the registry. */
export interface BuiltSource<H, F> {
  hosts: H[];
  findings: F[];
  skipped: SkippedRecord[];
  /** The registry to pass as `previous` to the next build. */
  registry: IdentityRegistry;
  /** What the risk scores read and matched (the refresh answer's risk_inputs). */
  riskInputs: RiskInputsReport;
}

/**
 * Builds one source's snapshot contents from its files: hosts merged across files (IP, then FQDN or hostname;
 * mergeImportedHosts), host ids kept stable through `previous` (assignHostIds: the scanner's own id first), each
 * finding's id and first_seen from the registry (findingIdentity), owner and bu_team from the inventory, KEV flags
 * from the catalog (the earliest dateAdded of the finding's CVEs), and each finding's risk score (RiskScorer: CVSS,
 * KEV, EPSS, the inventory's criticality and exposure; docs/decisions/0027-risk-score-and-sla-policy.md). Deterministic for the same files, registry and
 * `now`; `previous` is not changed.
 *
 * @throws SourceFileError (from the importers) when any file is unreadable, malformed or of another format; the whole
 *   build fails, so a refresh keeps the previous snapshot.
 */
export async function buildSourceSnapshot<Obs extends MergeableHost, Acc extends object, H, F extends EnrichedFinding>(
  input: BuildSnapshotInput<Obs | SkippedObservation>,
  shape: SnapshotSourceShape<Obs, Acc, H, F>,
): Promise<BuiltSource<H, F>> {
  const { progress } = input;
  // Findings so far: what each observation added to its host's map (an observation may repeat a finding).
  let findingsSeen = 0;
  const absorb = (host: HostOf<Acc, F>, observation: Obs) => {
    const before = host.findings.size;
    shape.absorb(host, observation);
    findingsSeen += host.findings.size - before;
  };
  const filesTotal = input.files.length;
  progress?.counts({ filesRead: 0, filesTotal, hosts: 0, findings: 0 });
  const { hosts: merged, skipped } = await mergeImportedHosts(input.files, input.importFile ?? shape.importFile, shape.newHost, absorb, (filesRead, hosts) =>
    progress?.counts({ filesRead, filesTotal, hosts, findings: findingsSeen }),
  );
  progress?.counts({ filesRead: filesTotal, filesTotal, hosts: merged.length, findings: findingsSeen });
  progress?.phase('scoring');
  const registry = cloneIdentityRegistry(input.previous ?? createIdentityRegistry(shape.source));
  const { scannerHostId } = shape;
  const hostIds = assignHostIds(merged, registry, scannerHostId ? (i) => scannerHostId(merged[i]) : undefined);
  const now = input.now.toISOString();
  const risk = new RiskScorer({ kev: input.kev, epss: input.epss ?? EpssScores.empty(), inventory: input.inventory, settings: input.riskSettings ?? DEFAULT_RISK_SETTINGS });
  const hosts: H[] = [];
  const findings: F[] = [];
  merged.forEach((host, i) => {
    const hostId = hostIds[i];
    hosts.push(shape.hostRecord(host, hostId, input.inventory.ownerOf(host)));
    const asset = risk.assetOf(host);
    for (const finding of host.findings.values()) {
      const identity = findingIdentity(registry, shape.findingKey(finding, hostId), finding.last_seen, now);
      shape.place(finding, hostId, identity.id);
      finding.first_seen = identity.first_seen;
      finding.kev_date_added = input.kev.earliestDateAdded(shape.cveIdsOf(finding));
      finding.kev = finding.kev_date_added !== null;
      Object.assign(finding, risk.score(finding, shape.cveIdsOf(finding), asset));
      findings.push(finding);
    }
    // The accumulator's map is no longer needed; dropping it early lowers the peak on large builds.
    host.findings.clear();
  });
  skipped.push(...input.inventory.skipped, ...(input.epss?.skipped ?? []));
  return { hosts, findings, skipped, registry, riskInputs: risk.report() };
}
