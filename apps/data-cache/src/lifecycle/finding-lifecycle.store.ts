import type { Logger } from '@vmdash/observability';
import { mongo, trusted, type AnyBulkWriteOperation, type Connection } from 'mongoose';
import type { AnySnapshot } from '../snapshot-store/snapshot.repository';
import type { IdentityRegistry } from '../snapshot/snapshot.types';
import { diffLifecycle, STATUS_CODE, type LifecycleStatus, type StoredStates } from './lifecycle-diff';
import { lifecycleModels, type FindingLifecycleRecord, type FindingTransitionRecord, type LifecycleModels, type TransitionKind } from './lifecycle.models';
import { lifecycleViewOf, type LifecycleView } from './lifecycle-view';
import type { OpenCount } from './daily-counts.store';
import type { FixedFinding, TrendTransition } from './remediation-analytics';
import type { SlaFinding } from './sla-analytics';
import { SLA_LEVELS, type SlaPolicyBasis } from '@vmdash/domain';
import type { TeamField } from '../dashboard-findings/finding-query';

/** Writes per MongoDB round trip. */
const WRITE_BATCH = 2_000;
/** Records inserted per MongoDB round trip (new findings: a baseline inserts its whole snapshot). */
const INSERT_BATCH = 10_000;
/** Events published at once. */
const PUBLISH_CONCURRENCY = 32;

/** Publishes one transition as `findings.finding.<kind>` (through the service's outbox), with its message id. */
export type PublishTransition = (transition: FindingTransitionRecord) => Promise<void>;

/** What one refresh changed in the lifecycle of its source's findings (counts). */
export interface LifecycleOutcome {
  /** True for the first snapshot a source ever had: its findings are recorded open without transitions. */
  baseline: boolean;
  opened: number;
  fixed: number;
  reopened: number;
  /** Findings open before and still present. */
  seen: number;
  /** For a baseline, its findings (all open now) per severity and host team (DailyFindingCounts.afterRefresh). */
  baselineOpen?: OpenCount[];
}

interface StoreOptions {
  /** How long transitions are kept for the changes feed, days. */
  historyDays: number;
  publish: PublishTransition;
  logger: Logger;
}

/**
 * The finding lifecycle of both sources (docs/decisions/0026-finding-lifecycle.md): one record per finding ever seen,
 * the transitions of the configured history time, and the diff that updates them when a refresh activates a snapshot.
 * The diff compares the new snapshot with the stored records, not with the previous snapshot, so the history survives
 * restarts and snapshot pruning, and a refresh run again after a crash converges on the same records.
 */
export class FindingLifecycleStore {
  private readonly models: LifecycleModels;

  constructor(
    private readonly connection: Connection,
    private readonly options: StoreOptions,
  ) {
    this.models = lifecycleModels(connection);
  }

  /** Creates the indexes, the transitions' TTL index with the configured history time (changed in place when it differs). */
  async init(): Promise<void> {
    await Promise.all([this.models.record.init(), this.models.transition.init()]);
    const expireAfterSeconds = this.options.historyDays * 86_400;
    const name = 'recorded_at_ttl';
    try {
      await this.models.transition.collection.createIndex({ recorded_at: 1 }, { name, expireAfterSeconds });
    } catch {
      // An index of that name with another expiry (the setting changed): MongoDB changes it in place.
      await this.connection.db!.command({ collMod: this.models.transition.collection.collectionName, index: { name, expireAfterSeconds } });
    }
  }

  /** Whether any finding of `source` has a record (false before its first snapshot). */
  async hasFindings(source: AnySnapshot['source']): Promise<boolean> {
    return (await this.models.record.exists({ source })) !== null;
  }

