/**
 * The risk score at refresh (docs/benchmarks.md, "Risk score"; docs/decisions/0027-risk-score-and-sla-policy.md): the
 * time and memory to score the generated beta dataset (2,000,000 findings by default) and to load a FIRST-sized EPSS
 * file. Not a test: it prints a table, asserts nothing.
 *   node --expose-gc --import tsx tools/bench/risk-scoring.bench.ts [--hosts 100000] [--findings-per-host 20] [--epss-cves 280000]
 * The findings are the demo generator's (DEMO_PLUGINS on the demo fleet) with their scanner facts only; an inventory row
 * per host gives criticality and exposure (every host matched, as in a complete inventory); KEV is the shared catalog;
 * the EPSS file is written gzipped with one line per CVE of the KEV catalog and the demo, plus made-up CVE ids up to
 * --epss-cves lines (FIRST's file had about 280,000 in 2025). Heap is measured after a full GC before and after scoring,
 * with the findings held, so the difference is what the risk fields keep (the scanner facts each finding holds until
 * it is scored are garbage by then, as in a build).
 */
import { Command } from 'commander';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { sharedDataPath } from '@vmdash/testing';
import { DEMO_PLUGINS, demoScannerFacts } from '../../apps/data-cache/src/demo-data/demo-catalog';
import { demoBetaHosts } from '../../apps/data-cache/src/demo-data/demo-beta.generator';
import { AssetInventory, type InventoryEntry } from '../../apps/data-cache/src/enrichment/asset-inventory';
import { loadEpssScores } from '../../apps/data-cache/src/enrichment/epss-scores';
import { loadKevCatalog } from '../../apps/data-cache/src/enrichment/kev-catalog';
import { RiskScorer, unscoredRisk } from '../../apps/data-cache/src/risk/risk-scorer';
import { DEFAULT_RISK_SETTINGS } from '../../apps/data-cache/src/risk/risk-settings';
import type { BetaFinding } from '../../apps/data-cache/src/snapshot/snapshot.types';
import { runScript } from './support/run-script';

const options = new Command()
  .option('--hosts <n>', 'beta hosts', '100000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--epss-cves <n>', 'lines of the EPSS file', '280000')
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; epssCves: string }>();

const gc = (globalThis as { gc?: () => void }).gc;
/** Heap in use after a full collection, MiB (needs --expose-gc). */
function heapMiB(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function main(): Promise<void> {
  if (!gc) console.log('(run with node --expose-gc for heap numbers after a full collection)\n');
  const hosts = Number(options.hosts);
  const perHost = Number(options.findingsPerHost);
  console.log(`# Risk score, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${hosts.toLocaleString('en')} hosts, ${(hosts * perHost).toLocaleString('en')} findings\n`);
  const rows: string[] = [];
  const row = (step: string, ms: number, heap: string) => rows.push(`| ${step} | ${(ms / 1000).toFixed(2)} s | ${heap} | ${loadavg()[0].toFixed(1)} |`);

  const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-risk-bench-'));
  try {
    const kev = await loadKevCatalog(sharedDataPath('kev/known_exploited_vulnerabilities.json'));
    const cves = new Set(DEMO_PLUGINS.flatMap((plugin) => plugin.cve_ids));
    for (let n = 0; cves.size < Number(options.epssCves); n++) cves.add(`CVE-${2000 + (n % 26)}-${String(10_000 + n).padStart(5, '0')}`);
    const lines = [...cves].map((cve, i) => `${cve},${((i % 1000) / 1000).toFixed(5)},${((i % 997) / 997).toFixed(5)}`);
    const epssFile = path.join(dir, 'epss_scores.csv.gz');
    writeFileSync(epssFile, gzipSync(['#model_version:v2025.03.14,score_date:2025-08-25T00:00:00Z', 'cve,epss,percentile', ...lines, ''].join('\n')));

    let started = performance.now();
    const epss = await loadEpssScores(epssFile);
    row(`load the EPSS file (${epss.size.toLocaleString('en')} CVEs, gzipped)`, performance.now() - started, '');

    const fleet = [...demoBetaHosts({ hosts, findingsPerHost: perHost, seed: 1 })];
    const entries: InventoryEntry[] = fleet.map((host, i) => ({
      hostname: host.hostname,
      ip_address: host.ip_address,
      owner: host.owner,
      bu_team: host.bu_team,
      environment: null,
      criticality: ((i % 5) + 1) as InventoryEntry['criticality'],
      internet_facing: i % 7 === 0,
      line: i + 2,
    }));
    const inventory = new AssetInventory(entries);

    // The findings as records without their risk fields (what a snapshot held before the risk score); the scoring
    // below gives each its scanner facts and then its score, as a build does.
    const findings: Omit<BetaFinding, 'risk_score' | 'risk_rating' | 'risk_factors'>[] = [];
    fleet.forEach((host, h) => {
      for (let j = 0; j < perHost; j++) {
        const plugin = DEMO_PLUGINS[(h * 7 + j * 3) % DEMO_PLUGINS.length];
        findings.push({
          host_id: host.host_id,
          scanner_id: plugin.scanner_id,
          active_host_findings_id: h * perHost + j + 1,
          title: plugin.title,
          severity: plugin.severity,
          cvss: plugin.cvss,
          cve_ids: plugin.cve_ids,
          kev: false,
          kev_date_added: null,
          first_seen: host.last_seen,
          last_seen: host.last_seen,
          port: plugin.port + Math.floor(j / DEMO_PLUGINS.length),
          protocol: plugin.protocol,
          service: plugin.service,
          plugin_family: plugin.plugin_family,
          description: plugin.description,
          solution: plugin.solution,
        });
      }
    });
    const heapBefore = heapMiB();

    started = performance.now();
    const scorer = new RiskScorer({ kev, epss, inventory, settings: DEFAULT_RISK_SETTINGS });
    let i = 0;
    for (const host of fleet) {
      const asset = scorer.assetOf(host);
      for (let j = 0; j < perHost; j++, i++) {
        const finding = Object.assign(findings[i], unscoredRisk(demoScannerFacts(findings[i].cve_ids)));
        Object.assign(finding, scorer.score(finding, finding.cve_ids, asset));
      }
    }
    const scoring = performance.now() - started;
    const heapAfter = heapMiB();
    const distinct = new Set((findings as BetaFinding[]).map((finding) => finding.risk_factors)).size;
    row(
      `score ${findings.length.toLocaleString('en')} findings on ${hosts.toLocaleString('en')} assets`,
      scoring,
      `${heapBefore.toFixed(0)} -> ${heapAfter.toFixed(0)} MiB (${(((heapAfter - heapBefore) * 2 ** 20) / findings.length).toFixed(1)} B a finding; ${distinct.toLocaleString('en')} factor objects)`,
    );
    const report = scorer.report();
    console.log('| step | time | heap after a full GC | load average |\n|---|---:|---|---:|');
    for (const line of rows) console.log(line);
    console.log(
      `\n${(findings.length / (scoring / 1000)).toFixed(0)} findings a second; inputs matched: ${JSON.stringify({ cvss: report.cvss, kev: report.kev.findings, epss: report.epss.findings })}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
