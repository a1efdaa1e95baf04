import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { hardStopMsOf } from '@vmdash/config';
import { eventually, freePort } from '@vmdash/testing';

const ROOT = path.resolve(__dirname, '../../..');
const SHUTDOWN = { SHUTDOWN_DRAIN_DELAY_MS: 0, SHUTDOWN_GRACE_MS: 1_000 };

/**
 * Starts the fixture service through the real shell with a stdout pipe nobody reads (its reader went away or fell
 * behind): the pipe fills after a few dozen log lines. stderr is read, for the failure message.
 */
async function startUnread(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/chatty-service.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_DELAY_MS: String(SHUTDOWN.SHUTDOWN_DRAIN_DELAY_MS), SHUTDOWN_GRACE_MS: String(SHUTDOWN.SHUTDOWN_GRACE_MS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pause();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const get = () => fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
  await eventually(
    () =>
      get().then(
        (answer) => answer.ok,
        () => false,
      ),
    Boolean,
    { timeoutMs: 30_000 },
  );
  return { child, exited, get, stderr: () => stderr };
}

/** The exit of `exited`, or "still running" when it has not come within the hard-stop time. */
function exitWithinHardStop(exited: Promise<[number | null, NodeJS.Signals | null]>) {
  return Promise.race([exited.then(([code]) => ({ code })), new Promise<string>((resolve) => setTimeout(() => resolve('still running'), hardStopMsOf(SHUTDOWN)).unref())]);
}

describe('a service whose stdout nobody reads (the shell, libs/observability log destination)', () => {
  it('when every request writes a large log line, then it still answers every request, and SIGTERM stops it with code 0 within the hard-stop time', async () => {
    const service = await startUnread();
    try {
      // 300 lines of 16 KB: many times what a pipe holds.
      for (let i = 0; i < 300; i++) expect((await service.get()).status).toBe(200);
      service.child.kill('SIGTERM');
      expect(await exitWithinHardStop(service.exited)).toEqual({ code: 0 });
    } finally {
      service.child.kill('SIGKILL');
    }
  });

  it('when its stop hangs, then the hard stop ends it with code 1 within the hard-stop time, whatever its logging does', async () => {
    const service = await startUnread({ STOP_HANGS: '1' });
    try {
      for (let i = 0; i < 100; i++) expect((await service.get()).status).toBe(200);
      service.child.kill('SIGTERM');
      expect(await exitWithinHardStop(service.exited)).toEqual({ code: 1 });
    } finally {
      service.child.kill('SIGKILL');
    }
  });
});
