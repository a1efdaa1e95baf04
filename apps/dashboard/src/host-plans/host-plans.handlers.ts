import type { ServiceImplementation } from '@vmdash/grpc';
import { workflowCallerOf } from '../workflows/workflow-caller';
import { CREATED_STATUS, OK_STATUS, statusOf } from '../workflows/workflow-status';
import type { HostPlanCommands } from './host-plans.commands';

/** A host's action plans in DashboardWorkflowService (issue 13): the history and the create, refusals as WorkflowStatus. */
export function createHostPlanHandlers(commands: HostPlanCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, 'ListHostPlans' | 'CreateHostPlan'> {
  return {
    ListHostPlans: async (request, context) => {
      const result = await commands.list(workflowCallerOf(context), request.host_id);
      return result.ok ? { status: OK_STATUS, items: result.value } : { status: statusOf(result), items: [] };
    },
    CreateHostPlan: async (request, context) => {
      const plan = request.plan ?? { plan_type: '', commit_date: '' };
      const result = await commands.create(workflowCallerOf(context), {
        hostId: request.host_id,
        plan,
        idempotencyKey: request.idempotency_key,
        clientAddress: request.client_address || null,
      });
      return result.ok ? { status: CREATED_STATUS, plan: result.value } : { status: statusOf(result) };
    },
  };
}
