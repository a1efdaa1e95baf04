/**
 * The documents of a collection matching a filter: plan (index or scan) then the full filter test.
 * Every reading or writing command goes through here, so the index use applies everywhere.
 */
import type { Document } from 'bson';
import { compileFilter } from '../query/filter';
import type { Collection } from '../storage/collection';
import { planQuery, type Plan } from '../storage/query-planner';

/** Matching documents (in candidate order) and the plan that found them. */
export interface MatchResult {
  readonly docs: Document[];
  readonly plan: Plan;
}

/**
 * Documents of `collection` (none when undefined) matching `filter`, at most `limit` of them (the first in candidate
 * order; undefined: all). Throws BadValue (2) for an invalid filter.
 */
export function matchDocuments(collection: Collection | undefined, filter: Document | undefined, variables?: Document, limit?: number): MatchResult {
  const compiled = compileFilter(filter ?? {}, variables);
  if (!collection) return { docs: [], plan: { stage: 'COLLSCAN', keysExamined: 0, candidates: [] } };
  const plan = planQuery(collection, compiled.filter);
  if (limit === undefined) return { docs: plan.candidates.filter((doc) => compiled.test(doc)), plan };
  const docs: Document[] = [];
  for (const doc of plan.candidates) {
    if (docs.length >= limit) break;
    if (compiled.test(doc)) docs.push(doc);
  }
  return { docs, plan };
}
