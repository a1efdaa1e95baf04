import type { AlphaAsset, AlphaFinding, AlphaSnapshot } from '../snapshot/snapshot.types';
import { pageOf, summarizeOwners, type OwnerSummary, type Page } from './owner-summary';

/** In-memory indexes over one alpha snapshot (see BetaReadModel); findings keyed by asset and CVE. */
export class AlphaReadModel {
  readonly snapshotId: string;
  readonly synthetic: boolean;
  private readonly assets: AlphaAsset[];
  private readonly findings = new Map<number, Map<string, AlphaFinding>>();
  private readonly owners: OwnerSummary[];

  constructor(snapshotId: string, snapshot: AlphaSnapshot) {
    this.snapshotId = snapshotId;
    this.synthetic = snapshot.synthetic;
    this.assets = [...snapshot.assets].sort((a, b) => a.asset_id - b.asset_id);
    for (const finding of snapshot.findings) {
      let byCve = this.findings.get(finding.asset_id);
      if (!byCve) this.findings.set(finding.asset_id, (byCve = new Map()));
      byCve.set(finding.cve_id.toUpperCase(), finding);
    }
    this.owners = summarizeOwners(this.assets);
  }

  get assetCount(): number {
    return this.assets.length;
  }

  listOwners(): OwnerSummary[] {
    return this.owners;
  }

  *assetsOf(owners: readonly string[]): Generator<AlphaAsset> {
    const wanted = owners.length > 0 ? new Set(owners) : null;
    for (const asset of this.assets) if (!wanted || wanted.has(asset.owner)) yield asset;
  }

  page(page: number, pageSize: number): Page<AlphaAsset> {
    return pageOf(this.assets, page, pageSize);
  }

  /** Every finding of one asset (none for an unknown asset). */
  findingsOfAsset(assetId: number): AlphaFinding[] {
    return [...(this.findings.get(assetId)?.values() ?? [])];
  }

  /** The finding of one asset and CVE (CVE ids compare case-insensitively), or undefined. */
  finding(assetId: number, cveId: string): AlphaFinding | undefined {
    return this.findings.get(assetId)?.get(cveId.toUpperCase());
  }
}
