/**
 * Aggregation pipelines on top of mingo's `Aggregator`.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { bsonTypeOf, isPlainDocument } from './bson-values';
import { cloneDocument } from './clone';
import { compileFilter } from './filter';
import { createAggregator } from './mingo-options';
import { lookupValuesAtPath } from './paths';

/** Stages that never write into their input documents, so stored documents can be passed without copying. */
const NON_MUTATING_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$group', '$sortByCount', '$sample']);

/** Stages the embedded server refuses: writes to collections and server-introspection stages. */
const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$geoNear',
]);

/** Where `$lookup`, `$graphLookup` and `$unionWith` find other collections of the same database. */
type CollectionResolver = (name: string) => Document[];

/**
 * Documents of collection `from` that may hold one of `values` at `field`, found through an index on that field (a
 * superset of the matches, each once, in no particular order; [] for a collection that does not exist), or undefined
 * when no index answers equalities on `field`.
 */
export type IndexedCandidates = (from: string, field: string, values: readonly unknown[]) => Document[] | undefined;

/** An equality `$lookup` (`{ from, localField, foreignField, as }`, no `let` or `pipeline`) with a plain `as` field. */
interface EqualityLookup {
  from: string;
  localField: string;
  foreignField: string;
  as: string;
}

/** The equality `$lookup` of `stage`, or undefined for any other stage (those run in mingo). */
function equalityLookupOf(stage: Document): EqualityLookup | undefined {
  const spec: unknown = stage['$lookup'];
  if (!isPlainDocument(spec) || Object.keys(spec).length !== 4) return undefined;
  const { from, localField, foreignField, as } = spec;
  if (![from, localField, foreignField, as].every((value) => typeof value === 'string' && value.length > 0)) return undefined;
  if ((as as string).includes('.') || (as as string).startsWith('$')) return undefined;
  return { from, localField, foreignField, as } as EqualityLookup;
}

/** True for a regular expression value, which `$in` would apply as a pattern rather than compare. */
function isRegex(value: unknown): boolean {
  return value instanceof RegExp || bsonTypeOf(value) === 'BSONRegExp';
}

/**
 * Runs an equality `$lookup` through the foreign collection's index (docs/decisions/0002-embedded-mongo-persistence.md,
 * "Equality $lookup"): as MongoDB, each document's `localField` values (array elements; null when missing or an empty
 * array) join the foreign documents matching `{ foreignField: { $in: values } }` (`$or` of `$eq` when a value is a
 * regular expression), in `as`. Undefined when no index answers `foreignField` (mingo's hash join runs the stage).
 */
function runEqualityLookup(docs: Document[], lookup: EqualityLookup, candidates: IndexedCandidates): Document[] | undefined {
  const out: Document[] = [];
  for (const doc of docs) {
    const values = lookupValuesAtPath(doc, lookup.localField);
    const found = candidates(lookup.from, lookup.foreignField, values);
    if (!found) return undefined;
    const condition = values.some(isRegex) ? { $or: values.map((value) => ({ [lookup.foreignField]: { $eq: value } })) } : { [lookup.foreignField]: { $in: values } };
    const filter = compileFilter(condition);
    out.push({ ...doc, [lookup.as]: found.filter((candidate) => filter.test(candidate)).map(cloneDocument) });
  }
  return out;
}

/** Name of each stage (`$match`...); throws BadValue (2) for a malformed stage, NotImplemented (238) for refused ones. */
function stageNames(pipeline: unknown): string[] {
  if (!Array.isArray(pipeline)) throw new MongoCommandError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  return pipeline.map((stage: unknown) => {
    const keys = isPlainDocument(stage) ? Object.keys(stage) : [];
    if (keys.length !== 1) {
      throw new MongoCommandError(ErrorCode.BadValue, 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = keys[0] as string;
    if (REFUSED_STAGES.has(name)) {
      throw new MongoCommandError(ErrorCode.NotImplemented, `${name} is not supported by the embedded server`);
    }
    return name;
  });
}

/**
 * Runs `pipeline` over `input`. Stored documents are copied first unless every stage is known not to modify its
 * input (see NON_MUTATING_STAGES). With `candidates`, an equality `$lookup` on an indexed foreign field reads only the
 * foreign documents the index names (runEqualityLookup); every other stage runs in mingo. Throws BadValue (2) for
 * errors mingo reports (unknown stage or operator...).
 */
export function runPipeline(input: readonly Document[], pipeline: Document[], resolve: CollectionResolver, variables?: Document, candidates?: IndexedCandidates): Document[] {
  const names = stageNames(pipeline);
  const copy = !names.every((name) => NON_MUTATING_STAGES.has(name));
  let docs = copy ? input.map(cloneDocument) : input.slice();
  const collectionResolver = (name: string): Document[] => (copy ? resolve(name).map(cloneDocument) : resolve(name));
  const runInMingo = (stages: Document[], over: Document[]) => createAggregator(stages, { collectionResolver, ...(variables ? { variables } : {}) }).run<Document>(over);
  try {
    // Stages up to each equality $lookup run in mingo, then the $lookup through the index (or in mingo without one).
    let start = 0;
    for (let i = 0; i < pipeline.length; i++) {
      const lookup = candidates ? equalityLookupOf(pipeline[i] as Document) : undefined;
      if (!lookup) continue;
      if (i > start) docs = runInMingo(pipeline.slice(start, i), docs);
      docs = runEqualityLookup(docs, lookup, candidates as IndexedCandidates) ?? runInMingo([pipeline[i] as Document], docs);
      start = i + 1;
    }
    return start < pipeline.length ? runInMingo(pipeline.slice(start), docs) : docs;
  } catch (error) {
    throw toCommandError(error);
  }
}
