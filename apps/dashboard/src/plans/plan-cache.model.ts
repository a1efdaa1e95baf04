import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * One plan the dashboard's action-plan cache has heard of (collection `cached_action_plans`, docs/decisions/0013; storage and
 * event order: docs/decisions/0013-action-plan-cache.md). `_id` is the action_plan_id. An active plan is served once
 * its creation is known (`plan_type` set); an update that arrived before its creation is kept until then. An inactive
 * document is a tombstone: a plan never becomes active again, so it outranks every older or redelivered event.
 * `changed_at` is the time of the newest change applied (the event's occurred_at, or the plan's updated_at in a sync);
 * `generation` the sync that last wrote it; `touched_at` the dashboard's clock at the last write.
 */
export const CachedPlanShape = z.object({
  _id: z.string(),
  host_id: z.number().int(),
  active: z.boolean(),
  plan_type: z.string().nullable(),
  commit_date: z.string().nullable(),
  scanner_id: z.string().nullable(),
  active_host_findings_id: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string().nullable(),
  changed_at: z.date(),
  generation: z.number(),
  touched_at: z.date(),
});

/** A cached plan document (see CachedPlanShape). */
export type CachedPlanDocument = z.output<typeof CachedPlanShape>;

const cachedPlanSchema = mongooseSchemaOf(CachedPlanShape, { collection: 'cached_action_plans', versionKey: false, autoIndex: false, strict: 'throw' });
// Lookups by host; the sweep at the end of a sync.
cachedPlanSchema.index({ host_id: 1, active: 1 }, { name: 'by_host_active' });
cachedPlanSchema.index({ generation: 1, touched_at: 1 }, { name: 'by_generation' });

/**
 * The cache's own state (collection `plan_cache_state`, one document `_id: "state"`): when an event was last applied
 * and when the last full sync ended, with its duration (ms).
 */
export const PlanCacheStateShape = z.object({
  _id: z.string(),
  last_event_at: z.date().nullable(),
  last_sync_at: z.date().nullable(),
  last_sync_duration_ms: z.number().nullable(),
});

/** The cache state document (see PlanCacheStateShape). */
export type PlanCacheStateDocument = z.output<typeof PlanCacheStateShape>;

const planCacheStateSchema = mongooseSchemaOf(PlanCacheStateShape, { collection: 'plan_cache_state', versionKey: false, autoIndex: false, strict: 'throw' });

/**
 * One host the action plans upstream service was asked about in the last sync (collection `plan_cache_hosts`, upstream
 * mode only; docs/decisions/0013-action-plan-cache.md, "Upstream mode"): `known` false when the upstream answered 404
 * (its findings carry atlas_known false); `generation` the sync that wrote it; `touched_at` the dashboard's clock then.
 */
export const PlanCacheHostShape = z.object({
  _id: z.number().int(),
  known: z.boolean(),
  generation: z.number(),
  touched_at: z.date(),
});

/** A host record of the upstream (see PlanCacheHostShape). */
export type PlanCacheHostDocument = z.output<typeof PlanCacheHostShape>;

const planCacheHostSchema = mongooseSchemaOf(PlanCacheHostShape, { collection: 'plan_cache_hosts', versionKey: false, autoIndex: false, strict: 'throw' });
// hosts_known of the status; the sweep at the end of a sync.
planCacheHostSchema.index({ known: 1 }, { name: 'by_known' });
planCacheHostSchema.index({ generation: 1 }, { name: 'by_generation' });

/** The cached plan model on the service's connection. */
export function cachedPlanModelOf(connection: Connection): Model<CachedPlanDocument> {
  return modelOn(connection, 'CachedActionPlan', cachedPlanSchema);
}

/** The cache state model on the service's connection. */
export function planCacheStateModelOf(connection: Connection): Model<PlanCacheStateDocument> {
  return modelOn(connection, 'PlanCacheState', planCacheStateSchema);
}

/** The upstream host model on the service's connection. */
export function planCacheHostModelOf(connection: Connection): Model<PlanCacheHostDocument> {
  return modelOn(connection, 'PlanCacheHost', planCacheHostSchema);
}
