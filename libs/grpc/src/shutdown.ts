import type { Logger } from '@vmdash/observability';

/**
 * Installs SIGTERM and SIGINT handlers that run `stop` once and exit: 0 when it finished, 1 when it threw or did not
 * finish within `hardTimeoutMs`. A second signal while stopping is ignored (Kubernetes sends SIGKILL after its own
 * grace period). `stop` must follow the shutdown order of ARCHITECTURE.md convention 4: report not-ready, wait
 * briefly, stop taking calls and drain them, drain NATS, disconnect mongoose.
 */
export function exitOnShutdownSignal(logger: Logger, stop: () => Promise<void>, hardTimeoutMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ hardTimeoutMs }, 'shutdown did not finish in time');
      process.exit(1);
    }, hardTimeoutMs);
    timer.unref();
    stop().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
