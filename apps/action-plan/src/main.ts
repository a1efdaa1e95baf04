import { loadConfig } from '@vmdash/config';
import { exitOnShutdownSignal } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import { createActionPlanService } from './action-plan.service';
import { actionPlanEnvSchema } from './config';

/** Shell (ARCHITECTURE.md convention 2): parse config, build the service, run it, stop it on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig('action-plan', actionPlanEnvSchema);
  const logger = createLogger('action-plan', config.LOG_LEVEL);
  const service = createActionPlanService(config, logger);
  const { port } = await service.start();
  logger.info({ port }, 'action-plan ready');
  exitOnShutdownSignal(logger, service.stop, config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_GRACE_MS + 5_000);
}

main().catch((error: unknown) => {
  // Configuration and start-up problems end here: one clear line, exit code 1 (fail fast).
  process.stderr.write(`action-plan: ${(error as Error).message}\n`);
  process.exit(1);
});