  /**
   * Updates the lifecycle of `snapshot`'s source from it: findings never seen open, fixed ones present again reopen,
   * open ones absent on a host the snapshot covers are fixed at the host's scan time (or `refreshedAt` without one),
   * and open ones still present get their last sighting. Transitions are stored before the records change, then
   * published. The source's first snapshot is the baseline: its findings are recorded open, without transitions.
   * @throws the driver's error when MongoDB fails (a refresh run again completes the update)
   */
  async apply(snapshot: AnySnapshot, registry: IdentityRegistry, refreshedAt: Date): Promise<LifecycleOutcome> {
    const started = Date.now();
    const view = lifecycleViewOf(snapshot, registry, refreshedAt);
    const stored = await this.storedStates(snapshot.source);
    const baseline = stored.ids.length === 0;
    const diff = diffLifecycle(view, stored, view.coveredHosts);
    const fixedIds = diff.fixed.map((index) => stored.ids[index]);
    const reopenedRecords = await this.recordsOf(
      snapshot.source,
      diff.reopened.map((index) => view.ids[index]),
    );
    const fixedRecords = await this.recordsOf(snapshot.source, fixedIds);

    const transitions: FindingTransitionRecord[] = [];
    if (!baseline) {
      const transition = (kind: TransitionKind, record: Omit<FindingTransitionRecord, '_id' | 'kind' | 'recorded_at' | 'order' | 'source'>, n: number): void => {
        transitions.push({ _id: `${snapshot.source}:${record.finding_id}:${n}`, source: snapshot.source, kind, recorded_at: refreshedAt, order: transitions.length, ...record });
      };
      for (const index of diff.opened) transition('opened', view.transitionOf(index, view.firstSeen(index)), 1);
      for (const index of diff.reopened) {
        const previous = reopenedRecords.get(view.ids[index]);
        transition('reopened', view.transitionOf(index, view.lastSeen(index)), (previous?.transitions ?? 1) + 1);
      }
      for (const record of fixedRecords.values()) transition('fixed', { ...refOf(record), occurred_at: view.scanTimeOfHost(record.host_id) }, record.transitions + 1);
      await this.write(
        this.models.transition,
        transitions.map((t) => ({ updateOne: { filter: { _id: t._id }, update: { $setOnInsert: t }, upsert: true } })),
      );
    }

    await this.insertNew(diff.opened, (index) => view.newRecord(index));
    await this.write(
      this.models.record,
      diff.reopened.map((index) => ({
        updateOne: {
          filter: { _id: `${snapshot.source}:${view.ids[index]}` },
          update: { $set: { ...view.sighting(index), status: 'reopened' satisfies LifecycleStatus, fixed_at: null }, $inc: { reopened_count: 1, transitions: 1 } },
        },
      })),
    );
    await this.updateGrouped(
      snapshot.source,
      fixedIds,
      (id) => view.scanTimeOfHost(fixedRecords.get(id)?.host_id ?? -1).toISOString(),
      (time) => ({
        $set: { status: 'fixed' satisfies LifecycleStatus, fixed_at: new Date(time) },
        $inc: { transitions: 1 },
      }),
    );
    const seenIds = Array.from(diff.seen, (index) => view.ids[index]);
    const lastSeenOf = new Map<number, string>();
    diff.seen.forEach((index) => lastSeenOf.set(view.ids[index], view.lastSeen(index).toISOString()));
    await this.updateGrouped(
      snapshot.source,
      seenIds,
      (id) => lastSeenOf.get(id) as string,
      (time) => ({ $set: { last_seen: new Date(time) } }),
    );

    await this.publishAll(transitions);
    const outcome = { baseline, opened: diff.opened.length, fixed: fixedIds.length, reopened: diff.reopened.length, seen: diff.seen.length };
    this.options.logger.info({ source: snapshot.source, ...outcome, duration_ms: Date.now() - started }, 'finding lifecycle updated');
    return baseline ? { ...outcome, baselineOpen: openCountsOf(view, diff.opened) } : outcome;
  }

  /**
   * The reopened findings of both sources (the findings list shows them so; the others of a snapshot are open): beta
   * by active_host_findings_id, alpha by "<asset_id>|<CVE id in upper case>" (alpha's read model has no registry ids).
   */
  async reopenedFindings(): Promise<ReopenedFindings> {
    const records = await this.models.record.find({ status: 'reopened' }, { _id: 0, source: 1, host_id: 1, cve_id: 1, active_host_findings_id: 1 }).lean();
    const reopened: ReopenedFindings = { beta: new Set(), alpha: new Set() };
    for (const record of records) {
      if (record.source === 'beta' && record.active_host_findings_id !== null) reopened.beta.add(record.active_host_findings_id);
      else if (record.source === 'alpha' && record.cve_id !== null) reopened.alpha.add(alphaListingKey(record.host_id, record.cve_id));
    }
    return reopened;
  }

