/**
 * Aggregation pipelines on top of mingo's `Aggregator`.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { isPlainDocument } from './bson-values';
import { cloneDocument } from './clone';
import { createAggregator } from './mingo-options';

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
 * input (see NON_MUTATING_STAGES). Throws BadValue (2) for errors mingo reports (unknown stage or operator...).
 */
export function runPipeline(input: readonly Document[], pipeline: Document[], resolve: CollectionResolver, variables?: Document): Document[] {
  const names = stageNames(pipeline);
  const copy = !names.every((name) => NON_MUTATING_STAGES.has(name));
  const docs = copy ? input.map(cloneDocument) : input.slice();
  const collectionResolver = (name: string): Document[] => (copy ? resolve(name).map(cloneDocument) : resolve(name));
  try {
    const aggregator = createAggregator(pipeline, { collectionResolver, ...(variables ? { variables } : {}) });
    return aggregator.run<Document>(docs);
  } catch (error) {
    throw toCommandError(error);
  }
}
