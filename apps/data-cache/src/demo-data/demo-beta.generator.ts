import { unscoredRisk, type RiskScorer } from '../risk/risk-scorer';
import type { BetaFinding, BetaHost, BetaSnapshot } from '../snapshot/snapshot.types';
import { DEMO_PLUGINS, demoScannerFacts } from './demo-catalog';
import { demoFirstSeen, demoHostBasics } from './demo-hosts';
import { DemoRandom } from './demo-random';
import { demoAssetProfile, demoRiskScorer } from './demo-risk';

/** Size and seed of a beta demo dataset. */
export interface DemoBetaOptions {
  hosts: number;
  findingsPerHost: number;
  seed: number;
}

/** The dataset `npm start` serves when no BETA_SOURCES are configured. */
const DEMO_BETA_DEFAULTS: Readonly<DemoBetaOptions> = Object.freeze({ hosts: 50, findingsPerHost: 12, seed: 1 });

/** Seed offset of the findings' random streams (distinct from the hosts' streams of the same index). */
const FINDINGS_STREAM = 0x5bd1e995;

/** Plugin-walk steps that visit every plugin once before repeating (coprime with the plugin count). */
const COPRIME_STEPS = Array.from({ length: DEMO_PLUGINS.length - 1 }, (_, k) => k + 1).filter((s) => gcd(s, DEMO_PLUGINS.length) === 1);

/** Beta demo hosts, one at a time: host_id 1..hosts. */
export function* demoBetaHosts(options: DemoBetaOptions): Generator<BetaHost> {
  for (let i = 0; i < options.hosts; i += 1) yield { host_id: i + 1, ...demoHostBasics(i, options.seed) };
}

/**
 * Beta demo findings, host by host (host_id order), one at a time: findingsPerHost distinct (plugin, port) pairs per
 * host drawn from `DEMO_PLUGINS`, active_host_findings_id 1..hosts*findingsPerHost, each scored by `risk` (the demo's
 * KEV and EPSS values, its hosts' criticality and exposure: demo-risk.ts). Strings, CVE lists and risk factors are
 * shared between findings of the same plugin (snapshots are immutable), which keeps two million findings affordable.
 */
export function* demoBetaFindings(options: DemoBetaOptions, risk: RiskScorer = demoRiskScorer()): Generator<BetaFinding> {
  for (let i = 0; i < options.hosts; i += 1) yield* demoBetaFindingsOfHost(i, options, risk);
}

/** Findings of the `index`-th host (0-based); the same as `demoBetaFindings` yields for it. */
export function* demoBetaFindingsOfHost(index: number, options: DemoBetaOptions, risk: RiskScorer = demoRiskScorer()): Generator<BetaFinding> {
  const host = demoHostBasics(index, options.seed);
  const asset = demoAssetProfile(host.hostname);
  const rng = new DemoRandom(options.seed ^ FINDINGS_STREAM, index);
  const n = DEMO_PLUGINS.length;
  const start = rng.int(n);
  // A step coprime with n visits every plugin once per round, so (plugin, port) never repeats on a host.
  const step = rng.pick(COPRIME_STEPS);
  for (let j = 0; j < options.findingsPerHost; j += 1) {
    const plugin = DEMO_PLUGINS[(start + j * step) % n];
    const round = Math.floor(j / n);
    const finding: BetaFinding = {
      host_id: index + 1,
      scanner_id: plugin.scanner_id,
      active_host_findings_id: index * options.findingsPerHost + j + 1,
      title: plugin.title,
      severity: plugin.severity,
      cvss: plugin.cvss,
      cve_ids: plugin.cve_ids,
      kev: plugin.kev_date_added !== null,
      kev_date_added: plugin.kev_date_added,
      first_seen: demoFirstSeen(host.last_seen, rng),
      last_seen: host.last_seen,
      port: (plugin.port + round) % 65536,
      protocol: plugin.protocol,
      service: plugin.service,
      plugin_family: plugin.plugin_family,
      description: plugin.description,
      solution: plugin.solution,
      ...unscoredRisk(demoScannerFacts(plugin.cve_ids)),
    };
    yield Object.assign(finding, risk.score(finding, plugin.cve_ids, asset));
  }
}

/**
 * A complete beta demo snapshot, marked synthetic, its findings scored by `risk`. Deterministic: the same options give
 * the same snapshot. 100k hosts x 20 findings (the benchmark size) is built in seconds; use the generators to stream
 * instead.
 */
export function generateDemoBetaSnapshot(options: Partial<DemoBetaOptions> = {}, risk: RiskScorer = demoRiskScorer()): BetaSnapshot {
  const resolved = { ...DEMO_BETA_DEFAULTS, ...options };
  return {
    source: 'beta',
    hosts: Array.from(demoBetaHosts(resolved)),
    findings: Array.from(demoBetaFindings(resolved, risk)),
    skipped: [],
    synthetic: true,
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
