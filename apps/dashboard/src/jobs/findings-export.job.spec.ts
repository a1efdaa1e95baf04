import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { JobProgress, JobRunContext, StoredJob } from '@vmdash/jobs';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { DashboardFinding, FindingFilter, FindingOrder } from '../findings/finding';
import { findingsExportJob, FINDINGS_EXPORT_JOB } from './findings-export.job';

function finding(n: number): DashboardFinding {
  return {
    source: 'beta',
    host_id: 100 + (n % 7),
    hostname: `host-${n % 7}`,
    owner: 'ops',
    bu_team: 'red',
    scanner_id: String(n),
    active_host_findings_id: n,
    title: n === 3 ? '=HYPERLINK("http://evil")' : `Finding ${n}`,
    severity: 'high',
    cve_ids: [`CVE-2026-${n}`],
    kev: n % 2 === 0,
    first_seen: '2026-01-01',
    last_seen: null,
    team: 'red',
    risk_score: 500,
    risk_rating: 'high',
    risk_factors: null,
    host_risk_score: 700,
    host_risk_total: 9000,
    status: 'open',
    fixed_at: null,
    change: null,
    changed_at: null,
  };
}

const FINDINGS = Array.from({ length: 2_500 }, (_, n) => finding(n));

/** The findings source: pages of 1000 of FINDINGS, recording what it was asked for. */
function source() {
  const asked: { teams: readonly string[] | null; filter: FindingFilter; order: FindingOrder }[] = [];
  return {
    asked,
    async *exportAll(caller: { teams: readonly string[] | null }, filter: FindingFilter, order: FindingOrder, onTotal?: (total: number) => void) {
      asked.push({ teams: caller.teams, filter, order });
      onTotal?.(FINDINGS.length);
      for (let start = 0; start < FINDINGS.length; start += 1_000) yield FINDINGS.slice(start, start + 1_000);
    },
  };
}

/** A run context whose result file is collected in memory. */
function contextOf(params: Record<string, unknown>, signal = new AbortController().signal) {
  const progress: Partial<JobProgress>[] = [];
  const output = new PassThrough();
  const bytes = buffer(output);
  const job = { id: 'job-1', kind: FINDINGS_EXPORT_JOB, params, run_as: { teams: ['red'] }, created_at: new Date('2026-11-27T05:00:00Z') } as unknown as StoredJob;
  const context: JobRunContext = {
    job,
    signal,
    progress: (update) => progress.push(update),
    createResultFile: (name, type) => ({
      stream: output,
      done: bytes.then((content) => ({ file_id: 'f', name, type, size: content.length, sha256: '' })),
      discard: async () => undefined,
    }),
    saveCheckpoint: async () => undefined,
  };
  return { context, progress, bytes };
}

describe('the findings export job', () => {
  const params = { format: 'csv', filter: { severity: 'high' }, order: 'FINDING_SORT_RISK_DESC' };

  it('when it runs as CSV, then the file holds every finding of the owner scope and filters, formula cells neutralised, and progress counts them', async () => {
    const findings = source();
    const { context, progress, bytes } = contextOf(params);
    const outcome = await findingsExportJob(findings).run(context);
    expect(findings.asked).toEqual([{ teams: ['red'], filter: { severity: 'high' }, order: 'FINDING_SORT_RISK_DESC' }]);
    const rows = parse((await bytes).toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(FINDINGS.length);
    expect(rows.map((row) => row.active_host_findings_id)).toEqual(FINDINGS.map((row) => String(row.active_host_findings_id)));
    expect(rows[3].title).toBe('\'=HYPERLINK("http://evil")');
    expect(outcome).toMatchObject({ file: { name: 'findings-2026-11-27.csv', type: 'text/csv; charset=utf-8' }, counts: { rows: FINDINGS.length } });
    expect(progress).toContainEqual({ total: FINDINGS.length });
    expect(progress.filter((update) => update.done !== undefined).map((update) => update.done)).toEqual([1_000, 2_000, 2_500]);
  });

  it('when it runs as XLSX, then the workbook holds a header row and every finding', async () => {
    const { context, bytes } = contextOf({ ...params, format: 'xlsx' });
    await findingsExportJob(source()).run(context);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(FINDINGS.length + 1);
  });

  it('when it is cancelled, then it stops without completing the file', async () => {
    const cancel = new AbortController();
    cancel.abort('cancelled');
    const { context } = contextOf(params, cancel.signal);
    await expect(findingsExportJob(source()).run(context)).rejects.toBe('cancelled');
  });

  it('when its parameters are not an export, then it fails with the reason', async () => {
    const { context } = contextOf({ ...params, format: 'pdf' });
    await expect(findingsExportJob(source()).run(context)).rejects.toThrow(/format/);
  });
});
