import { hardStopMsOf } from '@vmdash/config';
import { eventually } from '@vmdash/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isPortOpen } from './local-server';

/** What the launcher of test/launcher.fixture.ts started: each process id by name, and its embedded MongoDB's port. */
interface Started {
  pids: Record<string, number>;
  mongoPort: number;
}

/** Whether a process still runs: it exists and is not a zombie (an orphan of a killed launcher may wait unreaped). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The launcher's first stdout line (the JSON of Started), or its exit first. */
function startedOf(launcher: ChildProcess): Promise<Started> {
  return new Promise((resolve, reject) => {
    createInterface({ input: launcher.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Started));
    launcher.once('exit', (code) => reject(new Error(`the launcher exited (${code}) before its apps were up`)));
  });
}

describe("the apps of npm start's launcher", () => {
  let dir: string;
  let started: Started | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vmdash-launcher-'));
  });
  afterAll(() => {
    // Whatever a failed test left running.
    for (const pid of Object.values(started?.pids ?? {})) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('when the launcher is killed (SIGKILL), then within the hard-stop time no app or simulator it started runs, each app stopped in its order, and its embedded MongoDB is gone', async () => {
    const marker = path.join(dir, 'stopped');
    const launcher = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'test/launcher.fixture.ts')], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, STOP_MARKER_FILE: marker },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started = await startedOf(launcher);
    const pids = Object.values(started.pids);
    expect(pids).toHaveLength(4);
    expect(pids.filter(isRunning)).toEqual(pids);
    expect(await isPortOpen('127.0.0.1', started.mongoPort)).toBe(true);

    launcher.kill('SIGKILL');
    // The fixture's apps drain 0 ms and grant 1 s of grace: their hard stop (runServiceMain) ends them by then at the latest.
    await eventually(
      () => pids.filter(isRunning),
      (running) => running.length === 0,
      { timeoutMs: hardStopMsOf({ SHUTDOWN_DRAIN_DELAY_MS: 0, SHUTDOWN_GRACE_MS: 1_000 }) },
    );
    expect(readFileSync(marker, 'utf8')).toBe('stopped\nstopped\n');
    expect(await isPortOpen('127.0.0.1', started.mongoPort)).toBe(false);
  }, 120_000);
});
