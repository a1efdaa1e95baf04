import { randomUUID } from 'node:crypto';
import { trusted, type AnyBulkWriteOperation, type Model } from 'mongoose';
import { committableBefore, storedFieldsOf } from '@vmdash/db';
import type { Logger } from '@vmdash/observability';
import { planSlotOf } from './plan.rules';
import { ACTIVE_SLOT_INDEX } from './plan.model';
import { StoredPlanShape, type PlanDocument, type PlanFields, type StoredPlan } from './plan.shape';

export type { StoredPlan } from './plan.shape';

/*
 * Creating plans with the supersede rule, without transactions (docs/architecture.md, Persistence). Part of the
 * repository layer: mongoose stays in here. libs/db turns on sanitizeFilter, so the operators built here (never from
 * input) are marked with mongoose.trusted().
 *
 * At most one plan per host and slot is active: a unique index on {host_id, slot} restricted to status "active"
 * (plan.model.ts) makes MongoDB refuse a second one, whatever the number of replicas. Each new plan takes one of two
 * paths, each made of single-document writes:
 *
 *     1. insert the new plan "pending" (outside the unique index, invisible to readers);
 *     2. if the slot has an active plan, make it inactive, naming the new plan in superseded_by (only if it is still
 *        active);
 *     3. make the new plan active (only if it is still pending): the commit.
 *   If another create activated a plan in the slot between 2 and 3, step 3 fails with 11000 and the plan goes back to
 *   step 2 (that plan is superseded in turn). Every such failure means another create succeeded, so the loop makes
 *   progress, and concurrent creates on one slot end with exactly one active plan, the others inactive in the history.
 *
 * Steps 2 and 3 carry the caller's deadline into their filters (libs/db committableBefore): after it they match
 * nothing, even when this process was frozen between its own check and the write, so a create the caller saw fail
 * (504) never becomes visible later (docs/architecture.md, "Writes have one outcome"). A create whose step 3 did not
 * happen is rolled back at once: its pending plan is removed and the plan it made inactive is active again.
 *
 * A crash or a storage error between 2 and 3 leaves the old plan inactive and the new one pending: nothing is lost,
 * both documents are there, and `abandonPending` rolls the attempt back (the old plan active again, the pending one
 * removed): at once when the create fails, or from the recovery sweep after a crash. The caller was never told that
 * such a plan exists, so rolling back, not forward, keeps every answer true. docs/decisions/0003-action-plan-rules.md
 * records the alternatives.
 */

/** A plan some create made inactive: the plan, who replaced it and when. */
export type SupersededPlan = { [K in 'action_plan_id' | 'host_id' | 'superseded_by' | 'deactivated_at']: NonNullable<StoredPlan[K]> };

/** What became of one plan of `createPlans`. */
export type CreateOutcome =
  | { host_id: number; ok: true; plan: StoredPlan; superseded: SupersededPlan[] }
  /** `superseded`: plans this failed create made inactive for good (a newer plan took their slot meanwhile). */
  | { host_id: number; ok: false; reason: string; superseded: SupersededPlan[] };

/** A plan to create: the host and its validated fields. */
export interface NewPlan {
  host_id: number;
  fields: PlanFields;
}

/**
 * How plans are created: `by` the caller's subject (created_by, and updated_by of the plans superseded), `commitBy`
 * the caller's commit deadline (libs/domain WriteWindow; null for none: no plan commits after it), `requestKey` the
 * request key of its Idempotency-Key (null without one), stored in each plan.
 */
export interface CreateOptions {
  by: string;
  commitBy: Date | null;
  requestKey: string | null;
}

/** A pending plan as the roll-back needs it. */
export type PendingPlanRef = Pick<PlanDocument, 'action_plan_id' | 'host_id' | 'slot'>;

/** Failure reasons of `createPlans` (texts the bulk answer carries). */
export const STORAGE_FAILURE = 'Storage error: the plan was not stored';
export const CONTENDED_FAILURE = 'Too many concurrent creates for the same host and finding: the plan was not stored';
export const DEADLINE_FAILURE = 'The deadline passed before the plan was committed: the plan was not stored';

/** How often step 3 may lose the slot to a concurrent create before the create gives up. */
const MAX_ACTIVATION_ATTEMPTS = 20;
const DUPLICATE_KEY = 11000;

