import type { ServiceImplementation } from '@vmdash/grpc';
import type { PlanCommands } from './plan.commands';
import { toActionPlanMessage } from './plan.messages';

/**
 * vmdash.v1.ActionPlanService over the plan use cases: a thin adapter (docs/architecture.md, The service skeleton).
 * Who may call each RPC (plans:write, data:read for the history) is its RPC_PERMISSIONS entry, checked before a
 * handler runs; the caller's subject becomes created_by / updated_by, and the call's write window (its deadline and
 * cancellation) bounds every commit.
 */
export function createPlanHandlers(commands: PlanCommands): ServiceImplementation<'vmdash.v1.ActionPlanService'> {
  return {
    CreatePlan: async (request, { caller, writes }) => toActionPlanMessage(await commands.createPlan(request.host_id, request.plan, caller.subject, writes)),
    ListPlans: async (request) => ({ items: (await commands.listPlans(request.host_id)).map(toActionPlanMessage) }),
    UpdatePlan: async (request, { caller, writes }) => toActionPlanMessage(await commands.updatePlan(request.host_id, request.action_plan_id, request.updates, caller.subject, writes)),
    BulkCreatePlans: async (request, { caller, writes }) => commands.bulkCreate(request.host_ids, request.plan, caller.subject, writes),
  };
}
