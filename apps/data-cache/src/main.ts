import { runServiceMain } from '@vmdash/service-runtime';
import { dataCacheEnvSchema } from './config';
import { createDataCacheService } from './data-cache.service';

void runServiceMain({ name: 'data-cache', schema: dataCacheEnvSchema, build: createDataCacheService });
