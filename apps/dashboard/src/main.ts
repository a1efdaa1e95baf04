import { ConfigError } from '@vmdash/config';
import { exitOnShutdownSignal } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import { loadDashboardConfig } from './config';
import { createDashboardService } from './dashboard.service';

/** Shell (ARCHITECTURE.md convention 2): parse config, build the service, run it, stop it on SIGTERM. */
async function main(): Promise<void> {
  const config = loadDashboardConfig();
  const logger = createLogger('dashboard', config.LOG_LEVEL);
  const service = createDashboardService(config, logger);
  const { port } = await service.start();
  logger.info({ port }, 'dashboard ready');
  exitOnShutdownSignal(logger, service.stop, config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_GRACE_MS + 5_000);
}

main().catch((error: unknown) => {
  // Configuration and start-up problems end here: one clear line, exit code 1 (fail fast).
  const message = error instanceof ConfigError ? error.message : `dashboard: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
