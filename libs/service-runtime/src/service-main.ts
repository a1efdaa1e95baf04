import { ConfigError, hardStopMsOf, loadConfig } from '@vmdash/config';
import { createLogger, flushLogs, LOG_EXIT_FLUSH_MS, type Logger } from '@vmdash/observability';
import type { z } from 'zod';
import { watchParent } from './parent-watch';
import type { RunningService } from './service-plan';

/**
 * Time the hard stop keeps back from libs/config hardStopMsOf for the exit itself, ms: the last log lines'
 * LOG_EXIT_FLUSH_MS (libs/observability) and a second for the process's own teardown.
 */
const EXIT_RESERVE_MS = LOG_EXIT_FLUSH_MS + 1_000;

/** The settings every app's configuration carries (libs/config commonEnvSchema). */
interface MainSettings {
  LOG_LEVEL: string;
  /** Pause between reporting not-ready and stopping the first component on shutdown, ms. */
  SHUTDOWN_DRAIN_DELAY_MS: number;
  /** How long in-flight calls may finish once the server stops taking new ones, ms. */
  SHUTDOWN_GRACE_MS: number;
}

/** What an app's main.ts hands runServiceMain. */
interface ServiceShell<C extends MainSettings> {
  /** App name, e.g. "data-cache": the logs' service name and the prefix of a start-up error line. */
  name: string;
  /** The app's environment schema (its src/config.ts), built on libs/config commonEnvSchema. */
  schema: z.ZodType<C>;
  /**
   * Declares the app's service from its configuration (its components, libs/service-runtime defineService), reading
   * key files and the like; nothing connects or serves before `start`.
   */
  build(config: C, logger: Logger): RunningService | Promise<RunningService>;
}

/** The process as runServiceMain uses it (tests pass their own). */
export interface MainProcess {
  env: NodeJS.ProcessEnv;
  /** Writes one line to stderr. */
  writeError(line: string): void;
  /** Ends the process with `code`, after its last log lines were written (at most LOG_EXIT_FLUSH_MS, libs/observability flushLogs). */
  exit(code: number): void;
  /** Calls `handler` on every `signal` (so a repeated signal does not end the process by Node's default action). */
  onSignal(signal: NodeJS.Signals, handler: () => void): void;
  /** Calls `handler` once when the launcher that started the process goes away (parent-watch.ts); absent: never. */
  onParentGone?(handler: () => void): void;
}

const realProcess: MainProcess = {
  env: process.env,
  writeError: (line) => void process.stderr.write(`${line}\n`),
  exit: (code) => void flushLogs(LOG_EXIT_FLUSH_MS).then(() => process.exit(code)),
  onSignal: (signal, handler) => void process.on(signal, handler),
  onParentGone: (handler) => void watchParent(handler),
};

/**
 * The shell of every app's main.ts (docs/architecture.md, "The service skeleton"): parse the configuration, build the
 * service, start it, log "<name> ready" with its summary, and on SIGTERM or SIGINT, or when the launcher that started
 * it goes away (docs/decisions/0022-launcher-bound-processes.md), stop it once and exit 0.
 * Configuration and start-up problems end the process with one line on stderr (the ConfigError's list of variables, or
 * "<name>: <message>") and exit code 1, never a stack trace. A stop that throws exits 1. The hard stop: a stop still
 * running EXIT_RESERVE_MS before libs/config hardStopMsOf (SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS +
 * HARD_STOP_MARGIN_MS) after the signal exits 1, so with the last log lines the process is gone by then (Kubernetes' terminationGracePeriodSeconds covers it); logging never delays it, since no log write blocks
 * (libs/observability log-destination.ts). A second signal while stopping is ignored.
 * @returns once the app is serving, or once the process has been told to exit
 */
export async function runServiceMain<C extends MainSettings>(shell: ServiceShell<C>, host: MainProcess = realProcess): Promise<void> {
  let logger: Logger;
  let service: RunningService;
  let config: C;
  try {
    config = loadConfig(shell.name, shell.schema, host.env);
    logger = createLogger(shell.name, config.LOG_LEVEL);
    service = await shell.build(config, logger);
  } catch (error) {
    exitOnStartError(shell.name, error, host);
    return;
  }
  const log = logger;
  const hardStopMs = hardStopMsOf(config) - EXIT_RESERVE_MS;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ hardStopMs }, 'shutdown did not finish in time');
      host.exit(1);
    }, hardStopMs);
    timer.unref();
    service.stop().then(
      () => {
        clearTimeout(timer);
        log.info(`${shell.name} stopped`);
        host.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.error({ err: error }, 'shutdown failed');
        host.exit(1);
      },
    );
  };
  // Listened for before the start, which may wait long (data-cache's first import, a retry after a failure): a
  // signal then stops the start as it stops a running service.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) host.onSignal(signal, () => onSignal(signal));
  // The launcher gone (npm start's, however it ended) is a hang-up: the same stop. Its end of this process's output
  // is closed too: the log destination drops what it cannot write, so the stop never waits on it.
  host.onParentGone?.(() => onSignal('SIGHUP'));
  try {
    const ready = await service.start();
    logger.info(ready, `${shell.name} ready`);
  } catch (error) {
    // A start ended by a signal: the signal's stop exits.
    if (!stopping) exitOnStartError(shell.name, error, host);
  }
}

/** Ends the process on a configuration or start-up problem: one line on stderr, exit code 1, no stack trace. */
function exitOnStartError(name: string, error: unknown, host: MainProcess): void {
  const message = error instanceof ConfigError ? error.message : `${name}: ${error instanceof Error ? error.message : String(error)}`;
  host.writeError(message.replace(/\s*\n\s*/g, ' '));
  host.exit(1);
}
