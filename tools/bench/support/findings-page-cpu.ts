/**
 * CPU per findings page of data-cache's own handler, in one process (docs/benchmarks.md, "Dashboard reads at 2,000,000
 * findings"; decision 0031). Benchmark support only: it prints a table and a hash of every answer, asserts nothing.
 *   npx tsx tools/bench/support/findings-page-cpu.ts [--root <checkout>] [--hosts 25000] [--repeat 2]
 * Run from the checkout given as --root (its tsconfig resolves the libraries), so two checkouts measure the same code
 * path side by side: `cd <checkout> && npx tsx <this file> --root <checkout>`. QueryBetaFindings (rows as JSON, as the
 * dashboard asks them) on the generated demo (beta hosts x 20 findings and the alpha demo, no history), for the
 * dashboard-reads bench's filters and sorts, first page and page 2001 of 200 rows, each asked by the bench's eight scopes
 * (every team, each demo team, the first twice) `--repeat` times, the recent-query cache as in data-cache. Printed per
 * read: CPU ms per query (process.cpuUsage), and one SHA-256 of every answer's total and JSON rows.
 */
import { Command } from 'commander';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';

const options = new Command()
  .option('--root <dir>', 'the checkout whose data-cache is measured', process.cwd())
  .option('--hosts <n>', 'beta hosts', '25000')
  .option('--repeat <n>', 'times each scope asks each read', '2')
  .parse()
  .opts<{ root: string; hosts: string; repeat: string }>();

const TEAMS = ['retail-banking', 'corporate-it', 'infrastructure', 'markets', 'digital-channels', 'governance'];
const FILTERS: Record<string, Record<string, unknown>> = {
  'no filter': {},
  'severity=critical': { severity: 'critical' },
  'kev=true': { kev: true },
  'owner=network-ops': { owner: 'network-ops' },
  'bu_team=markets': { bu_team: 'markets' },
  'q=openssl': { text: 'openssl' },
  'hostname=db-prod': { hostname: 'db-prod' },
  'source=alpha': { source: 'alpha' },
  'source=beta': { source: 'beta' },
  'status=reopened': { statuses: ['reopened'] },
  'risk_rating=high': { risk_rating: 'high' },
};
const SORTS: Record<string, string> = {
  risk: 'FINDING_SORT_RISK_ASC',
  '-severity': 'FINDING_SORT_SEVERITY_DESC',
  severity: 'FINDING_SORT_SEVERITY_ASC',
  '-first_seen': 'FINDING_SORT_FIRST_SEEN_DESC',
  first_seen: 'FINDING_SORT_FIRST_SEEN_ASC',
};

async function main(): Promise<void> {
  const src = (file: string) => import(path.join(options.root, 'apps/data-cache/src', file));
  const [{ findingQueryHandlers }, { BetaReadModel }, { AlphaReadModel }, { alphaSnapshotSource, betaSnapshotSource }, { DEFAULT_RISK_SETTINGS }] = await Promise.all([
    src('dashboard-findings/finding-query.handlers.ts'),
    src('read-model/beta-read-model.ts'),
    src('read-model/alpha-read-model.ts'),
    src('refresh/snapshot-source.ts'),
    src('risk/risk-settings.ts'),
  ]);
  const config = { riskSettings: DEFAULT_RISK_SETTINGS, demoHistoryWeeks: 0 };
  const beta = BetaReadModel.of('bench', (await betaSnapshotSource({ ...config, demo: { hosts: Number(options.hosts), findingsPerHost: 20 } }).build(null)).snapshot);
  const alpha = new AlphaReadModel('bench', (await alphaSnapshotSource(config).build(null)).snapshot);
  const none = { alpha: new Set<string>(), beta: new Set<number>() };
  const cache = (model: unknown) => ({ require: () => model, current: model });
  const handlers = findingQueryHandlers(
    { alpha: cache(alpha), beta: cache(beta) },
    { reopenedFindings: async () => none, fixedFindings: () => [], transitionsBetween: () => [], recordsOf: async () => new Map() },
  );
  const scopes: (string[] | null)[] = [null, ...TEAMS.map((team) => [team]), [TEAMS[0]]];
  const ask = (teams: string[] | null, fields: Record<string, unknown>, sort: string, page: number) =>
    handlers.QueryBetaFindings(
      { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: teams === null, teams: teams ?? [], statuses: [], changes: [], sort, page, page_size: 200, rows_as_json: true, ...fields },
      {},
    );
  await ask(null, {}, 'FINDING_SORT_RISK_DESC', 1);
  const hash = createHash('sha256');
  console.log(`root ${options.root}, ${beta.findingCount + alpha.findingCount} findings, load average ${loadavg()[0].toFixed(1)}`);
  console.log('| read (8 scopes) | CPU ms per query |');
  const reads: [string, Record<string, unknown>, string][] = [
    ...Object.entries(FILTERS).map(([label, fields]): [string, Record<string, unknown>, string] => [label, fields, 'FINDING_SORT_RISK_DESC']),
    ...Object.entries(SORTS).map(([label, sort]): [string, Record<string, unknown>, string] => [`sort=${label}`, {}, sort]),
  ];
  for (const [label, fields, sort] of reads) {
    for (const page of [1, 2001]) {
      const before = process.cpuUsage();
      let queries = 0;
      for (let round = 0; round < Number(options.repeat); round++) {
        for (const teams of scopes) {
          const answer = await ask(teams, fields, sort, page);
          queries += 1;
          hash.update(`${label}|${page}|${answer.total}|`);
          for (const row of answer.json_items) hash.update(row.json).update(`|${row.split}|`);
        }
      }
      const used = process.cpuUsage(before);
      console.log(`| ${label}, ${page === 1 ? 'first page' : `page ${page}`} | ${((used.user + used.system) / 1000 / queries).toFixed(2)} |`);
    }
  }
  console.log(`answers SHA-256 ${hash.digest('hex')}, load average ${loadavg()[0].toFixed(1)}`);
}

void main();
