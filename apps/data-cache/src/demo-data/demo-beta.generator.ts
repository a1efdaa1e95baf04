import { unscoredRisk, type RiskScorer } from '../risk/risk-scorer';
import type { BetaFinding, BetaHost, BetaSnapshot } from '../snapshot/snapshot.types';
import { DEMO_PLUGINS, demoScannerFacts } from './demo-catalog';
import { demoFirstSeenOf, demoPresences, extraSlotsOf, reportedIn } from './demo-history';
import { demoFirstSeen, demoHostBasics, demoScanTimeOfWeek } from './demo-hosts';
import { DemoRandom } from './demo-random';
import { demoAssetProfile, demoRiskScorer } from './demo-risk';

/** Size and seed of a beta demo dataset. */
export interface DemoBetaOptions {
  hosts: number;
  findingsPerHost: number;
  seed: number;
  /** The demo's "today", ms since the epoch (default DEMO_REFERENCE_TIME): hosts were last scanned in the 30 days before. */
  today?: number;
  /** Weeks of history before the current scan (demo-history.ts; default 0: the current scan only). */
  historyWeeks?: number;
}

/** The dataset `npm start` serves when no BETA_SOURCES are configured. */
const DEMO_BETA_DEFAULTS: Readonly<DemoBetaOptions> = Object.freeze({ hosts: 50, findingsPerHost: 12, seed: 1 });

/** Seed offset of the findings' random streams (distinct from the hosts' streams of the same index). */
const FINDINGS_STREAM = 0x5bd1e995;

/** Plugin-walk steps that visit every plugin once before repeating (coprime with the plugin count). */
const COPRIME_STEPS = Array.from({ length: DEMO_PLUGINS.length - 1 }, (_, k) => k + 1).filter((s) => gcd(s, DEMO_PLUGINS.length) === 1);

/** Beta demo hosts, one at a time: host_id 1..hosts, as the scan `week` weeks back saw them (default the current one). */
export function* demoBetaHosts(options: DemoBetaOptions, week = 0): Generator<BetaHost> {
  for (let i = 0; i < options.hosts; i += 1) yield demoBetaHost(i, options, week);
}

function demoBetaHost(index: number, options: DemoBetaOptions, week: number): BetaHost {
  const host = demoHostBasics(index, options.seed, options.today);
  return { host_id: index + 1, ...host, last_seen: demoScanTimeOfWeek(host.last_seen, week) };
}

/**
 * Beta demo findings, host by host (host_id order), one at a time: findingsPerHost distinct (plugin, port) pairs per
 * host drawn from `DEMO_PLUGINS`, active_host_findings_id 1..hosts*findingsPerHost, each scored by `risk` (the demo's
 * KEV and EPSS values, its hosts' criticality and exposure: demo-risk.ts). Strings, CVE lists and risk factors are
 * shared between findings of the same plugin (snapshots are immutable), which keeps two million findings affordable.
 * With `historyWeeks`, `week` picks a scan of the history (demo-history.ts): the findings it reported, with its scan
 * times; the findings fixed during the history have ids after the current ones' (hosts*findingsPerHost + ...).
 */
export function* demoBetaFindings(options: DemoBetaOptions, risk: RiskScorer = demoRiskScorer(), week = 0): Generator<BetaFinding> {
  for (let i = 0; i < options.hosts; i += 1) yield* demoBetaFindingsOfHost(i, options, risk, week);
}

/** Findings of the `index`-th host (0-based) in the scan `week` weeks back; the same as `demoBetaFindings` yields for it. */
export function* demoBetaFindingsOfHost(index: number, options: DemoBetaOptions, risk: RiskScorer = demoRiskScorer(), week = 0): Generator<BetaFinding> {
  const host = demoHostBasics(index, options.seed, options.today);
  const lastSeen = demoScanTimeOfWeek(host.last_seen, week);
  const weeks = options.historyWeeks ?? 0;
  const asset = demoAssetProfile(host.hostname);
  const rng = new DemoRandom(options.seed ^ FINDINGS_STREAM, index);
  const n = DEMO_PLUGINS.length;
  const start = rng.int(n);
  // A step coprime with n visits every plugin once per round, so (plugin, port) never repeats on a host.
  const step = rng.pick(COPRIME_STEPS);
  const presences = demoPresences(options.seed, index, options.findingsPerHost, weeks);
  const extras = weeks === 0 ? 0 : extraSlotsOf(options.findingsPerHost);
  for (let j = 0; j < presences.length; j += 1) {
    // Drawn for every slot in the same order whatever the week, so a finding's first sighting never changes.
    const drawn = demoFirstSeen(host.last_seen, rng);
    const presence = presences[j];
    if (!reportedIn(presence, week)) continue;
    const plugin = DEMO_PLUGINS[(start + j * step) % n];
    const round = Math.floor(j / n);
    const current = j < options.findingsPerHost;
    const finding: BetaFinding = {
      host_id: index + 1,
      scanner_id: plugin.scanner_id,
      active_host_findings_id: current ? index * options.findingsPerHost + j + 1 : options.hosts * options.findingsPerHost + index * extras + (j - options.findingsPerHost) + 1,
      title: plugin.title,
      severity: plugin.severity,
      cvss: plugin.cvss,
      cve_ids: plugin.cve_ids,
      kev: plugin.kev_date_added !== null,
      kev_date_added: plugin.kev_date_added,
      first_seen: weeks === 0 ? drawn : demoFirstSeenOf(presence, weeks, drawn, demoScanTimeOfWeek(host.last_seen, presence.from)),
      last_seen: lastSeen,
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
 * A complete beta demo snapshot, marked synthetic, its findings scored by `risk`: the current scan, or with
 * `historyWeeks` the scan `week` weeks back. Deterministic: the same options give the same snapshot. 100k hosts x 20
 * findings (the benchmark size) is built in seconds; use the generators to stream instead.
 */
export function generateDemoBetaSnapshot(options: Partial<DemoBetaOptions> = {}, risk: RiskScorer = demoRiskScorer(), week = 0): BetaSnapshot {
  const resolved = { ...DEMO_BETA_DEFAULTS, ...options };
  return {
    source: 'beta',
    hosts: Array.from(demoBetaHosts(resolved, week)),
    findings: Array.from(demoBetaFindings(resolved, risk, week)),
    skipped: [],
    synthetic: true,
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
