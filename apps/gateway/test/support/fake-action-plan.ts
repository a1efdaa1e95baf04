import { NotFoundError, ValidationError, WHOLE_HOST_PLAN_TYPES, type PlanType } from '@vmdash/domain';
import type { CallContext, ServiceImplementation } from '@vmdash/grpc';
import type { ActionPlan, PlanFields__Output } from '@vmdash/proto';
import type { SeenCall } from './fake-data-cache';

/**
 * A test double of the action-plan gRPC service: an in-memory store with one rule of the real service (whole-host
 * plans take no scanner_id -> INVALID_ARGUMENT with a field violation), enough to test the gateway's mapping.
 */
export class FakeActionPlan {
  readonly calls: SeenCall[] = [];
  readonly knownHosts = new Set([1, 2, 3]);
  private readonly plans: ActionPlan[] = [];
  private nextId = 1;

  /** The last call of `method`, if any. */
  lastCall(method: string): SeenCall | undefined {
    return [...this.calls].reverse().find((call) => call.method === method);
  }

  private create(host_id: number, fields: PlanFields__Output | null, subject: string): ActionPlan {
    if (!fields) throw new ValidationError('plan missing', [{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
    if (WHOLE_HOST_PLAN_TYPES.includes(fields.plan_type as PlanType) && fields.scanner_id !== undefined) {
      throw new ValidationError('whole-host plan with scanner_id', [
        { loc: ['body', 'scanner_id'], msg: `Value error, ${fields.plan_type} applies to the whole host and takes no scanner_id`, type: 'value_error' },
      ]);
    }
    if (!this.knownHosts.has(host_id)) throw new NotFoundError('Host not found');
    const now = new Date().toISOString();
    const plan: ActionPlan = {
      action_plan_id: `plan-${this.nextId++}`,
      host_id,
      plan_type: fields.plan_type,
      commit_date: fields.commit_date,
      scanner_id: fields.scanner_id,
      active_host_findings_id: fields.active_host_findings_id,
      tracker_vnr: fields.tracker_vnr,
      risk_exc: fields.risk_exc,
      status: 'active',
      created_at: now,
      updated_at: now,
      created_by: subject,
    };
    this.plans.push(plan);
    return plan;
  }

  /** The service implementation (libs/grpc defineHandlers). */
  implementation(): ServiceImplementation<'vmdash.v1.ActionPlanService'> {
    const seen = (method: string, request: unknown, context: CallContext) =>
      this.calls.push({ method, request, subject: context.caller.subject, scopes: context.caller.scopes, requestId: context.requestId });
    return {
      CreatePlan: async (request, context) => {
        seen('CreatePlan', request, context);
        return this.create(request.host_id, request.plan, context.caller.subject);
      },
      ListPlans: async (request, context) => {
        seen('ListPlans', request, context);
        if (!this.knownHosts.has(request.host_id)) throw new NotFoundError('Host not found');
        return { items: this.plans.filter((plan) => plan.host_id === request.host_id).reverse() };
      },
      StreamActivePlans: (request, context) => {
        seen('StreamActivePlans', request, context);
        return this.plans.filter((plan) => plan.status === 'active');
      },
      UpdatePlan: async (request, context) => {
        seen('UpdatePlan', request, context);
        const plan = this.plans.find((candidate) => candidate.host_id === request.host_id && candidate.action_plan_id === request.action_plan_id);
        if (!plan) throw new NotFoundError('Action plan not found');
        const updates = request.updates;
        if (updates?.commit_date !== undefined) plan.commit_date = updates.commit_date;
        if (updates?.tracker_vnr) plan.tracker_vnr = updates.tracker_vnr.value;
        if (updates?.risk_exc) plan.risk_exc = updates.risk_exc.value;
        if (updates?.deactivation) plan.status = 'inactive';
        plan.updated_at = new Date().toISOString();
        return plan;
      },
      BulkCreatePlans: async (request, context) => {
        seen('BulkCreatePlans', request, context);
        const created: { host_id: number; action_plan_id: string }[] = [];
        const failed: { host_id: number; reason: string }[] = [];
        for (const host_id of request.host_ids) {
          if (!this.knownHosts.has(host_id)) failed.push({ host_id, reason: 'Host not found' });
          else created.push({ host_id, action_plan_id: this.create(host_id, request.plan, context.caller.subject).action_plan_id as string });
        }
        return { created, failed };
      },
    };
  }
}
