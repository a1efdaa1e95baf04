/**
 * Records the exact bytes of the beta findings answers on the real exports, to compare two builds (docs/benchmarks.md,
 * "Gateway path": answers byte for byte equal before and after). Not a test: it prints a summary.
 *   npx tsx tools/bench/compare-answers.ts --out /tmp/answers-after.json [--against /tmp/answers-before.json]
 * Build the apps first. The system (data-cache, action-plan, gateway) runs on every Nessus export of the shared data
 * with the inventory and the KEV catalog; for every host it records GET /beta-vulnerabilities-by-host/{id}, and
 * POST /beta-vulnerabilities-by-host for every host at once, each as its status, content type and SHA-256 of the body.
 * With --against it prints each answer that differs from the earlier file and exits 1 when one does. With --without it
 * leaves the named fields out of every record of a 200 answer first (the body re-encoded by JSON.stringify, which
 * writes the records' other fields in their order and spelling), so an additive change compares equal on the rest.
 */
import { Command } from 'commander';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { sharedDataPath, startSystem } from '@vmdash/testing';
import { runScript } from './support/run-script';

const options = new Command()
  .requiredOption('--out <file>', 'where to write the answers')
  .option('--against <file>', 'answers of another build to compare with')
  .option('--without <fields>', 'comma-separated record fields to leave out before comparing (fields a change added)')
  .parse()
  .opts<{ out: string; against?: string; without?: string }>();
const without = (options.without ?? '').split(',').filter((field) => field !== '');

/** The body with the `without` fields left out of each record of a JSON array (the body as it is otherwise). */
function comparable(body: Buffer, status: number): Buffer {
  if (without.length === 0 || status !== 200) return body;
  const records = JSON.parse(body.toString('utf8')) as Record<string, unknown>[];
  return Buffer.from(JSON.stringify(records.map((record) => Object.fromEntries(Object.entries(record).filter(([field]) => !without.includes(field))))));
}

/** Status, content type and SHA-256 of one answer. */
async function fingerprint(response: Response): Promise<string> {
  const body = comparable(Buffer.from(await response.arrayBuffer()), response.status);
  return `${response.status} ${response.headers.get('content-type')} ${body.length} ${createHash('sha256').update(body).digest('hex')}`;
}

async function main(): Promise<number> {
  const system = await startSystem({
    apps: ['data-cache', 'action-plan', 'gateway'],
    betaSources: sharedDataPath('scans/nessus/*.nessus'),
    inventory: sharedDataPath('inventory/asset-inventory.csv'),
    kev: sharedDataPath('kev/known_exploited_vulnerabilities.json'),
    logLevel: 'warn',
    // As the benches: on a loaded machine the three apps take minutes to start, past the test harness's 60 s default.
    startTimeoutMs: 15 * 60_000,
  });
  const answers: Record<string, string> = {};
  try {
    const hosts = ((await (await system.request('GET', '/beta-assets')).json()) as { host_id: number }[]).map((host) => host.host_id);
    for (const hostId of [...hosts, 999_999]) answers[`GET /beta-vulnerabilities-by-host/${hostId}`] = await fingerprint(await system.request('GET', `/beta-vulnerabilities-by-host/${hostId}`));
    answers['POST /beta-vulnerabilities-by-host (every host and an unknown one)'] = await fingerprint(await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: [...hosts, 999_999] }));
    answers['POST /beta-vulnerabilities-by-host (none)'] = await fingerprint(await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: [] }));
  } finally {
    await system.stop();
  }
  writeFileSync(options.out, `${JSON.stringify(answers, null, 1)}\n`);
  console.log(`${Object.keys(answers).length} answers written to ${options.out}`);
  if (!options.against) return 0;
  const earlier = JSON.parse(readFileSync(options.against, 'utf8')) as Record<string, string>;
  const keys = new Set([...Object.keys(earlier), ...Object.keys(answers)]);
  const differing = [...keys].filter((key) => earlier[key] !== answers[key]);
  for (const key of differing) console.log(`differs: ${key}\n  before: ${earlier[key]}\n  now:    ${answers[key]}`);
  console.log(`${keys.size - differing.length} of ${keys.size} answers byte for byte equal to ${options.against}`);
  return differing.length === 0 ? 0 : 1;
}

runScript(main);
