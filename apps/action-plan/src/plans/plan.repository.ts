import { trusted, type Model } from 'mongoose';
import { committableBefore } from '@vmdash/db';
import type { Logger } from '@vmdash/observability';
import type { PlanChange } from './plan.rules';
import type { PlanDocument } from './plan.shape';
import { createSupersedingWriter, toStoredPlan, type CreateOptions, type CreateOutcome, type NewPlan, type PendingPlanRef, type StoredPlan, type SupersededPlan } from './plan.supersede';

export { CONTENDED_FAILURE, DEADLINE_FAILURE, STORAGE_FAILURE, type CreateOutcome, type NewPlan, type PendingPlanRef, type StoredPlan, type SupersededPlan } from './plan.supersede';

/*
 * Storage of action plans (collection `action_plans`): mongoose stays in here and in plan.supersede.ts (the create
 * path and its roll-back); callers get plain objects. libs/db turns on sanitizeFilter, so the operators built here
 * (never from input) are marked with mongoose.trusted().
 */

/** Plans of the service (collection `action_plans`). */
export interface PlanRepository {
  /**
   * Creates plans with the supersede rule (plan.supersede.ts: order of writes), each plan on its own: one plan's
   * failure does not stop the others. A few bulk round trips for the whole list; give a few thousand plans at most.
   * @returns one outcome per plan, in the order given; storage errors (STORAGE_FAILURE) and a passed deadline
   *   (DEADLINE_FAILURE) are outcomes, not throws
   */
  createPlans(plans: NewPlan[], options: CreateOptions): Promise<CreateOutcome[]>;
  /** The plans (active or inactive, never pending) that a create with request key `requestKey` committed. */
  findByRequestKey(requestKey: string): Promise<StoredPlan[]>;
  /** The host's plans, active and inactive, newest first (created_at, then insertion order). */
  listByHost(hostId: number): Promise<StoredPlan[]>;
  /**
   * Active plans by host_id then created_at, read with a cursor (never the whole collection at once): of the hosts
   * after `page.afterHostId` (every host when absent), of at most `page.hostLimit` hosts (every host when 0).
   */
  activePlans(page: ActivePlansPage): AsyncIterable<StoredPlan>;
  /** The plan `actionPlanId` if it belongs to `hostId` and is not pending, else null. */
  findOnHost(hostId: number, actionPlanId: string): Promise<StoredPlan | null>;
  /**
   * Applies `change` to an active plan if nobody changed it since `plan` was read (same revision) and `commitBy` (the
   * caller's commit deadline, null for none) has not passed by MongoDB's clock.
   * @returns the plan after the change, or null when it changed meanwhile (read again and decide again) or the
   *   deadline passed
   */
  applyChange(plan: StoredPlan, change: PlanChange, by: string, commitBy: Date | null): Promise<StoredPlan | null>;
  /** Pending plans created before `cutoff` (left by crashes or failed creates), oldest first, at most `limit`. */
  findStalePending(cutoff: Date, limit: number): Promise<PendingPlanRef[]>;
  /**
   * Rolls back an unfinished create: the plans it made inactive become active again (the newest of them, if the
   * slot is free; the others, and all of them when a newer plan holds the slot, stay inactive and name the slot's
   * active plan as their successor), and the pending plan is removed.
   * @returns the plans that stay inactive under a new successor (their deactivation is final: announce it)
   */
  abandonPending(pending: PendingPlanRef): Promise<SupersededPlan[]>;
}

/** Which hosts' active plans a read takes (StreamActivePlansRequest): after `afterHostId`, at most `hostLimit` (0: all). */
export interface ActivePlansPage {
  afterHostId?: number;
  hostLimit: number;
}

/** The repository over the plan model (see plan.model.ts; indexes must exist before use). */
export function createPlanRepository(model: Model<PlanDocument>, logger: Logger): PlanRepository {
  const writer = createSupersedingWriter(model, logger);
  return {
    createPlans: writer.createPlans,

    async listByHost(hostId) {
      const docs = await model
        .find({ host_id: hostId, status: trusted({ $in: ['active', 'inactive'] }) })
        .sort({ created_at: -1, _id: -1 })
        .lean<PlanDocument[]>();
      return docs.map(toStoredPlan);
    },

    async *activePlans({ afterHostId, hostLimit }) {
      const after = afterHostId === undefined ? {} : { host_id: trusted({ $gt: afterHostId }) };
      const cursor = model
        .find({ status: 'active' as const, ...after })
        .sort({ host_id: 1, created_at: 1, _id: 1 })
        .lean<PlanDocument[]>()
        .cursor();
      let hosts = 0;
      let lastHost: number | undefined;
      try {
        for await (const doc of cursor) {
          const plan = toStoredPlan(doc as PlanDocument);
          if (plan.host_id !== lastHost) {
            if (hostLimit > 0 && hosts === hostLimit) return;
            hosts++;
            lastHost = plan.host_id;
          }
          yield plan;
        }
      } finally {
        await cursor.close();
      }
    },

    async findByRequestKey(requestKey) {
      const docs = await model.find({ request_key: requestKey, status: trusted({ $in: ['active', 'inactive'] }) }).lean<PlanDocument[]>();
      return docs.map(toStoredPlan);
    },

    async findOnHost(hostId, actionPlanId) {
      const doc = await model.findOne({ action_plan_id: actionPlanId, host_id: hostId, status: trusted({ $in: ['active', 'inactive'] }) }).lean<PlanDocument>();
      return doc ? toStoredPlan(doc) : null;
    },

    async applyChange(plan, change, by, commitBy) {
      const now = new Date();
      const set: Partial<PlanDocument> = { ...change.set, updated_at: now, updated_by: by };
      if (change.deactivate) Object.assign(set, { status: 'inactive', deactivated_at: now });
      const doc = await model
        .findOneAndUpdate(
          { action_plan_id: plan.action_plan_id, host_id: plan.host_id, status: 'active', revision: plan.revision, ...committableBefore(commitBy) },
          { $set: set, $inc: { revision: 1 } },
          { returnDocument: 'after' },
        )
        .lean<PlanDocument>();
      return doc ? toStoredPlan(doc) : null;
    },

    async findStalePending(cutoff, limit) {
      const docs = await model
        .find({ status: 'pending', created_at: trusted({ $lt: cutoff }) }, { action_plan_id: 1, host_id: 1, slot: 1 })
        .sort({ created_at: 1 })
        .limit(limit)
        .lean<PlanDocument[]>();
      return docs.map(({ action_plan_id, host_id, slot }) => ({ action_plan_id, host_id, slot }));
    },

    abandonPending: writer.abandonPending,
  };
}
