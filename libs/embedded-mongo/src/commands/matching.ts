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

/** Documents of `collection` (none when undefined) matching `filter`. Throws BadValue (2) for an invalid filter. */
export function matchDocuments(collection: Collection | undefined, filter: Document | undefined, variables?: Document): MatchResult {
  const compiled = compileFilter(filter ?? {}, variables);
  if (!collection) return { docs: [], plan: { stage: 'COLLSCAN', keysExamined: 0, candidates: [] } };
  const plan = planQuery(collection, compiled.filter);
  return { docs: plan.candidates.filter((doc) => compiled.test(doc)), plan };
}
