import type { ServiceImplementation } from '@vmdash/grpc';
import type { IdempotentRunner } from '../idempotency/idempotency.commands';
import type { PlanCommands } from './plan.commands';
import { toActionPlanMessage } from './plan.messages';

/**
 * vmdash.v1.ActionPlanService over the plan use cases: a thin adapter (docs/architecture.md, The service skeleton).
 * Who may call each RPC (plans:write, data:read for the history) is its RPC_PERMISSIONS entry, checked before a
 * handler runs; the caller's subject becomes created_by / updated_by, and the call's write window (its deadline and
 * cancellation) bounds every commit. The writes run through `idempotent`: a request with an idempotency_key is
 * answered once per caller and key (docs/decisions/0008-writes-have-one-outcome.md).
 */
export function createPlanHandlers(commands: PlanCommands, idempotent: IdempotentRunner): ServiceImplementation<'vmdash.v1.ActionPlanService'> {
  return {
    CreatePlan: (request, { caller, writes }) =>
      idempotent.run({ key: request.idempotency_key, subject: caller.subject, rpc: 'CreatePlan', request }, writes, async (requestKey) =>
        toActionPlanMessage(await commands.createPlan(request.host_id, request.plan, { by: caller.subject, writes, requestKey })),
      ),
    ListPlans: async (request) => ({ items: (await commands.listPlans(request.host_id)).map(toActionPlanMessage) }),
    StreamActivePlans: async function* (request) {
      for await (const plan of commands.activePlans({ afterHostId: request.after_host_id, hostLimit: Math.max(0, request.host_limit) })) yield toActionPlanMessage(plan);
    },
    UpdatePlan: (request, { caller, writes }) =>
      idempotent.run({ key: request.idempotency_key, subject: caller.subject, rpc: 'UpdatePlan', request }, writes, async (requestKey) =>
        toActionPlanMessage(await commands.updatePlan(request.host_id, request.action_plan_id, request.updates, { by: caller.subject, writes, requestKey })),
      ),
    BulkCreatePlans: (request, { caller, writes }) =>
      idempotent.run({ key: request.idempotency_key, subject: caller.subject, rpc: 'BulkCreatePlans', request }, writes, (requestKey) =>
        commands.bulkCreate(request.host_ids, request.plan, { by: caller.subject, writes, requestKey }),
      ),
  };
}