  /**
   * The fixed findings of `scope` that pass `filter` (both sources unless it names one), read through a cursor: the
   * findings list's rows with status fixed.
   */
  async *fixedFindings(scope: AnalyticsScope, filter: FixedFindingFilter): AsyncGenerator<FindingLifecycleRecord> {
    const hostFilter: object =
      filter.hosts === undefined
        ? {}
        : {
            // Operators built here, never from input (see fixedSince); the ids are numbers the caller parsed.
            $or: (['alpha', 'beta'] as const).map((source) => ({ source, host_id: trusted({ $in: [...(filter.hosts?.[source] ?? [])] }) })),
          };
    const conditions: object = {
      status: 'fixed',
      ...(filter.source ? { source: filter.source } : {}),
      ...(filter.severity ? { severity: filter.severity } : {}),
      ...scopeFilter(scope),
      ...hostFilter,
    };
    yield* this.models.record.find(conditions).lean<FindingLifecycleRecord[]>().batchSize(10_000).cursor();
  }

  /**
   * The transitions of `source` recorded strictly after `since`, oldest first (by recorded_at, then their order within
   * the refresh), read through a cursor: the changes feed of the Data API.
   */
  async *changes(source: AnySnapshot['source'], since: Date): AsyncGenerator<FindingTransitionRecord> {
    // Operators built here, never from input: marked trusted, or libs/db's sanitizeFilter would turn them into values.
    yield* this.models.transition
      .find({ source, recorded_at: trusted({ $gt: since }) })
      .sort({ recorded_at: 1, order: 1 })
      .lean()
      .batchSize(1_000)
      .cursor();
  }

  /**
   * The findings of `scope` fixed at or after `since` (by fixed_at), both sources, read through a cursor (MTTR).
   * A finding fixed, reopened and fixed again counts once, with its first sighting and its last fix.
   */
  async *fixedSince(scope: AnalyticsScope, since: Date): AsyncGenerator<FixedFinding> {
    // Operators built here, never from input: marked trusted, or libs/db's sanitizeFilter would turn them into values.
    const cursor = this.models.record
      .find({ status: 'fixed', fixed_at: trusted({ $gte: since }), ...scopeFilter(scope) }, { _id: 0, source: 1, severity: 1, bu_team: 1, owner: 1, first_seen: 1, fixed_at: 1 })
      .lean()
      .batchSize(10_000)
      .cursor();
    for await (const record of cursor) {
      yield { team: teamOf(record, scope), severity: record.severity, source: record.source, first_seen: record.first_seen, fixed_at: record.fixed_at as Date };
    }
  }

  /**
   * The findings of `scope` (both sources) the SLA analytics judge from `since` on: of an SLA level under `basis`
   * (critical, high or medium severity or risk rating), open now or fixed at or after `since`; read through a cursor.
   */
  async *slaFindings(scope: AnalyticsScope, basis: SlaPolicyBasis, since: Date): AsyncGenerator<SlaFinding> {
    // Operators built here, never from input (see fixedSince); the levels are libs/domain's.
    const conditions: object = {
      [basis]: trusted({ $in: [...SLA_LEVELS] }),
      $or: [{ fixed_at: null }, { fixed_at: trusted({ $gte: since }) }],
      ...scopeFilter(scope),
    };
    yield* this.models.record.find(conditions, { _id: 0, severity: 1, risk_rating: 1, first_seen: 1, fixed_at: 1, criticality: 1, kev_due_date: 1 }).lean<SlaFinding[]>().batchSize(10_000).cursor();
  }

  /**
   * The transitions of `scope` whose scan time lies in [from, until), of `source` when given, both otherwise, read
   * through a cursor (what changed).
   */
  async *transitionsBetween(scope: AnalyticsScope, from: Date, until: Date, source?: AnySnapshot['source']): AsyncGenerator<FindingTransitionRecord> {
    // Operators built here, never from input (see fixedSince); the times are Dates the caller parsed.
    const conditions: object = { occurred_at: trusted({ $gte: from, $lt: until }), ...(source ? { source } : {}), ...scopeFilter(scope) };
    yield* this.models.transition.find(conditions).lean<FindingTransitionRecord[]>().batchSize(10_000).cursor();
  }

