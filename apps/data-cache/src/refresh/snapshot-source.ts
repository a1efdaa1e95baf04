import { generateDemoAlphaSnapshot } from '../demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import { AssetInventory, loadAssetInventory } from '../enrichment/asset-inventory';
import { KevCatalog, loadKevCatalog } from '../enrichment/kev-catalog';
import { resolveSourceFiles } from '../importers/source-files';
import { buildAlphaSnapshot } from '../snapshot/alpha-snapshot.builder';
import { buildBetaSnapshot } from '../snapshot/beta-snapshot.builder';
import { createIdentityRegistry } from '../snapshot/identity-registry';
import type { BuildSnapshotResult } from '../snapshot/snapshot-build.types';
import type { AlphaSnapshot, BetaSnapshot, IdentityRegistry } from '../snapshot/snapshot.types';

/** Where a source's data comes from (data-cache config: ALPHA_SOURCES, BETA_SOURCES, ASSET_INVENTORY, KEV_CATALOG). */
interface SnapshotSourceConfig {
  /** Comma-separated file globs; undefined means the generated demo dataset (labelled synthetic). */
  globs?: string;
  inventoryFile?: string;
  kevFile?: string;
  /** Size of the generated demo dataset (beta only; alpha's demo has a fixed size). */
  demo?: { hosts: number; findingsPerHost: number };
}

/** Builds the next snapshot of one source from its previous identity registry. */
export type SnapshotBuilder<S> = (previous: IdentityRegistry | null) => Promise<BuildSnapshotResult<S>>;

async function enrichment(config: SnapshotSourceConfig): Promise<{ inventory: AssetInventory; kev: KevCatalog }> {
  const [inventory, kev] = await Promise.all([
    config.inventoryFile ? loadAssetInventory(config.inventoryFile) : AssetInventory.empty(),
    config.kevFile ? loadKevCatalog(config.kevFile) : new KevCatalog([]),
  ]);
  return { inventory, kev };
}

/**
 * The alpha builder: the configured Nexpose/OpenVAS files (inventory and KEV re-read on every refresh, so their
 * updates apply), or the deterministic demo dataset when no sources are configured.
 * @throws SourceError (SourceFileError, SourceGlobError) when a configured file is missing, unreadable or malformed.
 */
export function alphaSnapshotBuilder(config: SnapshotSourceConfig): SnapshotBuilder<AlphaSnapshot> {
  return async (previous) => {
    if (!config.globs) return { snapshot: generateDemoAlphaSnapshot(), registry: previous ?? createIdentityRegistry('alpha') };
    const [files, { inventory, kev }] = await Promise.all([resolveSourceFiles(config.globs), enrichment(config)]);
    return buildAlphaSnapshot({ files, inventory, kev, previous, now: new Date() });
  };
}

/** The beta builder: the configured Nessus files, or the demo dataset (see alphaSnapshotBuilder). */
export function betaSnapshotBuilder(config: SnapshotSourceConfig): SnapshotBuilder<BetaSnapshot> {
  return async (previous) => {
    if (!config.globs) return { snapshot: generateDemoBetaSnapshot(config.demo), registry: previous ?? createIdentityRegistry('beta') };
    const [files, { inventory, kev }] = await Promise.all([resolveSourceFiles(config.globs), enrichment(config)]);
    return buildBetaSnapshot({ files, inventory, kev, previous, now: new Date() });
  };
}
