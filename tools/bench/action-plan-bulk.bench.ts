/**
 * Benchmark of the action-plan bulk create (not a test; results go to docs/benchmarks.md).
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/action-plan-bulk.bench.ts [--hosts 10000] [--rounds 2]
 *
 * Starts the real action-plan service in this process on the embedded MongoDB and the real NATS (NATS_URL, default
 * nats://127.0.0.1:4222), with a fake data-cache that knows every host, and calls BulkCreatePlans through a real gRPC
 * client with a signed internal token. Round 1 creates a plan for each host (no plan to supersede); every later
 * round creates the same plan again, so each host's previous plan is superseded (the full supersede path). Each
 * round's time includes the host check, the database writes and the NATS events (created, and deactivated in later
 * rounds), measured from the client.
 */
import type { BulkCreatePlansRequest, BulkCreatePlansResponse__Output } from '@vmdash/proto';
import { startHarness } from '../../apps/action-plan/test/support/action-plan.harness';
import { runScript } from './support/run-script';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const HOSTS = arg('--hosts', 10_000);
const ROUNDS = arg('--rounds', 2);

async function main(): Promise<void> {
  const h = await startHarness();
  const hostIds = Array.from({ length: HOSTS }, (_v, i) => i + 1);
  const plan = { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'VNR-1' };
  console.log(`action-plan bulk create: ${HOSTS} hosts per call, node ${process.version}`);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const eventsBefore = h.events.length;
      const started = process.hrtime.bigint();
      const response = await h.call<BulkCreatePlansRequest, BulkCreatePlansResponse__Output>('BulkCreatePlans', { host_ids: hostIds, plan });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (response.created.length !== HOSTS) throw new Error(`round ${round}: ${response.failed.length} hosts failed: ${response.failed[0]?.reason}`);
      const kind = round === 1 ? 'new plans         ' : 'superseding plans ';
      console.log(`round ${round} (${kind}): ${seconds.toFixed(2)} s, ${Math.round(HOSTS / seconds)} plans/s, events seen so far ${h.events.length - eventsBefore}`);
    }
    const active = await h.db.collection('action_plans').countDocuments({ status: 'active' });
    console.log(`active plans at the end: ${active} (expected ${HOSTS})`);
  } finally {
    await h.close();
  }
}

runScript(main);
