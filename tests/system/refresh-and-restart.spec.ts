import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedDataPath, startSystem, type RunningSystem } from '@vmdash/testing';

interface Host {
  host_id: number;
  ip_address: string | null;
}

/**
 * Refresh while readers read, a refresh from a broken file, and a data-cache restart, through the gateway.
 * The beta source folder starts with one export (7 hosts, 296 findings); two more files (2 hosts, 8 findings) are
 * added before the refresh, so every answer must be wholly the old snapshot or wholly the new one.
 */
describe('cache refresh and service restarts', () => {
  let system: RunningSystem;
  let sourceDir: string;

  beforeAll(async () => {
    sourceDir = mkdtempSync(path.join(tmpdir(), 'vmdash-beta-sources-'));
    copyFileSync(sharedDataPath('scans/nessus/nessus_v_unknown.nessus'), path.join(sourceDir, 'a.nessus'));
    system = await startSystem({ betaSources: path.join(sourceDir, '*.nessus'), inventory: sharedDataPath('inventory/asset-inventory.csv') });
  });
  afterAll(async () => {
    await system?.stop();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  const hosts = async (): Promise<Host[]> => (await system.request('GET', '/beta-assets')).json() as Promise<Host[]>;

  it('when a refresh runs during reads, then every reader sees the old or the new snapshot, never an empty or mixed one', async () => {
    const before = await hosts();
    expect(before).toHaveLength(7);
    copyFileSync(sharedDataPath('scans/nessus/nessus_many_vuln.nessus'), path.join(sourceDir, 'b.nessus'));
    copyFileSync(sharedDataPath('scans/nessus/nessus_with_cwe.nessus'), path.join(sourceDir, 'c.nessus'));

    const allIds = Array.from({ length: 12 }, (_, i) => i + 1);
    const seen: string[] = [];
    let refreshing = true;
    const reader = async () => {
      while (refreshing) {
        const [listed, findings] = await Promise.all([hosts(), system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: allIds }).then((r) => r.json() as Promise<unknown[]>)]);
        seen.push(`${listed.length}`, `f${findings.length}`);
      }
    };
    const readers = Promise.all([reader(), reader(), reader()]);
    let refresh: Response;
    try {
      refresh = await system.request('POST', '/cache/refresh-beta');
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      // The readers stop whatever the refresh answered (or threw), so none outlives this test.
      refreshing = false;
      await readers;
    }

    expect(refresh.status).toBe(200);
    expect(await refresh.json()).toMatchObject({ assets: 9, findings: 304 });
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.filter((answer) => !['7', '9', 'f296', 'f304'].includes(answer))).toEqual([]);
    const after = await hosts();
    expect(after).toHaveLength(9);
    // The hosts of the first file kept their ids.
    for (const host of before) expect(after).toContainEqual(expect.objectContaining({ host_id: host.host_id, ip_address: host.ip_address }));
  });

  it('when a source file is broken, then the refresh answers 409 naming it and the previous snapshot keeps serving', async () => {
    const before = await hosts();
    const broken = path.join(sourceDir, 'z-broken.nessus');
    writeFileSync(broken, '<?xml version="1.0"?>\n<NessusClientData_v2><Report name="r"><ReportHost name="10.9.9.9"><HostProperties>');
    try {
      const response = await system.request('POST', '/cache/refresh-beta');
      expect(response.status).toBe(409);
      expect(((await response.json()) as { detail: string }).detail).toContain('z-broken.nessus');
      expect(await hosts()).toEqual(before);
    } finally {
      rmSync(broken);
    }
  });

  it('when data-cache restarts, then health reports it while it is down and it serves the same data after', async () => {
    const before = await hosts();
    expect(await system.stopApp('data-cache')).toBe(0);
    const health = await system.request('GET', '/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { dependencies: Record<string, string> }).dependencies['data-cache']).not.toBe('SERVING');
    expect((await system.request('GET', '/beta-assets')).status).toBe(503);
    await system.startApp('data-cache');
    await system.waitHealthy();
    expect(await hosts()).toEqual(before);
  });
});
