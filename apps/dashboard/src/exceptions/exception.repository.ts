import { committableBefore, findPage, storedFieldsOf } from '@vmdash/db';
import { IN_FORCE_EXCEPTION_STATES, type ExceptionState } from '@vmdash/domain';
import { trusted, type Model } from 'mongoose';
import { z } from 'zod';
import { RiskExceptionShape, type RiskExceptionDocument } from './exception.model';

/** An exception as the rest of the service sees it: the stored document with `_id` as `id`. */
const StoredRiskExceptionShape = RiskExceptionShape.omit({ _id: true }).extend({ id: z.string() });

/** An exception as the rest of the service sees it (a plain object; mongoose stays in here). */
export type StoredRiskException = z.output<typeof StoredRiskExceptionShape>;

/** Filters of an exception list; each optional. `visibleTeams` null: every exception (an Admin of every team). */
export interface RiskExceptionFilter {
  visibleTeams: readonly string[] | null;
  state?: ExceptionState;
  /** In force (active or expiring) with expires_on on or before this date (YYYY-MM-DD). */
  inForceUntil?: string;
  team?: string;
}

/** The fields a state change sets besides `state` and `updated_at`. */
export type ExceptionChange = Partial<Omit<RiskExceptionDocument, '_id' | 'state' | 'updated_at'>>;

/** Storage of risk exceptions (the `risk_exceptions` collection). */
export interface RiskExceptionRepository {
  findById(id: string): Promise<StoredRiskException | null>;
  /** One page (1-based) of matching exceptions, newest request first, and how many match in all. */
  search(filter: RiskExceptionFilter, page: number, pageSize: number): Promise<{ items: StoredRiskException[]; total: number }>;
  insert(doc: RiskExceptionDocument): Promise<StoredRiskException>;
  /**
   * Moves exception `id` from one of `from` to `to` with `change`, in one conditional update that also requires
   * `commitBy` not to have passed by MongoDB's clock (docs/decisions/0008-writes-have-one-outcome.md). Null when the
   * exception is not (any more) in one of `from`, or the window closed: the caller that got the document is the one
   * whose change applied.
   */
  transition(id: string, from: readonly ExceptionState[], to: ExceptionState, change: ExceptionChange, now: Date, commitBy: Date | null): Promise<StoredRiskException | null>;
  /** Every exception in force (active or expiring): what covers findings now (AcceptedRisk). */
  inForce(): Promise<StoredRiskException[]>;
  /** Ids of exceptions in one of `states` whose expires_on is on or before `date` (YYYY-MM-DD), oldest expiry first, at most `limit`. */
  dueBy(states: readonly ExceptionState[], date: string, limit: number): Promise<string[]>;
}

/** A stored document as a plain exception. */
function toStored(doc: RiskExceptionDocument): StoredRiskException {
  return storedFieldsOf(StoredRiskExceptionShape, { ...doc, id: doc._id });
}

/** The exception repository over its model. Filters hold only plain values (sanitizeFilter, libs/db). */
export function createRiskExceptionRepository(model: Model<RiskExceptionDocument>): RiskExceptionRepository {
  return {
    async findById(id) {
      const doc = await model.findOne({ _id: id }).lean<RiskExceptionDocument>();
      return doc ? toStored(doc) : null;
    },
    async search(filter, page, pageSize) {
      const conditions: Record<string, unknown> = {};
      if (filter.team !== undefined) {
        // A team outside the caller's scope matches nothing (as a record outside it does not exist for them).
        if (filter.visibleTeams !== null && !filter.visibleTeams.includes(filter.team)) return { items: [], total: 0 };
        conditions.teams = filter.team;
      } else if (filter.visibleTeams !== null) {
        conditions.teams = trusted({ $in: [...filter.visibleTeams] });
      }
      if (filter.visibleTeams !== null) conditions.all_teams = false;
      if (filter.inForceUntil !== undefined) {
        const states = filter.state === undefined ? IN_FORCE_EXCEPTION_STATES : IN_FORCE_EXCEPTION_STATES.filter((state) => state === filter.state);
        conditions.state = trusted({ $in: [...states] });
        conditions.expires_on = trusted({ $lte: filter.inForceUntil });
      } else if (filter.state !== undefined) {
        conditions.state = filter.state;
      }
      const { docs, total } = await findPage(model, conditions, { requested_at: -1, _id: -1 }, page, pageSize);
      return { items: docs.map(toStored), total };
    },
    async insert(doc) {
      await model.create(doc);
      return toStored(doc);
    },
    async transition(id, from, to, change, now, commitBy) {
      const doc = await model
        .findOneAndUpdate({ _id: id, state: trusted({ $in: [...from] }), ...committableBefore(commitBy) }, { $set: { ...change, state: to, updated_at: now } }, { returnDocument: 'after' })
        .lean<RiskExceptionDocument>();
      return doc ? toStored(doc) : null;
    },
    async inForce() {
      const docs = await model.find({ state: trusted({ $in: [...IN_FORCE_EXCEPTION_STATES] }) }).lean<RiskExceptionDocument[]>();
      return docs.map(toStored);
    },
    async dueBy(states, date, limit) {
      const docs = await model
        .find({ state: trusted({ $in: [...states] }), expires_on: trusted({ $lte: date }) }, { _id: 1 })
        .sort({ expires_on: 1, _id: 1 })
        .limit(limit)
        .lean<{ _id: string }[]>();
      return docs.map((doc) => doc._id);
    },
  };
}
