import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { DATA_SOURCES, SEVERITIES, type TrendInterval } from '@vmdash/domain';
import { trusted, type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import type { AnySnapshot } from '../snapshot-store/snapshot.repository';
import { lifecycleModels, type LifecycleModels } from './lifecycle.models';
import { periodStart, type TrendPoint } from './remediation-analytics';

const DAY_MS = 86_400_000;

/**
 * One day, source, severity and host team of the finding lifecycle (docs/decisions/0026-finding-lifecycle.md, "Daily
 * aggregates"): the findings new (opened or reopened) and fixed by the scans of that UTC day, and the findings open at
 * the end of the refreshes of that day (null for a day no refresh of the source ran). `_id` is
 * "<YYYY-MM-DD>|<source>|<severity>|<bu_team>|<owner>"; kept LIFECYCLE_AGGREGATE_RETENTION_DAYS after `day`.
 */
const DailyCountShape = z.object({
  _id: z.string(),
  day: z.date(),
  source: z.enum(DATA_SOURCES),
  severity: z.enum(SEVERITIES),
  bu_team: z.string().nullable(),
  owner: z.string(),
  new: z.number().default(0),
  fixed: z.number().default(0),
  open: z.number().nullable(),
});
type DailyCount = z.output<typeof DailyCountShape>;

const dailyCountSchema = mongooseSchemaOf(DailyCountShape, { collection: 'finding_daily_counts', versionKey: false });
dailyCountSchema.index({ day: 1, source: 1 });

/**
 * The findings of a source open after a refresh, per severity and host team. After a source's baseline they are the
 * snapshot's findings, counted from it by the lifecycle update (FindingLifecycleStore.apply): the same numbers as the
 * records', without a pass over millions of records in the database.
 */
export interface OpenCount {
  _id: { severity: DailyCount['severity']; bu_team: string | null; owner: string };
  open: number;
}

/** The key fields of a count: day, source, severity and host team. */
interface CountKey {
  day: Date;
  source: AnySnapshot['source'];
  severity: DailyCount['severity'];
  bu_team: string | null;
  owner: string;
}

const idOf = (key: CountKey) => [key.day.toISOString().slice(0, 10), key.source, key.severity, key.bu_team ?? '', key.owner].join('|');
const dayOf = (time: Date) => new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);

/**
 * The daily aggregates of the finding lifecycle: derived from the transitions and records after each refresh (so a
 * refresh run again writes the same counts), pruned by a TTL index, and read by the trend when they cover its window.
 */
export class DailyFindingCounts {
  private readonly counts: Model<DailyCount>;
  private readonly lifecycle: LifecycleModels;

  constructor(
    private readonly connection: Connection,
    private readonly retentionDays: number,
  ) {
    this.counts = modelOn(connection, 'FindingDailyCount', dailyCountSchema);
    this.lifecycle = lifecycleModels(connection);
  }

  /**
   * Creates the indexes (the TTL index with the configured retention, changed in place when it differs) and, when
   * there are transitions but no counts (the first start with aggregates), derives the counts of every day they hold.
   */
  async init(): Promise<void> {
    await this.counts.init();
    const name = 'day_ttl';
    const expireAfterSeconds = this.retentionDays * 86_400;
    try {
      await this.counts.collection.createIndex({ day: 1 }, { name, expireAfterSeconds });
    } catch {
      await this.connection.db!.command({ collMod: this.counts.collection.collectionName, index: { name, expireAfterSeconds } });
    }
    if ((await this.counts.estimatedDocumentCount()) === 0 && (await this.lifecycle.transition.estimatedDocumentCount()) > 0) {
      for (const source of DATA_SOURCES) await this.countChanges(source, null);
    }
  }

  /**
   * After a refresh of `source` recorded its transitions (those with `recordedAt`): the new and fixed counts of every
   * day they fall on, counted again from all transitions of those days, and the open counts at the refresh's day.
   */
  async afterRefresh(source: AnySnapshot['source'], recordedAt: Date, baselineOpen?: readonly OpenCount[]): Promise<void> {
    const days = await this.lifecycle.transition.distinct('occurred_at', { source, recorded_at: recordedAt });
    const touched = [...new Set(days.map((time) => dayOf(time as Date).getTime()))].map((time) => new Date(time));
    if (touched.length > 0) await this.countChanges(source, touched);
    await this.countOpen(source, dayOf(recordedAt), baselineOpen);
  }

