/**
 * Validation of `createIndexes` specifications.
 *
 * Supported: ascending/descending keys (single, compound, dotted paths), `unique`, `sparse`, `partialFilterExpression`,
 * `expireAfterSeconds` (TTL, single field), `name`, and the options MongoDB itself ignores (`background`, `v`, `ns`).
 * Everything else (text, 2dsphere, hashed, wildcard keys; collation, hidden, weights... options) is refused with
 * CannotCreateIndex (67) or InvalidIndexSpecificationOption (197), never silently ignored, because an index option
 * that changes behaviour and is ignored makes tests pass that would fail on a real server.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import { valueKey } from '../query/value-key';

/** A stored index specification, as listIndexes reports it. */
export interface IndexSpec {
  readonly v: 2;
  readonly key: Readonly<Record<string, 1 | -1>>;
  readonly name: string;
  readonly unique?: boolean;
  readonly sparse?: boolean;
  readonly partialFilterExpression?: Document;
  readonly expireAfterSeconds?: number;
}

export const ID_INDEX_NAME = '_id_';
export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME };

const IGNORED_OPTIONS = new Set(['background', 'v', 'ns', 'dropDups']);
const SUPPORTED_OPTIONS = new Set(['key', 'name', 'unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds']);

/** MongoDB's default index name: `a_1_b_-1`. */
function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

function parseKey(raw: unknown): Record<string, 1 | -1> {
  if (!isPlainDocument(raw) || Object.keys(raw).length === 0) {
    throw new MongoCommandError(ErrorCode.CannotCreateIndex, "Index keys cannot be empty. The index specification must contain a non-empty 'key' document");
  }
  const key: Record<string, 1 | -1> = {};
  for (const [field, value] of Object.entries(raw)) {
    const dir = Number(value);
    if (typeof value === 'string' || (dir !== 1 && dir !== -1)) {
      throw new MongoCommandError(
        ErrorCode.CannotCreateIndex,
        `Index type ${JSON.stringify(value)} on field '${field}' is not supported by the embedded server (only ascending 1 and descending -1 keys)`,
      );
    }
    if (field.includes('$')) {
      throw new MongoCommandError(ErrorCode.CannotCreateIndex, `Index key '${field}' is not supported by the embedded server (wildcard and $-prefixed keys)`);
    }
    key[field] = dir;
  }
  return key;
}

/**
 * Validates one element of `createIndexes.indexes` and returns the spec to store. Throws CannotCreateIndex (67) or
 * InvalidIndexSpecificationOption (197) for unsupported keys and options, BadValue (2) for ill-typed values.
 */
export function parseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainDocument(raw)) throw new MongoCommandError(ErrorCode.TypeMismatch, 'The index specification must be an object');
  for (const option of Object.keys(raw)) {
    if (!SUPPORTED_OPTIONS.has(option) && !IGNORED_OPTIONS.has(option)) {
      throw new MongoCommandError(ErrorCode.InvalidIndexSpecificationOption, `The field '${option}' is not a supported index specification option of the embedded server`);
    }
  }
  const key = parseKey(raw['key']);
  const name = raw['name'] === undefined ? defaultIndexName(key) : raw['name'];
  if (typeof name !== 'string' || name.length === 0) throw new MongoCommandError(ErrorCode.CannotCreateIndex, 'The index name must be a non-empty string');
  const spec: { -readonly [K in keyof IndexSpec]: IndexSpec[K] } = { v: 2, key, name };
  const isId = Object.keys(key).length === 1 && key['_id'] !== undefined;
  if (raw['unique'] !== undefined && raw['unique'] !== false) {
    if (raw['unique'] !== true && raw['unique'] !== 1) throw new MongoCommandError(ErrorCode.TypeMismatch, "The field 'unique' must be a boolean");
    if (!isId) spec.unique = true;
  }
  if (raw['sparse'] !== undefined && raw['sparse'] !== false) {
    if (raw['sparse'] !== true && raw['sparse'] !== 1) throw new MongoCommandError(ErrorCode.TypeMismatch, "The field 'sparse' must be a boolean");
    spec.sparse = true;
  }
  if (raw['partialFilterExpression'] !== undefined) {
    if (!isPlainDocument(raw['partialFilterExpression'])) {
      throw new MongoCommandError(ErrorCode.TypeMismatch, "The field 'partialFilterExpression' must be an object");
    }
    if (spec.sparse) throw new MongoCommandError(ErrorCode.CannotCreateIndex, 'cannot mix "partialFilterExpression" and "sparse" options');
    spec.partialFilterExpression = raw['partialFilterExpression'];
  }
  if (raw['expireAfterSeconds'] !== undefined) {
    const seconds = Number(raw['expireAfterSeconds']);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > 2147483647) {
      throw new MongoCommandError(ErrorCode.CannotCreateIndex, `TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number`);
    }
    if (Object.keys(key).length !== 1) throw new MongoCommandError(ErrorCode.CannotCreateIndex, 'TTL indexes are single-field indexes, compound indexes do not support TTL');
    if (isId) throw new MongoCommandError(ErrorCode.CannotCreateIndex, "The field 'expireAfterSeconds' is not valid for an _id index specification");
    spec.expireAfterSeconds = Math.floor(seconds);
  }
  return spec;
}

/** True when two specs describe the same index (same key pattern and behaviour-changing options). */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    valueKey(a.key) === valueKey(b.key) &&
    Boolean(a.unique) === Boolean(b.unique) &&
    Boolean(a.sparse) === Boolean(b.sparse) &&
    valueKey(a.partialFilterExpression) === valueKey(b.partialFilterExpression) &&
    a.expireAfterSeconds === b.expireAfterSeconds
  );
}
