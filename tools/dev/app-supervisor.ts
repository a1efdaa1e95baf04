import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One app the launcher runs as its own process. */
export interface SupervisedApp {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** How the supervisor restarts apps and where it reports. */
interface SupervisorOptions {
  /** A launcher line, e.g. "data-cache exited (code 1); restarting in 1 s". */
  log(line: string): void;
  /** One line an app printed on stdout or stderr. */
  output(app: string, line: string): void;
  /** Pause before the first restart after a crash, ms (default 1 s). */
  initialBackoffMs?: number;
  /**
   * Longest pause between restarts, ms (default 8 s). With the defaults a service that keeps crashing is tried again
   * at least every 8 s, so one that was killed once is back well within 30 s (issue "Hardening": a crash heals).
   */
  maxBackoffMs?: number;
  /** A process that ran this long is considered healthy: its next crash starts the backoff again, ms (default 30 s). */
  stableAfterMs?: number;
  /** How long `stop` waits for one app after SIGTERM before SIGKILL, ms (default 15 s). */
  stopTimeoutMs?: number;
}

/** The running apps of the launcher. */
export interface AppSupervisor {
  /** Process id of an app's current process (undefined while it is down). */
  pid(name: string): number | undefined;
  /** How many times an app was started (1 + restarts). */
  starts(name: string): number;
  /**
   * Stops every app in `order` (names not listed go last): no more restarts, SIGTERM, wait for the exit (SIGKILL after
   * stopTimeoutMs), then the next. Safe to call twice; the second call waits for the first.
   */
  stop(order: readonly string[]): Promise<void>;
}

interface AppState {
  app: SupervisedApp;
  child: ChildProcess | undefined;
  starts: number;
  failures: number;
  startedAt: number;
  restartTimer: NodeJS.Timeout | undefined;
}

/**
 * Starts every app as a child process and keeps it running, as the kubelet does in Kubernetes: an app that exits
 * while the launcher is not stopping is started again after an exponential backoff (initialBackoffMs doubling up to
 * maxBackoffMs, reset once a process has run stableAfterMs), and the launcher says so. Each app gets an IPC channel
 * to this process, which an app watches (libs/service-runtime watchParent) to stop when the launcher is gone, even after SIGKILL.
 */
export function superviseApps(apps: readonly SupervisedApp[], options: SupervisorOptions): AppSupervisor {
  const initialBackoffMs = options.initialBackoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const stableAfterMs = options.stableAfterMs ?? 30_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
  const states = new Map<string, AppState>();
  let stopping: Promise<void> | undefined;

  const launch = (state: AppState) => {
    state.restartTimer = undefined;
    const { app } = state;
    // An IPC channel besides the output pipes: when this process ends, however it ends, the channel closes and the app
    // stops itself in its normal order (libs/service-runtime watchParent; docs/decisions/0022-launcher-bound-processes.md).
    const child = spawn(app.command, app.args, { cwd: app.cwd, env: app.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    state.child = child;
    state.starts += 1;
    state.startedAt = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => options.output(app.name, line));
    }
    child.once('error', (error) => options.log(`${app.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (state.child === child) state.child = undefined;
      if (stopping) return;
      state.failures = Date.now() - state.startedAt >= stableAfterMs ? 1 : state.failures + 1;
      const delayMs = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (state.failures - 1));
      const how = signal ? `signal ${signal}` : `code ${code}`;
      options.log(`${app.name} exited (${how}); restarting in ${delayMs < 1_000 ? `${delayMs} ms` : `${delayMs / 1_000} s`} (restart ${state.failures})`);
      state.restartTimer = setTimeout(() => launch(state), delayMs);
    });
  };

  const stopOne = async (state: AppState) => {
    clearTimeout(state.restartTimer);
    const child = state.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), stopTimeoutMs);
    });
    if (await Promise.race([exited.then(() => false), timedOut])) {
      options.log(`${state.app.name} did not stop within ${stopTimeoutMs / 1000} s; killing it`);
      child.kill('SIGKILL');
      await exited;
    }
    clearTimeout(timer);
  };

  for (const app of apps) {
    const state: AppState = { app, child: undefined, starts: 0, failures: 0, startedAt: 0, restartTimer: undefined };
    states.set(app.name, state);
    launch(state);
  }

  return {
    pid: (name) => states.get(name)?.child?.pid,
    starts: (name) => states.get(name)?.starts ?? 0,
    stop(order) {
      stopping ??= (async () => {
        for (const state of states.values()) clearTimeout(state.restartTimer);
        const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
        const ordered = [...states.values()].sort((a, b) => rank(a.app.name) - rank(b.app.name));
        for (const state of ordered) await stopOne(state);
      })();
      return stopping;
    },
  };
}
