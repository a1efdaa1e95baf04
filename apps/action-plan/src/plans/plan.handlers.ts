import type { Handlers } from '@vmdash/grpc';
import { requireScope } from '@vmdash/identity';
import type {
  ActionPlan,
  ActionPlanList,
  ActionPlanServiceHandlers,
  BulkCreatePlansRequest__Output,
  BulkCreatePlansResponse,
  CreatePlanRequest__Output,
  ListPlansRequest__Output,
  UpdatePlanRequest__Output,
} from '@vmdash/proto';
import type { PlanCommands } from './plan.commands';
import { toActionPlanMessage } from './plan.messages';

/**
 * vmdash.v1.ActionPlanService over the plan use cases: a thin adapter (ARCHITECTURE.md convention 6). `handlers`
 * verifies the caller's internal token on every call and maps thrown domain errors to gRPC status codes; each RPC
 * checks the caller's scope again (plans:write, data:read for the history); the caller's subject becomes
 * created_by / updated_by.
 */
export function createPlanHandlers(handlers: Handlers, commands: PlanCommands): ActionPlanServiceHandlers {
  return {
    CreatePlan: handlers.unary<CreatePlanRequest__Output, ActionPlan>(async (request, { caller }) => {
      requireScope(caller, 'plans:write');
      return toActionPlanMessage(await commands.createPlan(request.host_id, request.plan, caller.subject));
    }),
    ListPlans: handlers.unary<ListPlansRequest__Output, ActionPlanList>(async (request, { caller }) => {
      requireScope(caller, 'data:read');
      return { items: (await commands.listPlans(request.host_id)).map(toActionPlanMessage) };
    }),
    UpdatePlan: handlers.unary<UpdatePlanRequest__Output, ActionPlan>(async (request, { caller }) => {
      requireScope(caller, 'plans:write');
      return toActionPlanMessage(await commands.updatePlan(request.host_id, request.action_plan_id, request.updates, caller.subject));
    }),
    BulkCreatePlans: handlers.unary<BulkCreatePlansRequest__Output, BulkCreatePlansResponse>(async (request, { caller }) => {
      requireScope(caller, 'plans:write');
      return commands.bulkCreate(request.host_ids, request.plan, caller.subject);
    }),
  };
}
