import { generateDemoAlphaSnapshot } from '../demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import { DEMO_WEEK_MS } from '../demo-data/demo-hosts';
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

const DAY_MS = 86_400_000;

/** Builds the next snapshot of one source from its previous identity registry, telling `progress` how far it is. */
export type SnapshotBuilder<S> = (previous: IdentityRegistry | null, progress?: BuildProgress) => Promise<BuildSnapshotResult<S>>;

/** A snapshot of a source's past, with the identity registry its findings are registered in and when it was taken. */
export interface PastSnapshot<S> {
  snapshot: S;
  registry: IdentityRegistry;
  refreshedAt: Date;
}

/** Where one source's snapshots come from: what they are built from now (sourcesFingerprint), and the builder. */
export interface SnapshotSource<S> {
  /**
   * The fingerprint of the configured sources as they are now (sources-fingerprint.ts).
   * @throws SourceError when a configured glob matches no file.
   */
  fingerprint(): Promise<string>;
  build: SnapshotBuilder<S>;
  /**
   * The snapshots of the weeks before the first build, oldest first, each registry continuing the previous one: the
   * generated demo's history (docs/decisions/0026-finding-lifecycle.md, "Demo data with a past"). Absent for exports.
   */
  past?: () => Generator<PastSnapshot<S>>;
}

/** The demo's "today": the start of the UTC day of `now`, so that the builds of one day are equal. */
function demoToday(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

/** Registers the findings of an alpha demo snapshot in a copy of `previous` (as a build registers its findings). */
function registerDemoAlpha(previous: IdentityRegistry | null, snapshot: AlphaSnapshot, now: Date): IdentityRegistry {
  const registry = cloneIdentityRegistry(previous ?? createIdentityRegistry('alpha'));
  for (const finding of snapshot.findings) findingIdentity(registry, alphaFindingKey(finding.asset_id, finding.cve_id), finding.last_seen, now.toISOString());
  return registry;
}

/**
 * The weeks of a demo source's history, oldest first (`weeks` weeks back to one week back), each built by `snapshotOf`
 * and registered by `register`; refreshed a week apart, the last a week before `today`.
 */
function* demoPast<S>(weeks: number, today: number, snapshotOf: (week: number) => S, register: (previous: IdentityRegistry | null, snapshot: S) => IdentityRegistry): Generator<PastSnapshot<S>> {
  let registry: IdentityRegistry | null = null;
  for (let week = weeks; week >= 1; week -= 1) {
    const snapshot = snapshotOf(week);
    registry = register(registry, snapshot);
    yield { snapshot, registry, refreshedAt: new Date(today - week * DEMO_WEEK_MS) };
  }
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
  const clock = config.now ?? (() => new Date());
  const historyWeeks = config.globs ? 0 : (config.demoHistoryWeeks ?? 0);
  return {
    fingerprint: () => sourcesFingerprint('alpha', config),
    ...(historyWeeks > 0 && {
      past: () => {
        const risk = demoRiskScorer(config.riskSettings);
        const now = clock();
        const options = { today: demoToday(now), historyWeeks };
        return demoPast(
          historyWeeks,
          options.today,
          (week) => generateDemoAlphaSnapshot(options, risk, week),
          (previous, snapshot) => registerDemoAlpha(previous, snapshot, now),
        );
      },
    }),
    async build(previous, progress) {
      if (!config.globs) {
        const risk = demoRiskScorer(config.riskSettings);
        const now = clock();
        const snapshot = generateDemoAlphaSnapshot({ today: demoToday(now), historyWeeks }, risk);
        progress?.counts({ filesRead: 0, filesTotal: 0, hosts: snapshot.assets.length, findings: snapshot.findings.length });
        // The demo's ids are fixed; its findings are registered as a build's are, for the lifecycle (lifecycle-view.ts).
        return { snapshot, registry: registerDemoAlpha(previous, snapshot, now), riskInputs: risk.report() };
      }
      const [files, inputs] = await Promise.all([resolveSourceFiles(config.globs), enrichment(config)]);
      return buildAlphaSnapshot({ files, ...inputs, previous, now: new Date(), progress });
    },
  };
}

/** The beta source: the configured Nessus files, or the demo dataset of `config.demo`'s size (see alphaSnapshotSource). */
export function betaSnapshotSource(config: SnapshotSourceConfig): SnapshotSource<BetaSnapshot> {
  const clock = config.now ?? (() => new Date());
  const historyWeeks = config.globs ? 0 : (config.demoHistoryWeeks ?? 0);
  const demoOptions = () => ({ ...config.demo, today: demoToday(clock()), historyWeeks });
  return {
    fingerprint: () => sourcesFingerprint('beta', config),
    ...(historyWeeks > 0 && {
      past: () => {
        const risk = demoRiskScorer(config.riskSettings);
        const options = demoOptions();
        // Beta's demo ids are its active_host_findings_ids: nothing to register.
        return demoPast(
          historyWeeks,
          options.today,
          (week) => generateDemoBetaSnapshot(options, risk, week),
          (previous) => previous ?? createIdentityRegistry('beta'),
        );
      },
    }),
    async build(previous, progress) {
      if (!config.globs) {
        const risk = demoRiskScorer(config.riskSettings);
        const snapshot = generateDemoBetaSnapshot(demoOptions(), risk);
        progress?.counts({ filesRead: 0, filesTotal: 0, hosts: snapshot.hosts.length, findings: snapshot.findings.length });
        return { snapshot, registry: previous ?? createIdentityRegistry('beta'), riskInputs: risk.report() };
      }
      const [files, inputs] = await Promise.all([resolveSourceFiles(config.globs), enrichment(config)]);
      return buildBetaSnapshot({ files, ...inputs, previous, now: new Date(), progress });
    },
  };
}
