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
import type { StoredPlan } from './plan.repository';

/** The wire form of a plan: ISO 8601 UTC timestamps, unset optional fields for nulls (JSON null at the gateway). */
export function toActionPlanMessage(plan: StoredPlan): ActionPlan {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? undefined,
    active_host_findings_id: plan.active_host_findings_id ?? undefined,
    tracker_vnr: plan.tracker_vnr ?? undefined,
    risk_exc: plan.risk_exc ?? undefined,
    status: plan.status,
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
    created_by: plan.created_by,
    deactivated_at: plan.deactivated_at?.toISOString(),
    superseded_by: plan.superseded_by ?? undefined,
  };
}

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