interface WriteErrorLike {
  index: number;
  code?: number;
  errmsg?: string;
}

/** The per-operation errors of a failed unordered bulk write, or undefined for any other error. */
function writeErrorsOf(error: unknown): WriteErrorLike[] | undefined {
  const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
  if (writeErrors === undefined) return undefined;
  return (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as WriteErrorLike[];
}

/** True when a write failed because the slot already has an active plan (11000 on the active-slot index). */
function isSlotTaken(writeError: { code?: number; errmsg?: string; message?: string }): boolean {
  return writeError.code === DUPLICATE_KEY && String(writeError.errmsg ?? writeError.message ?? '').includes(ACTIVE_SLOT_INDEX);
}

/** A stored document as a plain plan: every field of StoredPlanShape (a pending plan reads as active). */
export function toStoredPlan(doc: PlanDocument): StoredPlan {
  return storedFieldsOf(StoredPlanShape, { ...doc, status: doc.status === 'inactive' ? 'inactive' : 'active' });
}

const slotKey = (hostId: number, slot: string) => `${hostId}|${slot}`;

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The create and roll-back operations over the plan model. */
export function createSupersedingWriter(model: Model<PlanDocument>, logger: Logger) {
  const collection = model.collection;

  /** The active plan of each (host, slot) of `entries`, keyed by slotKey. One query. */
  const activeInSlots = async (entries: { host_id: number; slot: string }[]): Promise<Map<string, PlanDocument>> => {
    const hostsBySlot = new Map<string, number[]>();
    for (const { host_id, slot } of entries) addTo(hostsBySlot, slot, host_id);
    const or = [...hostsBySlot].map(([slot, hosts]) => ({ slot, host_id: trusted({ $in: hosts }) }));
    const found = await model.find({ status: 'active', $or: or }).lean<PlanDocument[]>();
    return new Map(found.map((doc) => [slotKey(doc.host_id, doc.slot), doc]));
  };

  /** Step 1: inserts `docs` (pending); marks those not stored in `failures`. */
  const insert = async (docs: PlanDocument[], failures: Map<string, string>): Promise<void> => {
    if (docs.length === 0) return;
    try {
      await collection.insertMany(docs as never[], { ordered: false });
    } catch (error) {
      const writeErrors: WriteErrorLike[] = writeErrorsOf(error) ?? docs.map((_doc, index) => ({ index }));
      for (const writeError of writeErrors) failures.set(docs[writeError.index].action_plan_id, STORAGE_FAILURE);
      logger.error({ code: (error as { code?: unknown }).code, message: (error as Error).message, failed: failures.size }, 'inserting plans failed');
    }
  };

  /** Step 2: the slot's active plan (if any) becomes inactive, superseded by the new plan. */
  const supersede = async (todo: PlanDocument[], by: string, commitBy: Date | null, known?: Map<string, PlanDocument>): Promise<SupersededPlan[]> => {
    const active = known ?? (await activeInSlots(todo));
    const attempts: SupersededPlan[] = [];
    for (const doc of todo) {
      const current = active.get(slotKey(doc.host_id, doc.slot));
      if (current && current.action_plan_id !== doc.action_plan_id) {
        attempts.push({ action_plan_id: current.action_plan_id, host_id: current.host_id, superseded_by: doc.action_plan_id, deactivated_at: new Date() });
      }
    }
    if (attempts.length === 0) return [];
    const ops: AnyBulkWriteOperation<PlanDocument>[] = attempts.map((a) => ({
      updateOne: {
        filter: { action_plan_id: a.action_plan_id, status: 'active', ...committableBefore(commitBy) },
        update: { $set: { status: 'inactive', superseded_by: a.superseded_by, deactivated_at: a.deactivated_at, updated_at: a.deactivated_at, updated_by: by }, $inc: { revision: 1 } },
      },
    }));
    const result = await collection.bulkWrite(ops as never, { ordered: false });
    if (result.modifiedCount === attempts.length) return attempts;
    // Some were changed by someone else first (deactivated, or superseded by a concurrent create): keep ours only.
    const after = await model.find({ action_plan_id: trusted({ $in: attempts.map((a) => a.action_plan_id) }) }, { action_plan_id: 1, superseded_by: 1, status: 1 }).lean<PlanDocument[]>();
    const successorOf = new Map(after.filter((doc) => doc.status === 'inactive').map((doc) => [doc.action_plan_id, doc.superseded_by]));
    return attempts.filter((a) => successorOf.get(a.action_plan_id) === a.superseded_by);
  };

  /** Step 3: pending -> active. Returns the ids activated, those that lost the slot (11000), and failures. */
  const activate = async (todo: PlanDocument[], commitBy: Date | null): Promise<{ activated: string[]; lostSlot: Set<string>; failed: string[] }> => {
    const ops = todo.map((doc) => ({ updateOne: { filter: { action_plan_id: doc.action_plan_id, status: 'pending', ...committableBefore(commitBy) }, update: { $set: { status: 'active' } } } }));
    const lostSlot = new Set<string>();
    const failed = new Set<string>();
    let modified: number;
    try {
      modified = (await collection.bulkWrite(ops as never, { ordered: false })).modifiedCount;
    } catch (error) {
      const writeErrors = writeErrorsOf(error);
      if (!writeErrors) throw error;
      for (const writeError of writeErrors) (isSlotTaken(writeError) ? lostSlot : failed).add(todo[writeError.index].action_plan_id);
      modified = (error as { result?: { modifiedCount?: number } }).result?.modifiedCount ?? -1;
    }
    const candidates = todo.filter((doc) => !lostSlot.has(doc.action_plan_id) && !failed.has(doc.action_plan_id)).map((doc) => doc.action_plan_id);
    if (modified === candidates.length) return { activated: candidates, lostSlot, failed: [...failed] };
    // The deadline passed (the filters matched nothing), or a pending plan vanished under us (the recovery sweep rolled
    // back a create older than its cutoff): only what is active now counts.
    const active = await model.find({ action_plan_id: trusted({ $in: candidates }), status: 'active' }, { action_plan_id: 1 }).lean<PlanDocument[]>();
    const activated = new Set(active.map((doc) => doc.action_plan_id));
    return { activated: [...activated], lostSlot, failed: [...failed, ...candidates.filter((id) => !activated.has(id))] };
  };

  /**
   * Rolls back an unfinished create: the plans it made inactive become active again (the newest of them, if the
   * slot is free; the others, and all of them when a newer plan holds the slot, stay inactive and name the slot's
   * active plan as their successor), and the pending plan is removed. Safe to run twice or on two replicas at once.
   * @returns the plans that stay inactive under a new successor (their deactivation is final: announce it)
   */
  const abandonPending = async (pending: PendingPlanRef): Promise<SupersededPlan[]> => {
    const replaced = await model.find({ host_id: pending.host_id, status: 'inactive', superseded_by: pending.action_plan_id }).sort({ created_at: -1, _id: -1 }).lean<PlanDocument[]>();
    const stillInactive: PlanDocument[] = [];
    const [newest, ...older] = replaced;
    if (newest) {
      try {
        await model.updateOne(
          { action_plan_id: newest.action_plan_id, status: 'inactive', superseded_by: pending.action_plan_id },
          { $set: { status: 'active', superseded_by: null, deactivated_at: null, updated_at: new Date() }, $inc: { revision: 1 } },
        );
      } catch (error) {
        if (!isSlotTaken(error as { code?: number; message?: string })) throw error;
        stillInactive.push(newest);
      }
    }
    stillInactive.push(...older);
    const repointed: SupersededPlan[] = [];
    const holder = stillInactive.length > 0 ? await model.findOne({ host_id: pending.host_id, slot: pending.slot, status: 'active' }, { action_plan_id: 1 }).lean<PlanDocument>() : null;
    if (holder) {
      for (const doc of stillInactive) {
        const result = await model.updateOne({ action_plan_id: doc.action_plan_id, status: 'inactive', superseded_by: pending.action_plan_id }, { $set: { superseded_by: holder.action_plan_id } });
        if (result.modifiedCount === 1) {
          repointed.push({ action_plan_id: doc.action_plan_id, host_id: doc.host_id, superseded_by: holder.action_plan_id, deactivated_at: doc.deactivated_at ?? new Date() });
        }
      }
    }
    await model.deleteOne({ action_plan_id: pending.action_plan_id, status: 'pending' });
    return repointed;
  };

  /**
   * Creates plans with the supersede rule (see above), each plan on its own: one plan's failure does not stop the
   * others. A few bulk round trips for the whole list; give a few thousand plans at most.
   * @returns one outcome per plan, in the order given; storage errors (STORAGE_FAILURE) and a passed deadline
   *   (DEADLINE_FAILURE) are outcomes, not throws
   */
  const createPlans = async (plans: NewPlan[], { by, commitBy, requestKey }: CreateOptions): Promise<CreateOutcome[]> => {
    const now = new Date();
    const docs = plans.map(({ host_id, fields }): PlanDocument => ({
      action_plan_id: randomUUID(),
      host_id,
      ...fields,
      status: 'pending',
      slot: planSlotOf(fields),
      created_at: now,
      updated_at: now,
      created_by: by,
      updated_by: by,
      deactivated_at: null,
      superseded_by: null,
      revision: 0,
      request_key: requestKey,
    }));
    const failures = new Map<string, string>();
    const activated = new Set<string>();
    const superseded = new Map<string, SupersededPlan[]>();

    let known: Map<string, PlanDocument> | undefined;
    try {
      known = await activeInSlots(docs);
      // Step 1, every plan: pending, invisible until step 3 commits it.
      await insert(docs, failures);
    } catch (error) {
      logger.error({ err: error }, 'creating plans failed');
      for (const doc of docs) failures.set(doc.action_plan_id, STORAGE_FAILURE);
    }

    // Steps 2 and 3, again for the plans that lost their slot to a concurrent create.
    let todo = docs.filter((doc) => !failures.has(doc.action_plan_id));
    for (let attempt = 1; todo.length > 0; attempt++) {
      if (attempt > MAX_ACTIVATION_ATTEMPTS) {
        for (const doc of todo) failures.set(doc.action_plan_id, CONTENDED_FAILURE);
        break;
      }
      try {
        for (const replaced of await supersede(todo, by, commitBy, attempt === 1 ? known : undefined)) addTo(superseded, replaced.superseded_by, replaced);
        const step = await activate(todo, commitBy);
        for (const id of step.activated) activated.add(id);
        const late = commitBy !== null && Date.now() >= commitBy.getTime();
        for (const id of step.failed) failures.set(id, late ? DEADLINE_FAILURE : STORAGE_FAILURE);
        todo = todo.filter((doc) => step.lostSlot.has(doc.action_plan_id));
      } catch (error) {
        logger.error({ err: error }, 'superseding or activating plans failed');
        for (const doc of todo) failures.set(doc.action_plan_id, STORAGE_FAILURE);
        break;
      }
    }

    // A failed plan must not leave its slot empty nor its pending document behind: roll it back now, in parallel (if
    // the database is down these wait for its timeout once, not once per plan). Plans that superseded nothing only
    // lose their pending document (one write for all). What fails here is left to the recovery sweep.
    const finalized = new Map<string, SupersededPlan[]>();
    const failed = docs.filter((doc) => !activated.has(doc.action_plan_id));
    const rollBackFailed = (error: unknown, ids: string[]) => {
      logger.warn({ err: error, action_plan_ids: ids.slice(0, 10), count: ids.length }, 'roll-back failed; the recovery sweep will retry');
      return [];
    };
    const unused = failed.filter((doc) => !superseded.has(doc.action_plan_id)).map((doc) => doc.action_plan_id);
    await Promise.all([
      ...failed
        .filter((doc) => superseded.has(doc.action_plan_id))
        .map(async (doc) => finalized.set(doc.action_plan_id, await abandonPending(doc).catch((error: unknown) => rollBackFailed(error, [doc.action_plan_id])))),
      unused.length > 0 ? model.deleteMany({ action_plan_id: trusted({ $in: unused }), status: 'pending' }).catch((error: unknown) => rollBackFailed(error, unused)) : undefined,
    ]);
    return docs.map((doc): CreateOutcome => {
      if (!activated.has(doc.action_plan_id)) {
        return { host_id: doc.host_id, ok: false, reason: failures.get(doc.action_plan_id) ?? STORAGE_FAILURE, superseded: finalized.get(doc.action_plan_id) ?? [] };
      }
      return { host_id: doc.host_id, ok: true, plan: toStoredPlan({ ...doc, status: 'active' }), superseded: superseded.get(doc.action_plan_id) ?? [] };
    });
  };

  return { createPlans, abandonPending };
}
