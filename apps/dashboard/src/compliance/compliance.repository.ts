import { randomUUID } from 'node:crypto';
import { findPage } from '@vmdash/db';
import { trusted, type Model } from 'mongoose';
import type { ComplianceCountGroup, ComplianceCountsDocument, ComplianceHistoryDocument, ComplianceItemDocument, ComplianceStateDocument } from './compliance.model';
import { DEFAULT_SLA_POLICY_VERSION } from '../sla-policy/sla-policy.rules';
import type { ImpersonatingAdmin } from '../workflows/impersonating-admin';
import type { ComputedItem, ExistingItem, FieldChange, ItemPlan } from './compliance.rules';

/** Which item field scopes items by team (FINDINGS_TEAM_FIELD, as for findings). */
export type ComplianceTeamField = 'bu_team' | 'owner';

/** A caller's team scope: the field and the teams (null: every team). */
export interface TeamScope {
  field: ComplianceTeamField;
  teams: readonly string[] | null;
}

/** A stored item as the service sees it (a plain object; mongoose stays in here). */
export type StoredComplianceItem = Omit<ComplianceItemDocument, '_id'> & { key: string };

/** A stored history entry. */
export type StoredHistoryEntry = Omit<ComplianceHistoryDocument, '_id' | 'hostname_key' | 'item_id' | 'changed_by_id'>;

/** Filters of GET /api/compliance/items; `overdue` compares resolution_date with `today`. */
export interface ItemFilter {
  metric_id?: string;
  bu_team?: string;
  owner?: string;
  status?: string;
  overdue?: boolean;
  today: string;
}

/** A metadata write: the new values of one item, and the history entries it makes. */
export interface MetadataWrite {
  key: string;
  set: Partial<Record<'resolution_date' | 'remediation_plan', string | null>>;
}

/** One changed field of one item of a host (a history entry without who, why and when). */
export type HostFieldChange = FieldChange & { hostname_key: string };

/**
 * Who changed metadata, why and when (the history entry's changed_by, change_reason, changed_at), with the Admin behind
 * an impersonation (workflows/impersonating-admin.ts).
 */
export interface ChangeAuthor extends ImpersonatingAdmin {
  userId: string;
  username: string;
  reason: string | null;
  at: Date;
}

/** Writes per bulkWrite call: MongoDB splits larger batches itself; this bounds one request's size. */
const WRITES_PER_BATCH = 5_000;

const STATE_ID = 'items';
const COUNTS_ID = 'summary';
/** MongoDB's duplicate key error. */
const DUPLICATE_KEY = 11000;

/** The order of the item list and its export: hostname (case-insensitively), metric, source. */
const LIST_ORDER = { hostname_key: 1, metric_id: 1, source: 1 } as const;

function toStored(doc: ComplianceItemDocument): StoredComplianceItem {
  const { _id, ...rest } = doc;
  return { ...rest, key: _id };
}

function scopeCondition(scope: TeamScope): Record<string, unknown> {
  return scope.teams === null ? {} : { [scope.field]: trusted({ $in: [...scope.teams] }) };
}

function filterCondition(filter: ItemFilter): Record<string, unknown> {
  const conditions: Record<string, unknown> = {};
  if (filter.metric_id !== undefined) conditions.metric_id = filter.metric_id;
  if (filter.bu_team !== undefined) conditions.bu_team = filter.bu_team;
  if (filter.owner !== undefined) conditions.owner = filter.owner;
  if (filter.status !== undefined) conditions.status = filter.status;
  if (filter.overdue === true) {
    // Only an active item can be overdue: with status=resolved nothing matches.
    if (filter.status === 'resolved') conditions._id = trusted({ $in: [] });
    conditions.status = 'active';
    conditions.resolution_date = trusted({ $ne: null, $lt: filter.today });
  } else if (filter.overdue === false) {
    conditions.$or = [{ status: 'resolved' }, { resolution_date: null }, { resolution_date: trusted({ $gte: filter.today }) }];
  }
  return conditions;
}

