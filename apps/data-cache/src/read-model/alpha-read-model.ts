import type { AlphaAsset, AlphaFinding, AlphaSnapshot } from '../snapshot/snapshot.types';
import type { HostRisk } from './beta-read-model';
import { pageOf, summarizeOwners, type OwnerSummary, type Page } from './owner-summary';

/** In-memory indexes over one alpha snapshot (see BetaReadModel); findings keyed by asset and CVE. */
export class AlphaReadModel {
  readonly snapshotId: string;
  readonly synthetic: boolean;
  private readonly assets: AlphaAsset[];
  private readonly findings = new Map<number, Map<string, AlphaFinding>>();
  private readonly owners: OwnerSummary[];
  private readonly assetsById = new Map<number, AlphaAsset>();
  private readonly risks = new Map<number, HostRisk>();

  constructor(snapshotId: string, snapshot: AlphaSnapshot) {
    this.snapshotId = snapshotId;
    this.synthetic = snapshot.synthetic;
    this.assets = [...snapshot.assets].sort((a, b) => a.asset_id - b.asset_id);
    for (const finding of snapshot.findings) {
      let byCve = this.findings.get(finding.asset_id);
      if (!byCve) this.findings.set(finding.asset_id, (byCve = new Map()));
      byCve.set(finding.cve_id.toUpperCase(), finding);
      const risk = this.risks.get(finding.asset_id) ?? { highest: 0, total: 0 };
      this.risks.set(finding.asset_id, { highest: Math.max(risk.highest, finding.risk_score), total: risk.total + finding.risk_score });
    }
    for (const asset of this.assets) this.assetsById.set(asset.asset_id, asset);
    this.owners = summarizeOwners(this.assets);
  }

  /** One asset, or undefined. */
  asset(assetId: number): AlphaAsset | undefined {
    return this.assetsById.get(assetId);
  }

  /** An asset's risk: the highest risk score of its findings and their sum (0 and 0 without findings). */
  hostRisk(assetId: number): HostRisk {
    return this.risks.get(assetId) ?? { highest: 0, total: 0 };
  }

  /** Every finding with its asset and the asset's risk, by asset id; of one asset when `assetId` is given. */
  *findingsWithAssets(assetId?: number): Generator<{ asset: AlphaAsset; finding: AlphaFinding; hostRisk: HostRisk }> {
    const assets = assetId === undefined ? this.assets : [this.assetsById.get(assetId)].filter((asset) => asset !== undefined);
    for (const asset of assets) {
      const hostRisk = this.hostRisk(asset.asset_id);
      for (const finding of this.findings.get(asset.asset_id)?.values() ?? []) yield { asset, finding, hostRisk };
    }
  }

  get assetCount(): number {
    return this.assets.length;
  }

  /** How many findings the snapshot holds, one per asset and CVE (at least the rows findingsWithAssets yields: those of its assets). */
  get findingCount(): number {
    let count = 0;
    for (const byCve of this.findings.values()) count += byCve.size;
    return count;
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
