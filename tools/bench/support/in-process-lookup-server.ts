/**
 * The in-process side of the Data API benchmark: one process holds the beta read model of the same generated dataset
 * and answers GET /beta-vulnerabilities-by-host/{id} itself over HTTP (no gateway hop, no gRPC), with the same JSON
 * from the same lookup (BetaReadModel.findingsJsonOf).
 * Prints "listening <port>" when ready. Benchmark support only.
 *   npx tsx tools/bench/support/in-process-lookup-server.ts --hosts 100000 --findings-per-host 20
 */
import { Command } from 'commander';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateDemoBetaSnapshot } from '../../../apps/data-cache/src/demo-data/demo-beta.generator';
import { BetaReadModel } from '../../../apps/data-cache/src/read-model/beta-read-model';

const options = new Command().option('--hosts <n>', 'beta hosts', '100000').option('--findings-per-host <n>', 'findings per host', '20').parse().opts<{ hosts: string; findingsPerHost: string }>();
const model = BetaReadModel.of('bench', generateDemoBetaSnapshot({ hosts: Number(options.hosts), findingsPerHost: Number(options.findingsPerHost), seed: 1 }));
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');
const route = /^\/beta-vulnerabilities-by-host\/(\d+)$/;

const server = createServer((request, response) => {
  const match = route.exec(request.url ?? '');
  const findings = match ? model.findingsJsonOf(Number(match[1])) : undefined;
  response.statusCode = findings ? 200 : 404;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(findings ? Buffer.concat([OPEN, findings.records, CLOSE]) : JSON.stringify({ detail: 'Host not found' }));
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
// A profiled run (support/cpu-profile.cjs) writes its profile at exit, which SIGTERM's default skips.
process.once('SIGTERM', () => process.exit(0));
