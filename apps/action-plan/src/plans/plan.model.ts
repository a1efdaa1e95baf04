import { PLAN_TYPES, type PlanType } from '@vmdash/domain';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * Stored state of a plan. `pending` is internal: a new plan is inserted pending, then made active once the plan it
 * supersedes is inactive (plan.repository.ts explains the order). Readers never see pending plans.
 */
export type StoredStatus = 'pending' | 'active' | 'inactive';

/** A plan document in the `action_plans` collection. Timestamps are Dates; commit_date stays a YYYY-MM-DD string. */
export interface PlanDocument {
  _id: Types.ObjectId;
  /** Public id (UUID v4); the Mongo _id stays internal. */
  action_plan_id: string;
  host_id: number;
  plan_type: PlanType;
  commit_date: string;
  scanner_id: string | null;
  active_host_findings_id: number | null;
  tracker_vnr: string | null;
  risk_exc: string | null;
  status: StoredStatus;
  /** Supersede key on the host (plan.rules.ts planSlotOf): "host", "scanner:<id>" or "finding:<id>". */
  slot: string;
  created_at: Date;
  updated_at: Date;
  created_by: string;
  updated_by: string;
  deactivated_at: Date | null;
  superseded_by: string | null;
  /** Bumped by every change after creation: optimistic concurrency for PATCH and event message ids. */
  revision: number;
}

/** Name of the unique index that allows one active plan per host and slot. */
export const ACTIVE_SLOT_INDEX = 'one_active_plan_per_slot';

const nullableString = { type: String, default: null };

const planSchema = new Schema<PlanDocument>(
  {
    action_plan_id: { type: String, required: true },
    host_id: { type: Number, required: true },
    plan_type: { type: String, required: true, enum: PLAN_TYPES },
    commit_date: { type: String, required: true },
    scanner_id: nullableString,
    active_host_findings_id: { type: Number, default: null },
    tracker_vnr: nullableString,
    risk_exc: nullableString,
    status: { type: String, required: true, enum: ['pending', 'active', 'inactive'] },
    slot: { type: String, required: true },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
    created_by: { type: String, required: true },
    updated_by: { type: String, required: true },
    deactivated_at: { type: Date, default: null },
    superseded_by: nullableString,
    revision: { type: Number, required: true, default: 0 },
  },
  { collection: 'action_plans', versionKey: false, autoIndex: false },
);

planSchema.index({ action_plan_id: 1 }, { unique: true, name: 'action_plan_id_unique' });
// The supersede guarantee: MongoDB refuses a second active plan in a host's slot (duplicate key 11000), so
// concurrent creates on any number of replicas can never leave two active plans, without transactions.
planSchema.index({ host_id: 1, slot: 1 }, { unique: true, partialFilterExpression: { status: 'active' }, name: ACTIVE_SLOT_INDEX });
// A host's history, newest first, and a host's plans in one state.
planSchema.index({ host_id: 1, status: 1, created_at: -1 }, { name: 'host_status_created' });
// The recovery sweep's query (pending plans older than a cutoff); partial, so it stays tiny.
planSchema.index({ status: 1, created_at: 1 }, { partialFilterExpression: { status: 'pending' }, name: 'pending_by_age' });

/**
 * The plan model on the service's connection. Indexes are built by `ensurePlanIndexes` before the server takes calls
 * (the unique active-slot index must exist before the first write), not by mongoose's background autoIndex.
 */
export function planModelOf(connection: Connection): Model<PlanDocument> {
  return (connection.models.ActionPlan as Model<PlanDocument> | undefined) ?? connection.model<PlanDocument>('ActionPlan', planSchema);
}

/**
 * Creates the plan indexes (idempotent).
 * @throws the driver's error, e.g. when an index of the same name exists with other options.
 */
export async function ensurePlanIndexes(model: Model<PlanDocument>): Promise<void> {
  await model.createIndexes();
}
