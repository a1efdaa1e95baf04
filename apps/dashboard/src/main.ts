import { runServiceMain } from '@vmdash/service-runtime';
import { dashboardEnvSchema } from './config';
import { createDashboardService } from './dashboard.service';

void runServiceMain({ name: 'dashboard', schema: dashboardEnvSchema, build: (config, logger) => createDashboardService(config, logger) });
