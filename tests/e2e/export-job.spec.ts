import ExcelJS from 'exceljs';
import path from 'node:path';
import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/*
 * An export as a job (docs/decisions/0028-jobs.md): an analyst starts a findings export job from the Findings page with
 * its filters, watches its progress bar reach done in place, downloads the file, and finds the job on the Jobs page;
 * chosen as XLSX, the job's file is a workbook.
 */
const FINDINGS_CSV_HEADER =
  'source,host_id,hostname,owner,bu_team,scanner_id,active_host_findings_id,title,severity,cve_ids,kev,first_seen,last_seen,risk_score,risk_rating,host_risk_score,status,fixed_at,change,changed_at';
const browser = useBrowser();

/** The bytes of a stream read to its end. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Signs a new analyst in, opens the Findings page with `query`, starts "Export as job" in `format` and waits until its
 * progress bar reads done, then downloads the job's file (`findings-<YYYY-MM-DD>.<format>`): the page and the file's bytes.
 */
async function exportFindingsAsJob(query: string, format: 'csv' | 'xlsx') {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.goto(`/findings?${query}`);
  await settled(page);

  await page.getByRole('combobox', { name: 'Job format' }).selectOption(format);
  await page.getByRole('button', { name: 'Export as job' }).click();
  await page.getByRole('progressbar', { name: `Progress of Findings export (${format.toUpperCase()})` }).waitFor();
  await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 45_000 });
  const link = page.getByRole('link', { name: new RegExp(`^Download findings-\\d{4}-\\d{2}-\\d{2}\\.${format}$`) });
  await link.waitFor();
  await page.screenshot({ path: path.join(suite.screenshotDir, `findings-export-job-${format}.png`) });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^findings-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
  return { page, bytes: await bytesOf((await download.createReadStream())!) };
}

it('when an analyst exports the filtered findings as a job, then its progress bar reaches done, the file downloads with the CSV header, and the Jobs page lists it', async () => {
  const { page, bytes } = await exportFindingsAsJob('severity=medium', 'csv');
  const [header, ...rows] = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  // The findings export's columns, as a person opening the file reads them (GET /api/findings' fields, in their order).
  expect(header).toBe(FINDINGS_CSV_HEADER);
  expect(rows.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'All jobs' }).click();
  await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
  await settled(page);
  const row = page.getByRole('row', { name: /Findings export \(CSV\)/ });
  await row.getByText('Done', { exact: true }).waitFor();
  await row.getByRole('link', { name: /^Download findings-/ }).waitFor();
  await page.screenshot({ path: path.join(suite.screenshotDir, 'jobs-after-export.png') });
});

it('when an analyst chooses XLSX for the export job, then the job ends done and its download is an XLSX workbook', async () => {
  const { bytes } = await exportFindingsAsJob('severity=medium', 'xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0]!;
  // The same columns as the CSV, as a person opening the workbook reads its first row, and a row per finding below.
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(FINDINGS_CSV_HEADER.split(','));
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect(sheet.getRow(2).getCell(FINDINGS_CSV_HEADER.split(',').indexOf('severity') + 1).value).toBe('medium');
});
