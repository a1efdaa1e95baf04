import { runServiceMain } from '@vmdash/service-runtime';
import { createActionPlanService } from './action-plan.service';
import { actionPlanEnvSchema } from './config';

void runServiceMain({ name: 'action-plan', schema: actionPlanEnvSchema, build: createActionPlanService });
