import { runServiceMain } from '@vmdash/service-runtime';
import { integrationEnvSchema } from './config';
import { createIntegrationService } from './integration.service';

void runServiceMain({ name: 'integration', schema: integrationEnvSchema, build: createIntegrationService });
