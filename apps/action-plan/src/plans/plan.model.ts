import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { PlanShape, type PlanDocument } from './plan.shape';

/** Name of the unique index that allows one active plan per host and slot. */
export const ACTIVE_SLOT_INDEX = 'one_active_plan_per_slot';

const planSchema = mongooseSchemaOf(PlanShape, { collection: 'action_plans', versionKey: false, autoIndex: false });

planSchema.index({ action_plan_id: 1 }, { unique: true, name: 'action_plan_id_unique' });
// The supersede guarantee: MongoDB refuses a second active plan in a host's slot (duplicate key 11000), so
// concurrent creates on any number of replicas can never leave two active plans, without transactions.
planSchema.index({ host_id: 1, slot: 1 }, { unique: true, partialFilterExpression: { status: 'active' }, name: ACTIVE_SLOT_INDEX });
// A host's history, newest first, and a host's plans in one state.
planSchema.index({ host_id: 1, status: 1, created_at: -1 }, { name: 'host_status_created' });
// The plans a create with an Idempotency-Key wrote (a retry's look-up).
planSchema.index({ request_key: 1 }, { name: 'request_key' });
// The recovery sweep's query (pending plans older than a cutoff); partial, so it stays tiny.
planSchema.index({ status: 1, created_at: 1 }, { partialFilterExpression: { status: 'pending' }, name: 'pending_by_age' });

/**
 * The plan model on the service's connection. Indexes are built by `ensurePlanIndexes` before the server takes calls
 * (the unique active-slot index must exist before the first write), not by mongoose's background autoIndex.
 */
export function planModelOf(connection: Connection): Model<PlanDocument> {
  return modelOn(connection, 'ActionPlan', planSchema);
}

/**
 * Creates the plan indexes (idempotent).
 * @throws the driver's error, e.g. when an index of the same name exists with other options.
 */
export async function ensurePlanIndexes(model: Model<PlanDocument>): Promise<void> {
  await model.createIndexes();
}
