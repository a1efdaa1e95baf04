import { unscoredRisk, type RiskScorer } from '../risk/risk-scorer';
import type { AlphaAsset, AlphaFinding, AlphaSnapshot } from '../snapshot/snapshot.types';
import { FIRST_ALLOCATED_ASSET_ID } from '../snapshot/identity-registry';
import { DEMO_CVES, demoScannerFacts } from './demo-catalog';
import { demoFirstSeenOf, demoPresences, reportedIn } from './demo-history';
import { demoFirstSeen, demoHostBasics, demoScanTimeOfWeek } from './demo-hosts';
import { DemoRandom } from './demo-random';
import { demoAssetProfile, demoRiskScorer } from './demo-risk';

/** Size and seed of an alpha demo dataset. */
interface DemoAlphaOptions {
  assets: number;
  /** CVEs per asset, at most `DEMO_CVES.length` (each asset has a CVE once). */
  findingsPerAsset: number;
  seed: number;
  /** The demo's "today", ms since the epoch (default DEMO_REFERENCE_TIME): assets were last scanned in the 30 days before. */
  today?: number;
  /** Weeks of history before the current scan (demo-history.ts; default 0: the current scan only). */
  historyWeeks?: number;
}

/** The dataset `npm start` serves when no ALPHA_SOURCES are configured. */
const DEMO_ALPHA_DEFAULTS: Readonly<DemoAlphaOptions> = Object.freeze({ assets: 50, findingsPerAsset: 6, seed: 1 });

/** Every this-many-th demo asset is seen by OpenVAS only and has an allocated id (>= 1_000_000_000). */
const OPENVAS_ONLY_EVERY = 10;
/** Every this-many-th demo asset is seen by both scanners. */
const BOTH_SCANNERS_EVERY = 4;
const FINDINGS_STREAM = 0x27d4eb2f;

/** Alpha id of the `index`-th demo asset: a Nexpose-like device-id, or an allocated id for OpenVAS-only assets. */
function demoAssetId(index: number): number {
  return index % OPENVAS_ONLY_EVERY === OPENVAS_ONLY_EVERY - 1 ? FIRST_ALLOCATED_ASSET_ID + index : index + 1;
}

/** Alpha demo assets, one at a time (the same fleet as the beta demo for the same seed), as the scan `week` weeks back saw them. */
function* demoAlphaAssets(options: DemoAlphaOptions, week: number): Generator<AlphaAsset> {
  for (let i = 0; i < options.assets; i += 1) {
    const host = demoHostBasics(i, options.seed, options.today);
    const openVasOnly = demoAssetId(i) >= FIRST_ALLOCATED_ASSET_ID;
    yield {
      asset_id: demoAssetId(i),
      ...host,
      last_seen: demoScanTimeOfWeek(host.last_seen, week),
      sources: openVasOnly ? ['openvas'] : i % BOTH_SCANNERS_EVERY === 0 ? ['nexpose', 'openvas'] : ['nexpose'],
    };
  }
}

/**
 * Alpha demo findings, asset by asset, one at a time: distinct CVEs per asset from `DEMO_CVES`, scored by `risk`; with
 * `historyWeeks`, those the scan `week` weeks back reported (demo-history.ts), the CVEs fixed during the history after
 * the current ones in the catalog's order.
 */
function* demoAlphaFindings(options: DemoAlphaOptions, risk: RiskScorer, week: number): Generator<AlphaFinding> {
  const perAsset = Math.min(options.findingsPerAsset, DEMO_CVES.length);
  const weeks = options.historyWeeks ?? 0;
  for (let i = 0; i < options.assets; i += 1) {
    const host = demoHostBasics(i, options.seed, options.today);
    const lastSeen = demoScanTimeOfWeek(host.last_seen, week);
    const asset = demoAssetProfile(host.hostname);
    const rng = new DemoRandom(options.seed ^ FINDINGS_STREAM, i);
    const start = rng.int(DEMO_CVES.length);
    // Each CVE once per asset: the history's fixed findings only as far as the catalog has CVEs left.
    const presences = demoPresences(options.seed, i, perAsset, weeks).slice(0, DEMO_CVES.length);
    for (let j = 0; j < presences.length; j += 1) {
      const drawn = demoFirstSeen(host.last_seen, rng);
      const presence = presences[j];
      if (!reportedIn(presence, week)) continue;
      const cve = DEMO_CVES[(start + j) % DEMO_CVES.length];
      const finding: AlphaFinding = {
        asset_id: demoAssetId(i),
        cve_id: cve.cve_id,
        title: cve.title,
        severity: cve.severity,
        cvss: cve.cvss,
        first_seen: weeks === 0 ? drawn : demoFirstSeenOf(presence, weeks, drawn, demoScanTimeOfWeek(host.last_seen, presence.from)),
        last_seen: lastSeen,
        kev: cve.kev_date_added !== null,
        kev_date_added: cve.kev_date_added,
        description: `Synthetic demo finding: ${cve.title}.`,
        solution: cve.solution,
        scanner_refs: [cve.scanner_ref],
        ...unscoredRisk(demoScannerFacts([cve.cve_id])),
      };
      yield Object.assign(finding, risk.score(finding, [cve.cve_id], asset));
    }
  }
}

/**
 * A complete alpha demo snapshot, marked synthetic, scored by `risk`: the current scan, or with `historyWeeks` the scan
 * `week` weeks back. Deterministic: the same options give the same snapshot.
 */
export function generateDemoAlphaSnapshot(options: Partial<DemoAlphaOptions> = {}, risk: RiskScorer = demoRiskScorer(), week = 0): AlphaSnapshot {
  const resolved = { ...DEMO_ALPHA_DEFAULTS, ...options };
  return {
    source: 'alpha',
    assets: Array.from(demoAlphaAssets(resolved, week)),
    findings: Array.from(demoAlphaFindings(resolved, risk, week)),
    skipped: [],
    synthetic: true,
  };
}
