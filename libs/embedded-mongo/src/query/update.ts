/**
 * Applying MongoDB update documents (operators, replacement, aggregation pipeline) to a stored document.
 *
 * mingo's `update()` does the operator semantics, except for the common `$set`/`$unset`/`$inc` on plain paths, which
 * simple-update.ts applies with exactly mingo's results (much faster: mingo rebuilds its operator tables per call).
 * Differences from MongoDB that vmdash code meets are fixed here, in one place (each has a unit test in
 * update.spec.ts):
 * - `$setOnInsert` is not a mingo operator: it is applied as `$set` when an upsert inserts and dropped otherwise.
 * - `$push`/`$addToSet` with `$each` on a missing field: mingo copies `$each` as is, skipping `$slice`, `$sort` and
 *   `$addToSet`'s de-duplication; the field is created as an empty array first, so the modifiers apply.
 * - `$set: { _id: <same value> }` (sent by some clients on full-document saves) is a no-op in MongoDB; mingo refuses it.
 */
import { calculateObjectSize, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { hasOperatorKeys, isPlainDocument } from './bson-values';
import { cloneDocument } from './clone';
import { createAggregator, mingoOptions } from './mingo-options';
import { valueAtPath } from './paths';
import { applySimpleUpdate } from './simple-update';
import { valueKey } from './value-key';

/** MongoDB's maximum BSON document size (16 MiB). */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/** A validated update: operators, a replacement document or an aggregation pipeline. */
export type UpdateSpec =
  { readonly kind: 'operators'; readonly modifier: Document } | { readonly kind: 'replacement'; readonly replacement: Document } | { readonly kind: 'pipeline'; readonly stages: Document[] };

const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/**
 * Classifies and validates the `u` of an update statement (or findAndModify's `update`). Throws FailedToParse (9)
 * when operators and plain fields are mixed, BadValue (2) for a non-object operator argument or an invalid pipeline.
 */
export function parseUpdate(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainDocument(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_UPDATE_STAGES.has(name)) {
        throw new MongoCommandError(ErrorCode.BadValue, `${String(name)} is not allowed to be used within an update`);
      }
    }
    return { kind: 'pipeline', stages: update as Document[] };
  }
  if (!isPlainDocument(update)) {
    throw new MongoCommandError(ErrorCode.FailedToParse, 'Update argument must be either an object or an array');
  }
  if (!hasOperatorKeys(update)) {
    const dollar = Object.keys(update).find((k) => k.startsWith('$'));
    if (dollar) throw new MongoCommandError(ErrorCode.FailedToParse, `The dollar ($) prefixed field '${dollar}' is not allowed here`);
    return { kind: 'replacement', replacement: update };
  }
  for (const [op, arg] of Object.entries(update)) {
    if (!op.startsWith('$')) {
      throw new MongoCommandError(ErrorCode.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainDocument(arg)) {
      throw new MongoCommandError(ErrorCode.FailedToParse, `Modifiers operate on fields but we found type ${typeof arg} instead.`);
    }
  }
  return { kind: 'operators', modifier: update };
}

/** Options of one update application. */
interface ApplyUpdateOptions {
  /** The statement's filter: needed by the positional `$` operator. */
  readonly filter?: Document;
  readonly arrayFilters?: Document[];
  /** True when an upsert inserts `doc` (the seed built from the filter): `$setOnInsert` applies. */
  readonly inserting?: boolean;
  readonly variables?: Document;
}

/** The result of applying an update: the new document and whether it differs from the input (if so, a new object). */
interface AppliedUpdate {
  readonly doc: Document;
  readonly changed: boolean;
}

function withIdFirst(doc: Document, id: unknown): Document {
  if (id === undefined) return doc;
  for (const first in doc) {
    if (first === '_id' && doc['_id'] === id) return doc;
    break;
  }
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}

/** The modifier to apply: `$setOnInsert` folded into `$set` or dropped, a same-value `$set` of `_id` dropped. */
function prepareModifier(doc: Document, modifier: Document, inserting: boolean): Document {
  const setArg = modifier['$set'] as Document | undefined;
  const plain = !('$setOnInsert' in modifier) && !(setArg && '_id' in setArg);
  if (plain && Object.values(modifier).every((arg) => Object.keys(arg as Document).length > 0)) return modifier;
  const prepared: Document = {};
  for (const [op, arg] of Object.entries(modifier)) {
    if (op === '$setOnInsert') continue;
    prepared[op] = { ...(arg as Document) };
  }
  if (inserting && modifier['$setOnInsert']) {
    const set = (prepared['$set'] ?? {}) as Document;
    for (const [path, value] of Object.entries(modifier['$setOnInsert'] as Document)) {
      if (path in set) {
        throw new MongoCommandError(ErrorCode.ConflictingUpdateOperators, `Updating the path '${path}' would create a conflict at '${path}'`);
      }
      set[path] = value;
    }
    prepared['$set'] = set;
  }
  const set = prepared['$set'] as Document | undefined;
  if (set && '_id' in set && doc['_id'] !== undefined && valueKey(set['_id']) === valueKey(doc['_id'])) {
    delete set['_id'];
  }
  for (const op of Object.keys(prepared)) {
    if (Object.keys(prepared[op] as Document).length === 0) delete prepared[op];
  }
  return prepared;
}