  /**
   * Whether the counts hold every day from `since` on: the retention reaches back that far (older days are pruned or
   * were never kept).
   */
  covers(since: Date, now: Date): boolean {
    return dayOf(since).getTime() >= now.getTime() - this.retentionDays * DAY_MS;
  }

  /**
   * New and fixed per period (UTC day or ISO week) and severity of the days from `since`'s day on, for the hosts whose
   * `teamField` is one of `teams` (null: every host); periods without a change left out. Oldest first, then most
   * severe first (as trendPoints orders them).
   */
  async trend(teamField: 'bu_team' | 'owner', teams: ReadonlySet<string> | null, since: Date, interval: TrendInterval): Promise<TrendPoint[]> {
    const scoped: (string | null)[] = teams ? [...teams] : [];
    if (teams?.has('')) scoped.push(null);
    // Operators built here, never from input; the teams are values.
    const conditions: object = { day: trusted({ $gte: dayOf(since) }), ...(teams ? { [teamField]: trusted({ $in: scoped }) } : {}) };
    const points = new Map<string, TrendPoint>();
    for await (const count of this.counts.find(conditions, { _id: 0, day: 1, severity: 1, new: 1, fixed: 1 }).lean<DailyCount[]>().cursor()) {
      if (count.new === 0 && count.fixed === 0) continue;
      const period = periodStart(count.day, interval);
      const key = `${period.getTime()}|${count.severity}`;
      let point = points.get(key);
      if (!point) points.set(key, (point = { period, severity: count.severity, new: 0, fixed: 0 }));
      point.new += count.new;
      point.fixed += count.fixed;
    }
    const rank = (severity: string) => SEVERITIES.indexOf(severity as DailyCount['severity']);
    return [...points.values()].sort((a, b) => a.period.getTime() - b.period.getTime() || rank(b.severity) - rank(a.severity));
  }

  /** Sets the new and fixed counts of `days` (null: every day) of `source` from its transitions of those days. */
  private async countChanges(source: AnySnapshot['source'], days: Date[] | null): Promise<void> {
    const inDays = days === null ? {} : { $or: days.map((day) => ({ occurred_at: trusted({ $gte: day, $lt: new Date(day.getTime() + DAY_MS) }) })) };
    const groups = await this.lifecycle.transition.aggregate<{ _id: Omit<CountKey, 'source'>; new: number; fixed: number }>([
      // Operators built here, never from input.
      { $match: { source, ...inDays } },
      {
        $group: {
          _id: { day: { $dateTrunc: { date: '$occurred_at', unit: 'day' } }, severity: '$severity', bu_team: '$bu_team', owner: '$owner' },
          new: { $sum: { $cond: [{ $eq: ['$kind', 'fixed'] }, 0, 1] } },
          fixed: { $sum: { $cond: [{ $eq: ['$kind', 'fixed'] }, 1, 0] } },
        },
      },
    ]);
    const writes = groups.map(({ _id, new: opened, fixed }) => {
      const key = { ..._id, source };
      return { updateOne: { filter: { _id: idOf(key) }, update: { $set: { new: opened, fixed }, $setOnInsert: { ...key, open: null } }, upsert: true } };
    });
    for (let i = 0; i < writes.length; i += 2_000) await this.counts.bulkWrite(writes.slice(i, i + 2_000), { ordered: false });
  }

  /** Sets the open counts of `day` for `source` from its records open or reopened now (0 where none is left). */
  private async countOpen(source: AnySnapshot['source'], day: Date, baselineOpen?: readonly OpenCount[]): Promise<void> {
    const groups =
      baselineOpen ??
      (await this.lifecycle.record.aggregate<OpenCount>([
        // Operators built here, never from input.
        { $match: { source, status: trusted({ $in: ['open', 'reopened'] }) } },
        { $group: { _id: { severity: '$severity', bu_team: '$bu_team', owner: '$owner' }, open: { $sum: 1 } } },
      ]));
    await this.counts.updateMany({ day, source }, { $set: { open: 0 } });
    const writes = groups.map(({ _id, open }) => {
      const key = { ..._id, day, source };
      return { updateOne: { filter: { _id: idOf(key) }, update: { $set: { open }, $setOnInsert: { ...key, new: 0, fixed: 0 } }, upsert: true } };
    });
    for (let i = 0; i < writes.length; i += 2_000) await this.counts.bulkWrite(writes.slice(i, i + 2_000), { ordered: false });
  }
}
