import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The repository root (this file is libs/testing/src/system/app-process.ts). */
export const REPOSITORY_ROOT = path.resolve(__dirname, '../../../..');

/** One built app running as a child process (`node dist/apps/<app>/main.js`). */
export interface AppProcess {
  readonly pid: number | undefined;
  /** The exit code once the process has ended (null while it runs, or when a signal ended it). */
  readonly exitCode: number | null;
  readonly running: boolean;
  /**
   * Sends SIGTERM (when still running), waits for the exit and returns its code. A process still running
   * `killAfterMs` (default 20 s) after SIGTERM is killed with SIGKILL and answers null, so that one stuck app cannot
   * hold a test run past its own timeouts; the log file says so.
   */
  stop(killAfterMs?: number): Promise<number | null>;
}

/** How long `stop` waits after SIGTERM before SIGKILL, ms: well above every app's shutdown grace period. */
const DEFAULT_KILL_AFTER_MS = 20_000;

/**
 * Starts `dist/apps/<app>/main.js` with exactly `env` (and PATH). Every line it writes to stdout or stderr goes to
 * `onLine` and to `logFile` (appended).
 */
export function startAppProcess(app: string, env: Record<string, string>, logFile: string, onLine: (line: string) => void): AppProcess {
  return startNodeProcess(app, ['--enable-source-maps', path.join(REPOSITORY_ROOT, 'dist/apps', app, 'main.js')], env, logFile, onLine);
}

/**
 * Starts `node <args>` in the repository root with exactly `env` (and PATH), logged as startAppProcess does; `app`
 * names it in the log (e.g. libs/embedded-mongo's CLI run with tsx, startMongoProcess).
 */
export function startNodeProcess(app: string, args: readonly string[], env: Record<string, string>, logFile: string, onLine: (line: string) => void): AppProcess {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPOSITORY_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  let open = 2;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => {
      onLine(line);
      log.write(`${line}\n`);
    });
    lines.once('close', () => {
      open -= 1;
      if (open === 0) log.end();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    get pid() {
      return child.pid;
    },
    get exitCode() {
      return child.exitCode;
    },
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    async stop(killAfterMs = DEFAULT_KILL_AFTER_MS) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const killer = setTimeout(() => {
        const line = `[test harness] ${app} still running ${killAfterMs} ms after SIGTERM: SIGKILL`;
        onLine(line);
        if (!log.writableEnded) log.write(`${line}\n`);
        child.kill('SIGKILL');
      }, killAfterMs);
      killer.unref();
      try {
        return await exited;
      } finally {
        clearTimeout(killer);
      }
    },
  };
}
