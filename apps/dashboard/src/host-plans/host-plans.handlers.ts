import type { ServiceImplementation } from '@vmdash/grpc';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { HostPlanCommands } from './host-plans.commands';

/** A host's action plans in DashboardWorkflowService (docs/decisions/0020): the history and the create. */
export function createHostPlanHandlers(commands: HostPlanCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, 'ListHostPlans' | 'CreateHostPlan'> {
  return {
    ListHostPlans: async (request, context) => ({ items: await commands.list(workflowCallerOf(context), request.host_id) }),
    CreateHostPlan: async (request, context) => {
      const plan = request.plan ?? { plan_type: '', commit_date: '' };
      return commands.create(workflowCallerOf(context), {
        hostId: request.host_id,
        plan,
        idempotencyKey: request.idempotency_key,
        clientAddress: request.client_address || null,
      });
    },
  };
}
