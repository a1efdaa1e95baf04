// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration file cannot be imported; see its header
/// <reference path="./mingo-subpaths.d.ts" />
/**
 * The one place where mingo is configured and its `Query` / `Aggregator` objects are made.
 *
 * mingo compares values of classes it does not know (bson's ObjectId, Decimal128, Binary...) by their `toString()`
 * when the class defines one (mingo README, "Custom type value equality when `toString` is implemented"; kofrasa/mingo
 * #435), which gives ObjectId value equality (`toString()` is the hex string). Scripts (`$where`, `$function`,
 * `$accumulator`) are disabled: drivers send their bodies as BSON Code strings, which mingo cannot run anyway.
 *
 * Queries and pipelines are built on mingo's base classes ("mingo/query", "mingo/aggregator") with operator contexts
 * made here once: the same operator sets as mingo's default context (its index.js), except `$in`/`$nin`, which hash
 * their value list once per query (membership-operators.ts). The classes exported from "mingo" itself merge their
 * default context into every object they make, which would let the default `$in` win over ours.
 *
 * mingo copies the operator tables of the context into every query it compiles (about 20 µs for all ~300 operators,
 * paid by every write statement's filter). A filter needs only the query operators, except under `$expr`, the one
 * query operator that evaluates aggregation expressions: filters without `$expr` get a context of query operators
 * only (were one missing, mingo would fail with "unknown operator", never match differently).
 */
import { Context } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import type { Document } from 'bson';
import { isPlainDocument } from './bson-values';
import { $in, $nin } from './membership-operators';

/** mingo's options type (not importable by path under this repo's `node10` module resolution). */
type MingoOptions = NonNullable<ConstructorParameters<typeof Query>[1]>;

const QUERY_OPERATORS = { ...queryOperators, $in, $nin };

/** Every operator: pipelines, projections and filters with `$expr`. */
const FULL_CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  pipeline: pipelineOperators,
  projection: projectionOperators,
  query: QUERY_OPERATORS,
  window: windowOperators,
});

/** Query operators only: enough for filters without `$expr` (see module doc). */
const FILTER_CONTEXT = Context.init({ query: QUERY_OPERATORS });

/** True when `value` holds an `$expr` key at any depth (the only query operator evaluating expressions). */
function usesExpressions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null && usesExpressions(item));
  if (!isPlainDocument(value)) return false;
  for (const key of Object.keys(value)) {
    if (key === '$expr' || usesExpressions(value[key])) return true;
  }
  return false;
}

/**
 * Options for every mingo call, extended per call with variables (`let`) and a collection resolver. Without the
 * operator context: `update()` of "mingo" (query/update.ts) adds its own default context.
 */
export function mingoOptions(extra: Partial<MingoOptions> = {}): MingoOptions {
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, ...extra };
}

/**
 * A mingo query over `filter` with this library's operators, for `test()` or, with `forProjection`, for
 * `find(docs, projection)`. Throws mingo's error for an invalid filter.
 */
export function createQuery(filter: Document, extra: Partial<MingoOptions> = {}, forProjection = false): Query {
  const context = forProjection || usesExpressions(filter) ? FULL_CONTEXT : FILTER_CONTEXT;
  return new Query(filter, mingoOptions({ ...extra, context }));
}

/** A mingo aggregation pipeline with this library's operators. Throws mingo's error for an invalid pipeline. */
export function createAggregator(pipeline: Document[], extra: Partial<MingoOptions> = {}): Aggregator {
  return new Aggregator(pipeline, mingoOptions({ ...extra, context: FULL_CONTEXT }));
}