  /** The transitions of `scope` (both sources) whose scan time is at or after `since`, read through a cursor (the trend). */
  async *transitionsSince(scope: AnalyticsScope, since: Date): AsyncGenerator<TrendTransition> {
    // Operators built here, never from input (see fixedSince).
    yield* this.models.transition
      .find({ occurred_at: trusted({ $gte: since }), ...scopeFilter(scope) }, { _id: 0, kind: 1, severity: 1, occurred_at: 1 })
      .lean()
      .batchSize(10_000)
      .cursor();
  }

  /** How many findings of `scope` are open or reopened now, keyed by "<source>:<severity>" (absent: none). */
  async openCounts(scope: AnalyticsScope): Promise<Map<string, number>> {
    const counts = await this.models.record.aggregate<{ _id: { source: string; severity: string }; open: number }>([
      // Operators built here, never from input (see fixedSince).
      { $match: { status: trusted({ $in: ['open', 'reopened'] }), ...scopeFilter(scope) } },
      { $group: { _id: { source: '$source', severity: '$severity' }, open: { $sum: 1 } } },
    ]);
    return new Map(counts.map((count) => [`${count._id.source}:${count._id.severity}`, count.open]));
  }

  /** Every record of `source` as sorted typed arrays (id, host, status): 17 bytes a finding. */
  private async storedStates(source: AnySnapshot['source']): Promise<StoredStates> {
    let capacity = (await this.models.record.countDocuments({ source })) + 1024;
    let states: StoredStates = { ids: new Float64Array(capacity), hostIds: new Float64Array(capacity), statuses: new Uint8Array(capacity) };
    let length = 0;
    const cursor = this.models.record.find({ source }, { _id: 0, finding_id: 1, host_id: 1, status: 1 }).sort({ finding_id: 1 }).lean().batchSize(10_000).cursor();
    for await (const record of cursor) {
      if (length === capacity) {
        capacity *= 2;
        const grown = { ids: new Float64Array(capacity), hostIds: new Float64Array(capacity), statuses: new Uint8Array(capacity) };
        grown.ids.set(states.ids);
        grown.hostIds.set(states.hostIds);
        grown.statuses.set(states.statuses);
        states = grown;
      }
      states.ids[length] = record.finding_id;
      states.hostIds[length] = record.host_id;
      states.statuses[length] = STATUS_CODE[record.status];
      length += 1;
    }
    return { ids: states.ids.subarray(0, length), hostIds: states.hostIds.subarray(0, length), statuses: states.statuses.subarray(0, length) };
  }

  /** The records of some findings of `source`, by finding id (an unknown id is left out). */
  async recordsOf(source: AnySnapshot['source'], findingIds: number[]): Promise<Map<number, FindingLifecycleRecord>> {
    const records = new Map<number, FindingLifecycleRecord>();
    for (let i = 0; i < findingIds.length; i += WRITE_BATCH) {
      const ids = findingIds.slice(i, i + WRITE_BATCH).map((id) => `${source}:${id}`);
      // Operators built here, never from input: marked trusted, or libs/db's sanitizeFilter would turn them into values.
      for (const record of await this.models.record.find({ _id: trusted({ $in: ids }) }).lean()) records.set(record.finding_id, record);
    }
    return records;
  }

  /** One updateMany per distinct key (a time) and batch of ids: far fewer round trips than one update per finding. */
  private async updateGrouped(source: AnySnapshot['source'], findingIds: number[], keyOf: (id: number) => string, update: (key: string) => object): Promise<void> {
    const groups = new Map<string, string[]>();
    for (const id of findingIds) {
      const key = keyOf(id);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(`${source}:${id}`);
    }
    for (const [key, ids] of groups) {
      for (let i = 0; i < ids.length; i += WRITE_BATCH) await this.models.record.updateMany({ _id: trusted({ $in: ids.slice(i, i + WRITE_BATCH) }) }, update(key));
    }
  }

  /**
   * Inserts the records of findings that have none (`opened`: indexes of the view), INSERT_BATCH at a time, each batch
   * made as it is sent: one unordered insert per batch, not an upsert per finding (a source's baseline is its whole
   * snapshot). A record already there (a refresh run again after a crash) is left as it is, as `$setOnInsert` leaves it.
   * @throws the driver's error for any failure but a duplicate _id
   */
  private async insertNew(opened: readonly number[], recordOf: (index: number) => FindingLifecycleRecord): Promise<void> {
    for (let i = 0; i < opened.length; i += INSERT_BATCH) {
      const records = opened.slice(i, i + INSERT_BATCH).map(recordOf);
      try {
        // lean: the records are made whole by the view, nothing for mongoose to cast or validate.
        await this.models.record.insertMany(records, { ordered: false, lean: true });
      } catch (error) {
        if (!onlyDuplicateKeys(error)) throw error;
      }
    }
  }

