import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedDataPath, startSystem, type RunningSystem } from '@vmdash/testing';

interface Progress {
  source: string;
  state: 'running' | 'succeeded' | 'failed';
  phase: string;
  files_read: number;
  files_total: number;
  hosts: number;
  findings: number;
  finished_at: string | null;
  snapshot_id: string | null;
}

/** The phases in the order a refresh goes through them (docs/decisions/0028-jobs.md, Refresh progress). */
const PHASES = ['reading_sources', 'scoring', 'storing', 'updating_lifecycle', 'activating', 'done'];
/** Copies of one Nessus export the refresh reads: enough files that reading them takes a while on any machine. */
const FILES = 40;

/*
 * GET /cache/refresh-status while a refresh runs, through the gateway, with two data-cache replicas (the gateway
 * balances the polls over both, so either must know the other's refresh).
 */
describe('refresh progress', () => {
  let system: RunningSystem;
  let sourceDir: string;

  beforeAll(async () => {
    sourceDir = mkdtempSync(path.join(tmpdir(), 'vmdash-refresh-progress-'));
    copyFileSync(sharedDataPath('scans/nessus/nessus_many_vuln.nessus'), path.join(sourceDir, 'start.nessus'));
    system = await startSystem({ apps: ['data-cache', 'action-plan', 'gateway'], dataCacheReplicas: 2, betaSources: path.join(sourceDir, '*.nessus') });
  }, 180_000);
  afterAll(async () => {
    await system?.stop();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  const status = async () =>
    (await system.request('GET', '/cache/refresh-status', undefined, system.token({ scopes: ['cache:refresh'] }))).json() as Promise<{ alpha: Progress | null; beta: Progress | null }>;

  it('when a refresh runs, then the status shows it running through its phases with growing counts, and then the outcome', async () => {
    for (let i = 0; i < FILES; i++) copyFileSync(sharedDataPath('scans/nessus/nessus_with_cwe.nessus'), path.join(sourceDir, `copy-${String(i).padStart(2, '0')}.nessus`));
    const seen: Progress[] = [];
    let refreshing = true;
    const refresh = system.request('POST', '/cache/refresh-beta').finally(() => {
      refreshing = false;
    });
    while (refreshing) {
      const beta = (await status()).beta;
      if (beta?.state === 'running') seen.push(beta);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const report = (await (await refresh).json()) as { snapshot_id: string; assets: number; findings: number };

    expect(seen.length).toBeGreaterThan(1);
    expect(seen.some((progress) => progress.phase === 'reading_sources' && progress.files_read > 0 && progress.files_read < progress.files_total)).toBe(true);
    // Phases only move forward and counts only grow, whichever replica answered.
    for (let i = 1; i < seen.length; i++) {
      expect(PHASES.indexOf(seen[i].phase)).toBeGreaterThanOrEqual(PHASES.indexOf(seen[i - 1].phase));
      expect(seen[i].files_read).toBeGreaterThanOrEqual(seen[i - 1].files_read);
    }
    // files_total is 0 only until the source files are listed.
    expect(seen.every((progress) => progress.files_total === FILES + 1 || (progress.files_total === 0 && progress.files_read === 0))).toBe(true);

    const after = await status();
    expect(after.beta).toMatchObject({
      state: 'succeeded',
      phase: 'done',
      files_read: FILES + 1,
      files_total: FILES + 1,
      hosts: report.assets,
      findings: report.findings,
      snapshot_id: report.snapshot_id,
    });
    expect(after.beta?.finished_at).toEqual(expect.any(String));
    // alpha (the demo dataset here) was built at the first start: it shows that refresh, done.
    expect(after.alpha).toMatchObject({ source: 'alpha', state: 'succeeded', phase: 'done', files_total: 0 });
  });

  it('when a refresh fails on a broken export, then the status says failed with the reason, and the refresh before stays the one serving', async () => {
    const before = (await status()).beta;
    writeFileSync(path.join(sourceDir, 'zz-broken.nessus'), '<NessusClientData_v2><Report name="cut off');
    const refresh = await system.request('POST', '/cache/refresh-beta');
    expect(refresh.status).toBe(409);
    const after = (await status()).beta;
    expect(after).toMatchObject({ state: 'failed', error: expect.stringContaining('zz-broken.nessus'), snapshot_id: null });
    expect(after?.finished_at).toEqual(expect.any(String));
    expect((await (await system.request('GET', '/beta-assets')).json()) as unknown[]).toHaveLength(before?.hosts ?? -1);
  });

  it('when the caller may not refresh, then the status is refused as the refresh routes are', async () => {
    const answer = await system.request('GET', '/cache/refresh-status', undefined, system.token({ scopes: ['data:read'] }));
    expect(answer.status).toBe(403);
  });
});
