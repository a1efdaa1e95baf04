import { trusted, type AnyBulkWriteOperation, type Model } from 'mongoose';
import type { CachedActionPlan } from './active-plans';
import type { CachedPlanDocument, PlanCacheHostDocument, PlanCacheStateDocument } from './plan-cache.model';
import { servedPlan, type KnownPlan } from './plan-cache.rules';

/** Tombstones (inactive plans) are kept this long after their deactivation, so a late event cannot revive a plan. */
const TOMBSTONE_KEEP_MS = 24 * 3_600_000;
const STATE_ID = 'state';

/** A plan as a full sync read it from the action-plan service. */
export interface SyncedPlan extends CachedActionPlan {
  /** The plan's updated_at: a change applied by an event after it wins over the sync's copy. */
  updated_at: Date;
}

/**
 * A host as a full sync from the action plans upstream service found it (upstream mode): `known` false when the
 * upstream answered 404 for it (docs/decisions/0013-action-plan-cache.md, "Upstream mode").
 */
export interface SyncedHost {
  kind: 'host';
  host_id: number;
  known: boolean;
}

/** The cache's own state (GET /api/plans/status). */
export interface PlanCacheState {
  lastEventAt: Date | null;
  lastSyncAt: Date | null;
  lastSyncDurationMs: number | null;
}

/**
 * Storage of the action-plan cache (collections `cached_action_plans`, `plan_cache_state`; plan-cache.model.ts).
 * Mongoose stays in here; callers get plain objects. Operators built here (never from input) are marked trusted.
 */
export interface PlanCacheRepository {
  /** What the cache knows of plan `id`, or null. */
  find(id: string): Promise<KnownPlan | null>;
  /** Stores what the cache knows of a plan (written by an event; the sync generation is kept). */
  save(plan: KnownPlan, now: Date): Promise<void>;
  /** The served active plans of `hostIds`, by host (hosts without one absent). */
  activeOfHosts(hostIds: readonly number[]): Promise<Map<number, CachedActionPlan[]>>;
  /**
   * Writes a batch of a full sync under `generation`: each plan is stored active unless the cache holds it inactive
   * from a change newer than the sync's copy (a deactivation applied while the sync ran).
   */
  writeSyncBatch(plans: readonly SyncedPlan[], generation: number, now: Date): Promise<void>;
  /**
   * Ends a full sync: removes what neither this sync (`generation`) nor an event since `startedAt` wrote, except
   * tombstones younger than a day, and every host record an earlier sync wrote.
   */
  sweepAfterSync(generation: number, startedAt: Date, now: Date): Promise<void>;
  /** Which of `hostIds` the sync `generation` stored already (upstream mode: a page repeating earlier pages). */
  syncedHostsOf(hostIds: readonly number[], generation: number): Promise<Set<number>>;
  /** Writes the upstream hosts of a batch of a full sync under `generation` (upstream mode). */
  writeSyncHosts(hosts: readonly SyncedHost[], generation: number, now: Date): Promise<void>;
  /** Served active plans and the distinct hosts they are on. */
  counts(): Promise<{ plans: number; hosts: number }>;
  /** Hosts the last sync found the upstream knows (upstream mode). */
  knownHostCount(): Promise<number>;
  /** Which of `hostIds` the last sync found the upstream knows (upstream mode). */
  knownOfHosts(hostIds: readonly number[]): Promise<Set<number>>;
  state(): Promise<PlanCacheState>;
  recordEvent(at: Date): Promise<void>;
  recordSync(at: Date, durationMs: number): Promise<void>;
}

const toKnown = (doc: CachedPlanDocument): KnownPlan => ({
  action_plan_id: doc._id,
  host_id: doc.host_id,
  active: doc.active,
  plan_type: doc.plan_type,
  commit_date: doc.commit_date,
  scanner_id: doc.scanner_id,
  active_host_findings_id: doc.active_host_findings_id,
  created_by: doc.created_by,
  created_at: doc.created_at,
  changed_at: doc.changed_at,
});