  private async write<T extends object>(model: { bulkWrite(ops: AnyBulkWriteOperation<T>[], options: { ordered: false }): Promise<unknown> }, ops: AnyBulkWriteOperation<T>[]): Promise<void> {
    for (let i = 0; i < ops.length; i += WRITE_BATCH) await model.bulkWrite(ops.slice(i, i + WRITE_BATCH), { ordered: false });
  }

  private async publishAll(transitions: FindingTransitionRecord[]): Promise<void> {
    for (let i = 0; i < transitions.length; i += PUBLISH_CONCURRENCY) await Promise.all(transitions.slice(i, i + PUBLISH_CONCURRENCY).map((t) => this.options.publish(t)));
  }
}

/** The reopened findings of both sources (FindingLifecycleStore.reopenedFindings). */
export interface ReopenedFindings {
  /** active_host_findings_id of reopened beta findings. */
  beta: Set<number>;
  /** alphaListingKey of reopened alpha findings. */
  alpha: Set<string>;
}

/** The key of an alpha finding in ReopenedFindings: "<asset_id>|<CVE id in upper case>". */
export function alphaListingKey(assetId: number, cveId: string): string {
  return `${assetId}|${cveId.toUpperCase()}`;
}

/** What the store can filter fixed findings by: a source, a severity, hosts per source (none listed: no host of it). */
export interface FixedFindingFilter {
  source?: AnySnapshot['source'];
  severity?: string;
  hosts?: Partial<Record<AnySnapshot['source'], ReadonlySet<number>>>;
}

/**
 * Whose findings an analytics read covers: those whose host's team field (bu_team or owner, the dashboard's
 * FINDINGS_TEAM_FIELD) is one of `teams`, or every finding when `teams` is null (an Admin who chose every team).
 */
export interface AnalyticsScope {
  teamField: TeamField;
  teams: ReadonlySet<string> | null;
}

/** The MongoDB filter of a scope; a host without the team field has team "" (as QueryBetaFindings reads it). */
function scopeFilter(scope: AnalyticsScope): object {
  if (scope.teams === null) return {};
  const teams: (string | null)[] = [...scope.teams];
  if (scope.teams.has('')) teams.push(null);
  return { [scope.teamField]: trusted({ $in: teams }) };
}

/** The value of the scope's team field on a record ("" when the host has none). */
function teamOf(record: Pick<FindingLifecycleRecord, 'bu_team' | 'owner'>, scope: AnalyticsScope): string {
  return (scope.teamField === 'owner' ? record.owner : record.bu_team) ?? '';
}

/** The finding ids and fields of a stored record, as a transition carries them. */
function refOf(record: FindingLifecycleRecord) {
  const { finding_id, host_id, scanner_id, active_host_findings_id, cve_id, port, protocol, severity, bu_team, owner } = record;
  return { finding_id, host_id, scanner_id, active_host_findings_id, cve_id, port, protocol, severity, bu_team, owner };
}

/** The findings `indexes` of a view per severity and host team, as the records of their sighting carry them. */
function openCountsOf(view: LifecycleView, indexes: readonly number[]): OpenCount[] {
  const counts = new Map<string, OpenCount>();
  for (const index of indexes) {
    const { severity, bu_team, owner } = view.sighting(index);
    const key = JSON.stringify([severity, bu_team, owner]);
    const count = counts.get(key);
    if (count) count.open += 1;
    else counts.set(key, { _id: { severity, bu_team, owner }, open: 1 });
  }
  return [...counts.values()];
}

/** Whether a failed unordered insert failed only on duplicate keys (MongoDB error 11000: the record exists). */
function onlyDuplicateKeys(error: unknown): boolean {
  if (!(error instanceof mongo.MongoBulkWriteError)) return false;
  const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  return errors.length > 0 && errors.every((writeError) => writeError.code === 11000);
}