/** Storage of compliance items, their history and the recompute state. Filters hold only plain values (libs/db). */
export function createComplianceRepository(models: {
  items: Model<ComplianceItemDocument>;
  history: Model<ComplianceHistoryDocument>;
  state: Model<ComplianceStateDocument>;
  counts: Model<ComplianceCountsDocument>;
}) {
  const { items, history, state, counts } = models;
  const existingProjection = { _id: 1, status: 1, hostname: 1, owner: 1, bu_team: 1, findings: 1, oldest_due_date: 1, sla_policy_version: 1 };
  const toExisting = (doc: Pick<ComplianceItemDocument, '_id' | 'status' | 'hostname' | 'owner' | 'bu_team' | 'findings' | 'oldest_due_date' | 'sla_policy_version'>): ExistingItem => ({
    key: doc._id,
    status: doc.status,
    hostname: doc.hostname,
    owner: doc.owner,
    bu_team: doc.bu_team,
    findings: doc.findings,
    oldest_due_date: doc.oldest_due_date,
    // Items stored before there was an SLA policy were set by the default, version 1.
    sla_policy_version: doc.sla_policy_version ?? DEFAULT_SLA_POLICY_VERSION,
  });

  async function bulk(ops: object[]): Promise<void> {
    for (let i = 0; i < ops.length; i += WRITES_PER_BATCH) await items.collection.bulkWrite(ops.slice(i, i + WRITES_PER_BATCH) as never, { ordered: false });
  }

  return {
    /**
     * The stored state a recompute compares with: the active items and those with the computed keys, of every host (a
     * full recompute) or of these beta hosts. Resolved items that stay resolved are not read, so the read does not grow
     * with the history of resolutions.
     */
    async existing(betaHostIds: readonly number[] | null, computedKeys: readonly string[]): Promise<ExistingItem[]> {
      const conditions: Record<string, unknown> = betaHostIds === null ? {} : { source: 'beta', host_id: trusted({ $in: [...betaHostIds] }) };
      conditions.$or = [{ status: 'active' }, { _id: trusted({ $in: [...computedKeys] }) }];
      const docs = await items.find(conditions, existingProjection).lean<ComplianceItemDocument[]>();
      return docs.map(toExisting);
    },

    /**
     * Applies a recompute's writes: each computed item upserted by its key (metadata kept, or null on insert), each
     * stale active item resolved with `now`. Every write is idempotent, so a rerun after an interruption converges.
     */
    async applyItemPlan(plan: ItemPlan, now: Date): Promise<void> {
      const upserts = plan.upserts.map((item: ComputedItem) => ({
        updateOne: {
          filter: { _id: item.key },
          update: {
            $set: {
              source: item.source,
              host_id: item.host_id,
              hostname: item.hostname,
              hostname_key: item.hostname_key,
              metric_id: item.metric_id,
              owner: item.owner,
              bu_team: item.bu_team,
              findings: item.findings,
              oldest_due_date: item.oldest_due_date,
              sla_policy_version: item.sla_policy_version,
              status: 'active',
              resolved_at: null,
              updated_at: now,
            },
            $setOnInsert: { resolution_date: null, remediation_plan: null, created_at: now },
          },
          upsert: true,
        },
      }));
      const resolves = plan.resolve.map((key) => ({
        updateOne: { filter: { _id: key, status: 'active' }, update: { $set: { status: 'resolved', resolved_at: now, findings: 0, updated_at: now } } },
      }));
      await bulk([...upserts, ...resolves]);
    },

    /** One page of the items in `scope` that pass `filter`, by hostname and metric, and how many pass in all. */
    async list(scope: TeamScope, filter: ItemFilter, page: number, pageSize: number): Promise<{ items: StoredComplianceItem[]; total: number }> {
      const conditions = { ...filterCondition(filter), ...scopeCondition(scope) };
      const { docs, total } = await findPage(items, conditions, LIST_ORDER, page, pageSize);
      return { items: docs.map(toStored), total };
    },

    /**
     * Every item in `scope` that passes `filter`, in the list's order, `batchSize` at a time from one database cursor
     * (the export of docs/decisions/0015): the driver fetches the next `batchSize` documents only when the caller has taken the
     * previous ones, so this holds at most the batch being filled and the driver's buffer. A caller that stops early
     * closes the cursor.
     */
    async *stream(scope: TeamScope, filter: ItemFilter, batchSize: number): AsyncGenerator<StoredComplianceItem[]> {
      const cursor = items
        .find({ ...filterCondition(filter), ...scopeCondition(scope) })
        .sort(LIST_ORDER)
        .lean<ComplianceItemDocument>()
        .cursor({ batchSize });
      try {
        let batch: StoredComplianceItem[] = [];
        for await (const doc of cursor) {
          batch.push(toStored(doc));
          if (batch.length < batchSize) continue;
          yield batch;
          batch = [];
        }
        if (batch.length > 0) yield batch;
      } finally {
        await cursor.close();
      }
    },

    /** Every item of the hosts with these hostname keys (any team; the commands apply the scope). */
    async itemsOfHosts(hostnameKeys: readonly string[]): Promise<StoredComplianceItem[]> {
      const docs = await items
        .find({ hostname_key: trusted({ $in: [...hostnameKeys] }) })
        .sort({ metric_id: 1, source: 1 })
        .lean<ComplianceItemDocument[]>();
      return docs.map(toStored);
    },

    /** The last `limit` history entries of a host, newest first. */
    async historyOf(hostnameKey: string, limit: number): Promise<StoredHistoryEntry[]> {
      const docs = await history.find({ hostname_key: hostnameKey }).sort({ changed_at: -1, _id: -1 }).limit(limit).lean<ComplianceHistoryDocument[]>();
      return docs.map(({ metric_id, field, old_value, new_value, change_reason, changed_by, impersonated_by, impersonated_by_id, changed_at }) => ({
        metric_id,
        field,
        old_value,
        new_value,
        change_reason,
        changed_by,
        // Entries stored before the Admin was kept lack both fields.
        impersonated_by: impersonated_by ?? null,
        impersonated_by_id: impersonated_by_id ?? null,
        changed_at,
      }));
    },

    /**
     * Stores metadata changes: one bulk write of the items' new values (one updateMany per distinct pair of values) and
     * one insert of their history entries (one per changed field), whatever the number of hosts (docs/decisions/0014: no round trip
     * per host).
     */
    async applyMetadata(writes: readonly MetadataWrite[], changes: readonly HostFieldChange[], author: ChangeAuthor): Promise<void> {
      if (writes.length === 0) return;
      // Items that take the same values (a bulk commit usually sets one date and plan everywhere) share one updateMany.
      const keysOfValues = new Map<string, { set: MetadataWrite['set']; keys: string[] }>();
      for (const write of writes) {
        const id = JSON.stringify([write.set.resolution_date, write.set.remediation_plan]);
        const group = keysOfValues.get(id) ?? { set: write.set, keys: [] };
        group.keys.push(write.key);
        keysOfValues.set(id, group);
      }
      await bulk([...keysOfValues.values()].map(({ set, keys }) => ({ updateMany: { filter: { _id: { $in: keys } }, update: { $set: { ...set, updated_at: author.at } } } })));
      // Entries of one request share changed_at; their _id (time-ordered within the request) keeps their order.
      const stamp = author.at.getTime().toString(36).padStart(10, '0');
      await history.collection.insertMany(
        changes.map((change, index) => ({
          _id: `${stamp}-${index.toString(36).padStart(6, '0')}-${randomUUID()}`,
          hostname_key: change.hostname_key,
          item_id: change.key,
          metric_id: change.metric_id,
          field: change.field,
          old_value: change.old_value,
          new_value: change.new_value,
          change_reason: author.reason,
          changed_by: author.username,
          changed_by_id: author.userId,
          impersonated_by: author.impersonated_by,
          impersonated_by_id: author.impersonated_by_id,
          changed_at: author.at,
        })) as never[],
        { ordered: false },
      );
    },

    /**
     * Raises the items' version after a write of items (a recompute's plan, a metadata change) and answers it: counts
     * taken from then on include the write (docs/decisions/0031, "The compliance summary").
     */
    async itemsChanged(): Promise<number> {
      const doc = await state.collection.findOneAndUpdate(
        { _id: STATE_ID } as never,
        { $inc: { items_version: 1 }, $setOnInsert: { generation: 0, pending_all: true, pending_hosts: [], computed_at: null, host_counts: [] } },
        { upsert: true, returnDocument: 'after', projection: { items_version: 1 } },
      );
      return (doc as { items_version?: number } | null)?.items_version ?? 0;
    },

    /**
     * Counts every item as of items version `version` (read after the version: the count includes every write of that
     * version or before) into the summary's groups (ComplianceCountGroupShape), the resolved ones by resolved_at from
     * `resolvedSince` on, and stores them unless counts of a later version are stored. Counted by the database: one
     * `$group`, a few hundred groups answered.
     */
    async countSummary(version: number, resolvedSince: Date, now: Date): Promise<ComplianceCountsDocument> {
      const active = { $eq: ['$status', 'active'] };
      const groups = await items.aggregate<ComplianceCountGroup>([
        {
          $group: {
            _id: {
              bu_team: '$bu_team',
              owner: '$owner',
              metric_id: '$metric_id',
              status: '$status',
              resolution_date: { $cond: [{ $and: [active, { $eq: [{ $type: '$resolution_date' }, 'string'] }] }, '$resolution_date', null] },
              resolved_at: { $cond: [{ $and: [{ $not: [active] }, { $eq: [{ $type: '$resolved_at' }, 'date'] }, { $gte: ['$resolved_at', resolvedSince] }] }, '$resolved_at', null] },
            },
            items: { $sum: 1 },
          },
        },
        {
          $project: {
            _id: 0,
            bu_team: '$_id.bu_team',
            owner: '$_id.owner',
            metric_id: '$_id.metric_id',
            status: '$_id.status',
            resolution_date: '$_id.resolution_date',
            resolved_at: '$_id.resolved_at',
            items: 1,
          },
        },
      ]);
      const doc: ComplianceCountsDocument = { _id: COUNTS_ID, version, counted_at: now, groups };
      try {
        await counts.collection.updateOne({ _id: COUNTS_ID, version: { $lt: version } } as never, { $set: { version, counted_at: now, groups } }, { upsert: true });
      } catch (error) {
        // Counts of this version or a later one are stored already (the upsert met the existing document).
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      return doc;
    },

    /** The stored summary counts (null before the first count). */
    async summaryCounts(): Promise<ComplianceCountsDocument | null> {
      return counts.findById(COUNTS_ID).lean<ComplianceCountsDocument>();
    },

    /** The recompute state (a fresh one, pending everything, before the first recompute). */
    async state(): Promise<ComplianceStateDocument> {
      const doc = await state.findById(STATE_ID).lean<ComplianceStateDocument>();
      return doc ?? { _id: STATE_ID, generation: 0, pending_all: true, pending_hosts: [], computed_at: null, items_version: 0, host_counts: [] };
    },

    /** Asks for a recompute of every host (a snapshot was activated). */
    async requestAll(): Promise<void> {
      await state.collection.updateOne(
        { _id: STATE_ID } as never,
        { $set: { pending_all: true }, $inc: { generation: 1 }, $setOnInsert: { pending_hosts: [], computed_at: null, host_counts: [] } },
        { upsert: true },
      );
    },

    /** Asks for a recompute of these beta hosts (their action plans changed). */
    async requestHosts(hostIds: readonly number[]): Promise<void> {
      await state.collection.updateOne(
        { _id: STATE_ID } as never,
        { $addToSet: { pending_hosts: { $each: [...hostIds] } }, $inc: { generation: 1 }, $setOnInsert: { pending_all: true, computed_at: null, host_counts: [] } },
        { upsert: true },
      );
    },

    /**
     * Records a finished recompute of generation `generation`: clears what was pending only when no new request came
     * meanwhile (else the next call recomputes again); a full recompute also stores the host counts.
     */
    async finishRecompute(generation: number, full: boolean, hostCounts: ComplianceStateDocument['host_counts'] | null, now: Date): Promise<void> {
      const set: Record<string, unknown> = { computed_at: now };
      if (hostCounts !== null) set.host_counts = hostCounts;
      await state.collection.updateOne({ _id: STATE_ID } as never, { $set: set, $setOnInsert: { generation: 0, pending_all: false, pending_hosts: [] } }, { upsert: true });
      const cleared: Record<string, unknown> = { pending_hosts: [] };
      if (full) cleared.pending_all = false;
      await state.collection.updateOne({ _id: STATE_ID, generation } as never, { $set: cleared });
    },
  };
}

/** The compliance repository (see createComplianceRepository). */
export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