/** True when a path of the modifier uses the positional `$` operator, which needs the statement's filter. */
function usesPositional(modifier: Document): boolean {
  return Object.values(modifier).some((spec) => Object.keys(spec as Document).some((path) => path.split('.').includes('$')));
}

/** Applies `modifier` with mingo to `next` (a copy it may modify). */
function applyWithMingo(next: Document, modifier: Document, options: ApplyUpdateOptions): void {
  // mingo skips $each modifiers when the array does not exist yet: start from an empty array (see module doc).
  for (const op of ['$push', '$addToSet']) {
    const spec = modifier[op] as Document | undefined;
    if (!spec) continue;
    for (const [path, value] of Object.entries(spec)) {
      if (!path.includes('$') && isPlainDocument(value) && '$each' in value && valueAtPath(next, path) === undefined) {
        mingoUpdate(next, { $set: { [path]: [] } }, undefined, undefined, { cloneMode: 'none' });
      }
    }
  }
  const queryOptions = options.variables ? mingoOptions({ variables: options.variables }) : mingoOptions();
  // mingo updates only documents matching `condition`. The target already matched the statement's filter (an upsert's
  // seed need not match it), so the filter is passed only where the positional `$` needs it.
  const condition = !options.inserting && options.filter && usesPositional(modifier) ? options.filter : undefined;
  mingoUpdate(next, modifier, options.arrayFilters, condition, { cloneMode: 'copy', queryOptions });
}

function checkSize(doc: Document): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new MongoCommandError(ErrorCode.UpdateResultTooLarge, `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`);
  }
}

/**
 * Applies `spec` to `doc` without modifying it. Keeps `_id` first and unchanged: throws ImmutableField (66) when the
 * update would change it, UpdateResultTooLarge (17419) when the result exceeds 16 MiB, BadValue (2) for operator
 * errors reported by mingo.
 */
export function applyUpdate(doc: Document, spec: UpdateSpec, options: ApplyUpdateOptions = {}): AppliedUpdate {
  const originalId = doc['_id'];
  let next: Document;
  let changed: boolean | undefined;
  try {
    if (spec.kind === 'replacement') {
      next = cloneDocument(spec.replacement);
    } else if (spec.kind === 'pipeline') {
      const variables = options.variables ? { variables: options.variables } : {};
      const [result] = createAggregator(spec.stages, variables).run([cloneDocument(doc)]);
      next = result ?? {};
    } else {
      const modifier = prepareModifier(doc, spec.modifier, options.inserting === true);
      const simple = applySimpleUpdate(doc, modifier);
      if (simple) {
        next = simple.doc;
        changed = simple.changed;
      } else {
        next = cloneDocument(doc);
        applyWithMingo(next, modifier, options);
      }
    }
  } catch (error) {
    const mapped = toCommandError(error);
    if (/immutable field '_id'/.test(mapped.message)) throw new MongoCommandError(ErrorCode.ImmutableField, mapped.message);
    if (/would create a conflict/.test(mapped.message)) throw new MongoCommandError(ErrorCode.ConflictingUpdateOperators, mapped.message);
    throw mapped;
  }
  if (originalId !== undefined) {
    if (next['_id'] !== undefined && valueKey(next['_id']) !== valueKey(originalId)) {
      throw new MongoCommandError(ErrorCode.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
    next = withIdFirst(next, originalId);
  } else if (next['_id'] !== undefined) {
    next = withIdFirst(next, next['_id']);
  }
  checkSize(next);
  return { doc: next, changed: changed ?? valueKey(next) !== valueKey(doc) };
}

function setPath(target: Document, path: string, value: unknown): void {
  const segments = path.split('.');
  let current = target;
  for (const segment of segments.slice(0, -1)) {
    const child = current[segment];
    if (!isPlainDocument(child)) current[segment] = {};
    current = current[segment] as Document;
  }
  current[segments[segments.length - 1] as string] = value;
}

function collectEqualities(filter: Document, out: Document): void {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainDocument(part)) collectEqualities(part, out);
      continue;
    }
    if (path.startsWith('$')) continue;
    if (isPlainDocument(condition) && hasOperatorKeys(condition)) {
      if ('$eq' in condition && Object.keys(condition).length === 1) setPath(out, path, condition['$eq']);
      continue;
    }
    if (condition instanceof RegExp) continue;
    setPath(out, path, condition);
  }
}

/**
 * The document an upsert starts from: the equality conditions of its filter (`{a: 1, "b.c": 2, d: {$eq: 3}}` and
 * those inside a top-level `$and`), as MongoDB builds it before applying the update.
 */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  collectEqualities(filter, seed);
  return cloneDocument(seed);
}
