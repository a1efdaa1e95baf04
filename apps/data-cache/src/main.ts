import { exitOnShutdownSignal } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import { loadDataCacheConfig } from './config';
import { createDataCacheService } from './data-cache.service';

const config = loadDataCacheConfig();
const logger = createLogger('data-cache', config.LOG_LEVEL);
const service = createDataCacheService(config, logger);
exitOnShutdownSignal(logger, () => service.stop(), config.SHUTDOWN_GRACE_MS + 5_000);
service.start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'data-cache failed to start');
  process.exit(1);
});
