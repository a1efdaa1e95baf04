import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sharedDataPath, startSystem, type RunningSystem } from '@vmdash/testing';

/** One answer of GET /beta-assets while data-cache restarts: its status, Retry-After, and the hosts' addresses of a 200. */
interface Seen {
  status: number;
  retryAfter: string | null;
  hosts?: string[];
}

/**
 * A restart of data-cache on other sources than its stored snapshot was built from (docs/decisions/0004, "Sources of
 * a snapshot"): the generated demo dataset first, then one Nessus export on the same database, as `npm start` without
 * and then with BETA_SOURCES on the same `.data/`.
 */
describe('data-cache restarted on other sources', () => {
  let system: RunningSystem;
  let sourceDir: string;

  beforeAll(async () => {
    sourceDir = mkdtempSync(path.join(tmpdir(), 'vmdash-other-sources-'));
    copyFileSync(sharedDataPath('scans/nessus/nessus_v_unknown.nessus'), path.join(sourceDir, 'a.nessus'));
    system = await startSystem({ apps: ['data-cache'] });
  });
  afterAll(async () => {
    await system?.stop();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  const read = async (): Promise<Seen> => {
    const answer = await system.request('GET', '/beta-assets');
    const seen: Seen = { status: answer.status, retryAfter: answer.headers.get('retry-after') };
    if (answer.status === 200) seen.hosts = ((await answer.json()) as { ip_address: string | null }[]).map((host) => String(host.ip_address)).sort();
    else await answer.arrayBuffer();
    return seen;
  };

  it('when it restarts with BETA_SOURCES, then from the first answer on the gateway answers 503 with Retry-After or the exports, never the demo hosts', async () => {
    const demo = await read();
    expect(demo.status).toBe(200);
    expect(demo.hosts).toHaveLength(50);

    expect(await system.stopApp('data-cache')).toBe(0);
    const seen: Seen[] = [];
    let restarted = false;
    const poll = async () => {
      // Every answer from the moment data-cache is gone until one after it serves again (bounded by the restart's own wait).
      while (!restarted) {
        seen.push(await read());
        await sleep(50);
      }
      seen.push(await read());
    };
    const polling = poll();
    try {
      await system.startApp('data-cache', { BETA_SOURCES: path.join(sourceDir, '*.nessus'), ASSET_INVENTORY: sharedDataPath('inventory/asset-inventory.csv') });
    } finally {
      restarted = true;
      await polling;
    }

    const exports = seen[seen.length - 1];
    expect(exports.status).toBe(200);
    expect(exports.hosts).toHaveLength(7);
    expect(seen.filter((answer) => answer.status === 200 && JSON.stringify(answer.hosts) !== JSON.stringify(exports.hosts))).toEqual([]);
    expect(seen.filter((answer) => answer.status !== 200 && (answer.status !== 503 || answer.retryAfter !== '5'))).toEqual([]);
  });
});
