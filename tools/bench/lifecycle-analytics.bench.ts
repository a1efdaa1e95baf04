/**
 * The trend of the remediation analytics at two years of history (docs/benchmarks.md, "Finding lifecycle";
 * docs/decisions/0026-finding-lifecycle.md, "Daily aggregates"): the same weekly trend read from the transitions and
 * from the daily aggregates, for every team and for one team. Not a test: it prints a table, asserts nothing.
 *   node --import tsx tools/bench/lifecycle-analytics.bench.ts [--transitions 200000] [--teams 20]
 * Transitions spread evenly over the last 730 days (kinds, severities and teams in turn) are inserted into an embedded
 * MongoDB; the aggregates are derived from them as a first start does (DailyFindingCounts.init). The window starts at
 * 00:00 UTC 729 days ago, which the aggregates cover (the first day of a 730-day window is past their retention).
 */
import { Command } from 'commander';
import { connectMongo } from '@vmdash/db';
import { SEVERITIES } from '@vmdash/domain';
import { startEmbeddedMongo } from '@vmdash/embedded-mongo';
import { createLogger } from '@vmdash/observability';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DailyFindingCounts } from '../../apps/data-cache/src/lifecycle/daily-counts.store';
import { FindingLifecycleStore } from '../../apps/data-cache/src/lifecycle/finding-lifecycle.store';
import { lifecycleModels, type FindingTransitionRecord } from '../../apps/data-cache/src/lifecycle/lifecycle.models';
import { trendPoints } from '../../apps/data-cache/src/lifecycle/remediation-analytics';
import { runScript } from './support/run-script';

const options = new Command().option('--transitions <n>', 'transitions over 730 days', '200000').option('--teams <n>', 'bu_teams', '20').parse().opts<{ transitions: string; teams: string }>();
const DAY_MS = 86_400_000;
const DAYS = 730;
const KINDS = ['opened', 'fixed', 'reopened'] as const;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await run();
  return { value, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const total = Number(options.transitions);
  const teams = Number(options.teams);
  console.log(`# Lifecycle analytics, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${total.toLocaleString('en')} transitions, ${teams} teams\n`);
  const mongo = await startEmbeddedMongo({ port: 0 });
  const logger = createLogger('bench', 'silent');
  const connection = await connectMongo(`${mongo.uri.replace(/\/+$/, '')}/bench`, { logger });
  try {
    const store = new FindingLifecycleStore(connection, { historyDays: DAYS, publish: async () => undefined, logger });
    await store.init();
    const { transition } = lifecycleModels(connection);
    const now = Date.now();
    const seed = await timed(async () => {
      for (let start = 0; start < total; start += 5_000) {
        const batch = Array.from({ length: Math.min(5_000, total - start) }, (_, j): FindingTransitionRecord => {
          const i = start + j;
          const occurred = new Date(now - (i / total) * DAYS * DAY_MS);
          return {
            _id: `beta:${i}:1`,
            source: 'beta',
            kind: KINDS[i % KINDS.length],
            finding_id: i,
            host_id: i % 10_000,
            scanner_id: String(10_000 + (i % 500)),
            active_host_findings_id: i,
            cve_id: null,
            port: 443,
            protocol: 'tcp',
            severity: SEVERITIES[i % SEVERITIES.length],
            bu_team: `team-${i % teams}`,
            owner: `owner-${i % teams}`,
            occurred_at: occurred,
            recorded_at: occurred,
            order: j,
          };
        });
        await transition.insertMany(batch, { lean: true });
      }
    });
    const daily = new DailyFindingCounts(connection, DAYS);
    const derive = await timed(() => daily.init());
    // A window the aggregates cover (DailyFindingCounts.covers: its first day is not older than the retention), from
    // a day's start, where whole days (the aggregates) and the exact window (the transitions) count the same.
    const since = new Date(Math.floor((now - (DAYS - 1) * DAY_MS) / DAY_MS) * DAY_MS);
    const everyTeam = { teamField: 'bu_team' as const, teams: null };
    const oneTeam = { teamField: 'bu_team' as const, teams: new Set(['team-0']) };
    const rows: string[] = [];
    for (const [label, scope] of [
      ['every team', everyTeam],
      ['one team', oneTeam],
    ] as const) {
      const fromTransitions = await timed(() => trendPoints(store.transitionsSince(scope, since), 'week'));
      const fromAggregates = await timed(() => daily.trend(scope.teamField, scope.teams, since, 'week'));
      const same = JSON.stringify(fromTransitions.value) === JSON.stringify(fromAggregates.value);
      rows.push(`| ${label} | ${fromTransitions.value.length} | ${fromTransitions.seconds.toFixed(2)} s | ${fromAggregates.seconds.toFixed(3)} s | ${same ? 'same' : 'differ'} |`);
    }
    const counts = await connection.db!.collection('finding_daily_counts').estimatedDocumentCount();
    console.log(`seeded ${total.toLocaleString('en')} transitions in ${seed.seconds.toFixed(1)} s; derived ${counts.toLocaleString('en')} daily counts in ${derive.seconds.toFixed(1)} s\n`);
    console.log('| Scope | Weekly points | From transitions | From daily aggregates | Answers |');
    console.log('| ----- | ------------: | ---------------: | --------------------: | ------- |');
    for (const row of rows) console.log(row);
    console.log(`\nload average ${loadavg()[0].toFixed(1)}`);
  } finally {
    await connection.close();
    await mongo.stop();
  }
}

runScript(main);