/** The action-plan cache repository over its three models (indexes must exist before use). */
export function createPlanCacheRepository(plans: Model<CachedPlanDocument>, states: Model<PlanCacheStateDocument>, hosts: Model<PlanCacheHostDocument>): PlanCacheRepository {
  const served = { active: true, plan_type: trusted({ $ne: null }) };
  return {
    async find(id) {
      const doc = await plans.findById(id).lean<CachedPlanDocument>();
      return doc ? toKnown(doc) : null;
    },
    async save(plan, now) {
      const { action_plan_id, ...fields } = plan;
      await plans.updateOne({ _id: action_plan_id }, { $set: { ...fields, touched_at: now }, $setOnInsert: { generation: 0 } }, { upsert: true });
    },
    async activeOfHosts(hostIds) {
      const byHost = new Map<number, CachedActionPlan[]>();
      if (hostIds.length === 0) return byHost;
      const docs = await plans.find({ host_id: trusted({ $in: [...new Set(hostIds)] }), ...served }).lean<CachedPlanDocument[]>();
      for (const doc of docs) {
        const plan = servedPlan(toKnown(doc));
        if (!plan) continue;
        byHost.set(plan.host_id, [...(byHost.get(plan.host_id) ?? []), plan]);
      }
      return byHost;
    },
    async writeSyncBatch(batch, generation, now) {
      if (batch.length === 0) return;
      const tombstones = await plans
        .find({ _id: trusted({ $in: batch.map((plan) => plan.action_plan_id) }), active: false })
        .select({ _id: 1, changed_at: 1 })
        .lean<Pick<CachedPlanDocument, '_id' | 'changed_at'>[]>();
      const newerTombstone = new Map(tombstones.map((doc) => [doc._id, doc.changed_at.getTime()]));
      const writes = batch.map((plan): AnyBulkWriteOperation<CachedPlanDocument> => {
        const deactivatedAt = newerTombstone.get(plan.action_plan_id);
        if (deactivatedAt !== undefined && deactivatedAt >= plan.updated_at.getTime()) {
          return { updateOne: { filter: { _id: plan.action_plan_id }, update: { $set: { generation, touched_at: now } } } };
        }
        const { action_plan_id, updated_at, ...fields } = plan;
        return {
          updateOne: {
            filter: { _id: action_plan_id },
            update: { $set: { ...fields, active: true, changed_at: updated_at, generation, touched_at: now } },
            upsert: true,
          },
        };
      });
      await plans.bulkWrite(writes, { ordered: false });
    },
    async sweepAfterSync(generation, startedAt, now) {
      await plans.deleteMany({
        generation: trusted({ $ne: generation }),
        touched_at: trusted({ $lt: startedAt }),
        $or: [{ active: true }, { changed_at: trusted({ $lt: new Date(now.getTime() - TOMBSTONE_KEEP_MS) }) }],
      });
      await hosts.deleteMany({ generation: trusted({ $ne: generation }) });
    },
    async writeSyncHosts(batch, generation, now) {
      if (batch.length === 0) return;
      await hosts.bulkWrite(
        batch.map((host) => ({ updateOne: { filter: { _id: host.host_id }, update: { $set: { known: host.known, generation, touched_at: now } }, upsert: true } })),
        { ordered: false },
      );
    },
    async syncedHostsOf(hostIds, generation) {
      if (hostIds.length === 0) return new Set();
      const docs = await hosts
        .find({ _id: trusted({ $in: [...new Set(hostIds)] }), generation })
        .select({ _id: 1 })
        .lean<Pick<PlanCacheHostDocument, '_id'>[]>();
      return new Set(docs.map((doc) => doc._id));
    },
    knownHostCount: () => hosts.countDocuments({ known: true }),
    async knownOfHosts(hostIds) {
      if (hostIds.length === 0) return new Set();
      const docs = await hosts
        .find({ _id: trusted({ $in: [...new Set(hostIds)] }), known: true })
        .select({ _id: 1 })
        .lean<Pick<PlanCacheHostDocument, '_id'>[]>();
      return new Set(docs.map((doc) => doc._id));
    },
    async counts() {
      const [count, hosts] = await Promise.all([plans.countDocuments(served), plans.distinct('host_id', served)]);
      return { plans: count, hosts: hosts.length };
    },
    async state() {
      const doc = await states.findById(STATE_ID).lean<PlanCacheStateDocument>();
      return { lastEventAt: doc?.last_event_at ?? null, lastSyncAt: doc?.last_sync_at ?? null, lastSyncDurationMs: doc?.last_sync_duration_ms ?? null };
    },
    async recordEvent(at) {
      await states.updateOne({ _id: STATE_ID }, { $max: { last_event_at: at }, $setOnInsert: { last_sync_at: null, last_sync_duration_ms: null } }, { upsert: true });
    },
    async recordSync(at, durationMs) {
      await states.updateOne({ _id: STATE_ID }, { $set: { last_sync_at: at, last_sync_duration_ms: durationMs }, $setOnInsert: { last_event_at: null } }, { upsert: true });
    },
  };
}
