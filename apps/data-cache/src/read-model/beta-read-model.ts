import type { BetaFinding, BetaHost, BetaSnapshot } from '../snapshot/snapshot.types';
import { pageOf, summarizeOwners, type OwnerSummary, type Page } from './owner-summary';

/**
 * In-memory indexes over one beta snapshot, built once when the snapshot becomes active and then only read
 * (readers holding a model keep a consistent view while a refresh builds the next one).
 * Lookups by host are O(1); listings are in host_id order.
 */
export class BetaReadModel {
  readonly snapshotId: string;
  readonly synthetic: boolean;
  private readonly hosts: BetaHost[];
  private readonly hostsById = new Map<number, BetaHost>();
  private readonly findingsByHost = new Map<number, BetaFinding[]>();
  private readonly owners: OwnerSummary[];

  constructor(snapshotId: string, snapshot: BetaSnapshot) {
    this.snapshotId = snapshotId;
    this.synthetic = snapshot.synthetic;
    this.hosts = [...snapshot.hosts].sort((a, b) => a.host_id - b.host_id);
    for (const host of this.hosts) this.hostsById.set(host.host_id, host);
    for (const finding of snapshot.findings) {
      let list = this.findingsByHost.get(finding.host_id);
      if (!list) this.findingsByHost.set(finding.host_id, (list = []));
      list.push(finding);
    }
    this.owners = summarizeOwners(this.hosts);
  }

  get hostCount(): number {
    return this.hosts.length;
  }

  listOwners(): OwnerSummary[] {
    return this.owners;
  }

  /** Every host, or the hosts of `owners` when that list is not empty. */
  *hostsOf(owners: readonly string[]): Generator<BetaHost> {
    const wanted = owners.length > 0 ? new Set(owners) : null;
    for (const host of this.hosts) if (!wanted || wanted.has(host.owner)) yield host;
  }

  page(page: number, pageSize: number): Page<BetaHost> {
    return pageOf(this.hosts, page, pageSize);
  }

  host(hostId: number): BetaHost | undefined {
    return this.hostsById.get(hostId);
  }

  /** Active findings of a host ([] for a host without findings, undefined for an unknown host). */
  findingsOf(hostId: number): readonly BetaFinding[] | undefined {
    if (!this.hostsById.has(hostId)) return undefined;
    return this.findingsByHost.get(hostId) ?? [];
  }

  /** Every active finding with its host in host_id order, or those of host `hostId` only (the dashboard's findings query). */
  *findingsWithHosts(hostId?: number): Generator<{ host: BetaHost; finding: BetaFinding }> {
    const hosts = hostId === undefined ? this.hosts : [this.hostsById.get(hostId)].filter((host) => host !== undefined);
    for (const host of hosts) for (const finding of this.findingsByHost.get(host.host_id) ?? []) yield { host, finding };
  }

  /** Findings of one host and plugin (one per port and protocol). */
  findingsOfScanner(hostId: number, scannerId: string): BetaFinding[] {
    return (this.findingsByHost.get(hostId) ?? []).filter((finding) => finding.scanner_id === scannerId);
  }

  /**
   * True when the host has an active finding with every id `ref` gives (scanner_id, active_host_findings_id); a ref
   * with neither names no finding and is false. A scan of the host's findings (hundreds at most).
   */
  hasFinding(hostId: number, ref: { scanner_id?: string | null; active_host_findings_id?: number | null }): boolean {
    const scannerId = ref.scanner_id ?? undefined;
    const activeId = ref.active_host_findings_id ?? undefined;
    if (scannerId === undefined && activeId === undefined) return false;
    return (this.findingsByHost.get(hostId) ?? []).some(
      (finding) => (scannerId === undefined || finding.scanner_id === scannerId) && (activeId === undefined || Number(finding.active_host_findings_id) === activeId),
    );
  }
}
