import path from 'node:path';
import { createUser } from './support/api';
import { useBrowser } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/*
 * An export as a job (docs/decisions/0028-jobs.md): an analyst starts a findings export job from the Findings page with
 * its filters, watches its progress bar reach done in place, downloads the file, and finds the job on the Jobs page.
 */
const FINDINGS_CSV_HEADER =
  'source,host_id,hostname,owner,bu_team,scanner_id,active_host_findings_id,title,severity,cve_ids,kev,first_seen,last_seen,risk_score,risk_rating,host_risk_score,status,fixed_at,change,changed_at';
const browser = useBrowser();

/** The text of a stream read to its end. */
async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

it('when an analyst exports the filtered findings as a job, then its progress bar reaches done, the file downloads with the CSV header, and the Jobs page lists it', async () => {
  const analyst = await createUser('Standard_User');
  const { page } = await browser.open();
  await signIn(page, analyst);
  await page.goto('/findings?severity=medium');
  await settled(page);

  await page.getByRole('button', { name: 'Export as job' }).click();
  const bar = page.getByRole('progressbar', { name: 'Progress of Findings export (CSV)' });
  await bar.waitFor();
  await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 45_000 });
  const link = page.getByRole('link', { name: /^Download findings-\d{4}-\d{2}-\d{2}\.csv$/ });
  await link.waitFor();
  await page.screenshot({ path: path.join(suite.screenshotDir, 'findings-export-job.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^findings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await textOf((await download.createReadStream())!);
  const [header, ...rows] = csv
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
