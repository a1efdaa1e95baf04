/**
 * Benchmark of the compliance VCL bulk commit (docs/decisions/0014: at least 2,000 hosts per second; not a test, results go to
 * docs/benchmarks.md).
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/compliance-bulk-commit.bench.ts [--hosts 10000]
 *
 * Starts the real dashboard service in this process on the embedded MongoDB and the real NATS (NATS_URL, default
 * nats://127.0.0.1:4222), with a fake data-cache that holds `--hosts` beta hosts with one overdue KEV finding each, and
 * calls it through a real gRPC client with a signed internal token. First the items are computed (one recompute of
 * every host), then three bulk commits of every host: new values (one history entry per field and host), the same
 * values again (nothing changes), other values. Times are measured from the client and include the reads, the two
 * bulk writes (items, history) and the audit event.
 */
import { loadavg } from 'node:os';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import { loadVmdashProtos, type BulkCommitComplianceResponse__Output, type ComplianceItemPage__Output } from '@vmdash/proto';
import { createDashboardHarness } from '../../apps/dashboard/test/support/dashboard-harness';
import { createFakeActivePlans, startFakeComplianceDataCache } from '../../apps/dashboard/test/support/fake-compliance';
import { runScript } from './support/run-script';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const HOSTS = arg('--hosts', 10_000);

async function main(): Promise<void> {
  const h = await createDashboardHarness();
  const dataCache = await startFakeComplianceDataCache(h.environment.keys.publicKeyPem);
  dataCache.hosts = Array.from({ length: HOSTS }, (_v, i) => ({
    source: 'beta',
    host_id: i + 1,
    hostname: `bench-${i + 1}.example.test`,
    owner: 'bench-owner',
    bu_team: 'bench-team',
    findings: [{ finding_key: '10001', active_host_findings_id: i + 1, severity: 'high', first_seen: '2024-01-01T00:00:00.000Z', kev_due_date: '2024-02-01' }],
  }));
  const started = await h.start({ DATA_CACHE_ADDR: dataCache.address }, { activePlans: createFakeActivePlans() });
  const client = createGrpcClient(loadVmdashProtos().DashboardComplianceService, `127.0.0.1:${started.port}`, { deadlineMs: 120_000 });
  const caller: CallerIdentity = { subject: 'bench-user', scopes: ['dashboard'], group: 'Standard_User', teams: ['bench-team'] };
  const call = <Res>(method: 'ListComplianceItems' | 'BulkCommitCompliance', request: object) => {
    return h.as(caller, () => unaryCall(client, method as UnaryRpc<typeof client>, request as never)) as Promise<Res>;
  };
  const timed = async <T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> => {
    const begin = process.hrtime.bigint();
    const result = await run();
    return { result, seconds: Number(process.hrtime.bigint() - begin) / 1e9 };
  };
  const rows: string[][] = [];
  try {
    const recompute = await timed(() => call<ComplianceItemPage__Output>('ListComplianceItems', { page: 1, page_size: 1 }));
    rows.push(['recompute (first read)', String(HOSTS), recompute.seconds.toFixed(2), String(Math.round(HOSTS / recompute.seconds)), `${recompute.result.total} items`]);
    const commit = (date: string, plan: string) =>
      call<BulkCommitComplianceResponse__Output>('BulkCommitCompliance', {
        hosts: dataCache.hosts.map((host) => ({ hostname: host.hostname, change: { resolution_date: date, remediation_plan: plan, metric_ids: [] } })),
        change_reason: 'benchmark',
        client_address: '',
      });
    for (const [label, date, plan] of [
      ['bulk commit, new values', '2027-01-31', 'patch in January'],
      ['bulk commit, same values', '2027-01-31', 'patch in January'],
      ['bulk commit, other values', '2027-02-28', 'patch in February'],
    ] as const) {
      const { result, seconds } = await timed(() => commit(date, plan));
      rows.push([label, String(HOSTS), seconds.toFixed(2), String(Math.round(HOSTS / seconds)), `committed ${result.committed}, unchanged ${result.unchanged}, refused ${result.refused.length}`]);
    }
  } finally {
    client.close();
    await h.close();
    await dataCache.stop();
  }
  const [one, five] = loadavg();
  console.log(`compliance bulk commit: ${HOSTS} hosts, node ${process.version}, load average ${one.toFixed(2)} (1 min) ${five.toFixed(2)} (5 min)`);
  const header = ['step', 'hosts', 'seconds', 'hosts/s', 'answer'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

runScript(main);
