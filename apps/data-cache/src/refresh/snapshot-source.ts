import { generateDemoAlphaSnapshot } from '../demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import { demoRiskScorer } from '../demo-data/demo-risk';
import { AssetInventory, loadAssetInventory } from '../enrichment/asset-inventory';
import { EpssScores, loadEpssScores } from '../enrichment/epss-scores';
import { KevCatalog, loadKevCatalog } from '../enrichment/kev-catalog';
import { resolveSourceFiles } from '../importers/source-files';
import type { BuildProgress } from '../refresh-progress/refresh-progress';
import type { RiskSettings } from '../risk/risk-settings';
import { alphaFindingKey, buildAlphaSnapshot } from '../snapshot/alpha-snapshot.builder';
import { buildBetaSnapshot } from '../snapshot/beta-snapshot.builder';
import { cloneIdentityRegistry, createIdentityRegistry, findingIdentity } from '../snapshot/identity-registry';
import type { BuildSnapshotResult } from '../snapshot/snapshot-build.types';
import type { AlphaSnapshot, BetaSnapshot, IdentityRegistry } from '../snapshot/snapshot.types';
import { sourcesFingerprint, type SnapshotSourceConfig } from './sources-fingerprint';

/** Builds the next snapshot of one source from its previous identity registry, telling `progress` how far it is. */
export type SnapshotBuilder<S> = (previous: IdentityRegistry | null, progress?: BuildProgress) => Promise<BuildSnapshotResult<S>>;

/** Where one source's snapshots come from: what they are built from now (sourcesFingerprint), and the builder. */
export interface SnapshotSource<S> {
  /**
   * The fingerprint of the configured sources as they are now (sources-fingerprint.ts).
   * @throws SourceError when a configured glob matches no file.
   */
  fingerprint(): Promise<string>;
  build: SnapshotBuilder<S>;
}

/** The enrichment and risk inputs of one build, re-read on every refresh so that their updates apply without a restart. */
async function enrichment(config: SnapshotSourceConfig): Promise<{ inventory: AssetInventory; kev: KevCatalog; epss: EpssScores; riskSettings: RiskSettings }> {
  const [inventory, kev, epss] = await Promise.all([
    config.inventoryFile ? loadAssetInventory(config.inventoryFile) : AssetInventory.empty(),
    config.kevFile ? loadKevCatalog(config.kevFile) : KevCatalog.empty(),
    config.epssFile ? loadEpssScores(config.epssFile) : EpssScores.empty(),
  ]);
  return { inventory, kev, epss, riskSettings: config.riskSettings };
}

/**
 * The alpha source: the configured Nexpose/OpenVAS files (inventory, KEV and EPSS re-read on every refresh, so their
 * updates apply), or the deterministic demo dataset when no sources are configured (scored with the demo's own KEV and
 * EPSS values). `build` throws SourceError (SourceFileError, SourceGlobError) when a configured file is missing,
 * unreadable or malformed.
 */
export function alphaSnapshotSource(config: SnapshotSourceConfig): SnapshotSource<AlphaSnapshot> {
  return {
    fingerprint: () => sourcesFingerprint('alpha', config),
    async build(previous, progress) {
      if (!config.globs) {
        const risk = demoRiskScorer(config.riskSettings);
        const snapshot = generateDemoAlphaSnapshot({}, risk);
        progress?.counts({ filesRead: 0, filesTotal: 0, hosts: snapshot.assets.length, findings: snapshot.findings.length });
        // The demo's ids are fixed; its findings are registered as a build's are, for the lifecycle (lifecycle-view.ts).
        const registry = cloneIdentityRegistry(previous ?? createIdentityRegistry('alpha'));
        const now = new Date().toISOString();
        for (const finding of snapshot.findings) findingIdentity(registry, alphaFindingKey(finding.asset_id, finding.cve_id), finding.last_seen, now);
        return { snapshot, registry, riskInputs: risk.report() };
      }
      const [files, inputs] = await Promise.all([resolveSourceFiles(config.globs), enrichment(config)]);
      return buildAlphaSnapshot({ files, ...inputs, previous, now: new Date(), progress });
    },
  };
}

/** The beta source: the configured Nessus files, or the demo dataset of `config.demo`'s size (see alphaSnapshotSource). */
export function betaSnapshotSource(config: SnapshotSourceConfig): SnapshotSource<BetaSnapshot> {
  return {
    fingerprint: () => sourcesFingerprint('beta', config),
    async build(previous, progress) {
      if (!config.globs) {
        const risk = demoRiskScorer(config.riskSettings);
        const snapshot = generateDemoBetaSnapshot(config.demo, risk);
        progress?.counts({ filesRead: 0, filesTotal: 0, hosts: snapshot.hosts.length, findings: snapshot.findings.length });
        return { snapshot, registry: previous ?? createIdentityRegistry('beta'), riskInputs: risk.report() };
      }
      const [files, inputs] = await Promise.all([resolveSourceFiles(config.globs), enrichment(config)]);
      return buildBetaSnapshot({ files, ...inputs, previous, now: new Date(), progress });
    },
  };
}
