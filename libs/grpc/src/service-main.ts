import { ConfigError, loadConfig } from '@vmdash/config';
import { createLogger, type Logger } from '@vmdash/observability';
import type { z } from 'zod';
import { watchParent } from './parent-watch';

/** Time left after the drain delay and the grace period before a stop that hangs is cut short, ms. */
export const HARD_STOP_MARGIN_MS = 5_000;

/** The settings every app's configuration carries (libs/config commonEnvSchema). */
interface MainSettings {
  LOG_LEVEL: string;
  /** Pause between reporting not-ready and closing the listener on shutdown, ms. */
  SHUTDOWN_DRAIN_DELAY_MS: number;
  /** How long in-flight calls may finish once the listener closes, ms. */
  SHUTDOWN_GRACE_MS: number;
}

/** A built app: `start` serves and resolves with what the ready line reports (its port, its URLs); `stop` drains. */
export interface MainService {
  start(): Promise<Record<string, unknown>>;
  /** The one shutdown order (not ready, drain delay, stop taking calls, grace period, dependencies); idempotent. */
  stop(): Promise<void>;
}

/** What an app's main.ts hands runServiceMain. */
interface ServiceShell<C extends MainSettings> {
  /** App name, e.g. "data-cache": the logs' service name and the prefix of a start-up error line. */
  name: string;
  /** The app's environment schema (its src/config.ts), built on libs/config commonEnvSchema. */
  schema: z.ZodType<C>;
  /** Builds the app from its configuration (reading key files and the like); nothing serves before `start`. */
  build(config: C, logger: Logger): MainService | Promise<MainService>;
}

/** The process as runServiceMain uses it (tests pass their own). */
export interface MainProcess {
  env: NodeJS.ProcessEnv;
  /** Writes one line to stderr. */
  writeError(line: string): void;
  exit(code: number): void;
  /** Calls `handler` on every `signal` (so a repeated signal does not end the process by Node's default action). */
  onSignal(signal: NodeJS.Signals, handler: () => void): void;
  /** Calls `handler` once when the launcher that started the process goes away (parent-watch.ts); absent: never. */
  onParentGone?(handler: () => void): void;
}

const realProcess: MainProcess = {
  env: process.env,
  writeError: (line) => void process.stderr.write(`${line}\n`),
  exit: (code) => process.exit(code),
  onSignal: (signal, handler) => void process.on(signal, handler),
  onParentGone: (handler) => void watchParent(handler),
};

/**
 * The shell of every app's main.ts (docs/architecture.md, The service skeleton): parse the configuration, build,
 * start, log "<name> ready", and on SIGTERM or SIGINT, or when the launcher that started it goes away, stop once and
 * exit 0. Configuration and start-up problems end
 * the process with one line on stderr (the ConfigError's list of variables, or "<name>: <message>") and exit code 1,
 * never a stack trace. A stop that throws exits 1; one still running SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS +
 * HARD_STOP_MARGIN_MS after the signal exits 1 (Kubernetes' terminationGracePeriodSeconds covers that sum). A second
 * signal while stopping is ignored: the orchestrator's SIGKILL ends a stop that hangs.
 * @returns once the app is serving, or once the process has been told to exit
 */
export async function runServiceMain<C extends MainSettings>(shell: ServiceShell<C>, host: MainProcess = realProcess): Promise<void> {
  let logger: Logger | undefined;
  let service: MainService;
  let config: C;
  try {
    config = loadConfig(shell.name, shell.schema, host.env);
    logger = createLogger(shell.name, config.LOG_LEVEL);
    service = await shell.build(config, logger);
    const ready = await service.start();
    logger.info(ready, `${shell.name} ready`);
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : `${shell.name}: ${error instanceof Error ? error.message : String(error)}`;
    logger?.flush();
    host.writeError(message.replace(/\s*\n\s*/g, ' '));
    host.exit(1);
    return;
  }
  const log = logger;
  const hardTimeoutMs = config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_GRACE_MS + HARD_STOP_MARGIN_MS;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ hardTimeoutMs }, 'shutdown did not finish in time');
      log.flush();
      host.exit(1);
    }, hardTimeoutMs);
    timer.unref();
    service.stop().then(
      () => {
        clearTimeout(timer);
        log.info(`${shell.name} stopped`);
        log.flush();
        host.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.error({ err: error }, 'shutdown failed');
        log.flush();
        host.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) host.onSignal(signal, () => onSignal(signal));
  // The launcher gone (npm start's, however it ended) is a hang-up: the same stop (docs/decisions/0022). It read this
  // process's output, which now has no reader: a write to it would fail (EPIPE) and the synchronous log destination
  // retries such a write without end, so nothing is logged any more.
  host.onParentGone?.(() => {
    log.level = 'silent';
    onSignal('SIGHUP');
  });
}
