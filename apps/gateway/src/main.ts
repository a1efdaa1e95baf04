import { runServiceMain } from '@vmdash/service-runtime';
import { gatewayEnvSchema } from './config';
import { createGatewayService } from './gateway';
import { gatewaySettingsOf } from './gateway-settings';

void runServiceMain({ name: 'gateway', schema: gatewayEnvSchema, build: (config, logger) => createGatewayService(gatewaySettingsOf(config), logger) });
