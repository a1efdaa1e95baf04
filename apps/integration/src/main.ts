import { runServiceMain } from '@vmdash/grpc';
import { integrationEnvSchema } from './config';
import { createIntegrationService } from './integration.service';

void runServiceMain({ name: 'integration', schema: integrationEnvSchema, build: createIntegrationService });
