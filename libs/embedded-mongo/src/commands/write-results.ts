/**
 * Shared pieces of the write commands: write-error entries, document preparation for insert, and the loop over
 * statements that honours `ordered`.
 */
import { calculateObjectSize, ObjectId, type Document } from 'bson';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { MAX_BSON_OBJECT_SIZE } from '../query/update';
import { MAX_WRITE_BATCH_SIZE } from './server.commands';

/** One `writeErrors` entry as MongoDB reports it: index, code, errmsg and extra fields (keyPattern, keyValue). */
function writeErrorOf(index: number, error: unknown): Document {
  const mapped = toCommandError(error);
  return { index, code: mapped.code, errmsg: mapped.message, ...mapped.extra };
}

/**
 * The document as stored by an insert (the same object when `_id` comes first, else a new one): `_id` generated
 * (ObjectId) when missing and moved first. Throws BadValue (2) for documents over 16 MiB and for array, regex or
 * undefined `_id`s, as MongoDB does.
 */
export function prepareForInsert(doc: Document): Document {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new MongoCommandError(ErrorCode.BadValue, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
  }
  const id = doc['_id'];
  if (Array.isArray(id)) throw new MongoCommandError(ErrorCode.BadValue, "The '_id' value cannot be of type array");
  if (id instanceof RegExp) throw new MongoCommandError(ErrorCode.BadValue, "can't use a regex for _id");
  // Drivers send `_id` first: such a document is stored as decoded, without a copy.
  for (const first in doc) {
    if (first === '_id' && id !== undefined) return doc;
    break;
  }
  const { _id: _ignored, ...rest } = doc;
  return { _id: id === undefined ? new ObjectId() : id, ...rest };
}

/** Throws InvalidLength-like BadValue when a batch exceeds maxWriteBatchSize (drivers split batches before). */
export function checkBatchSize(count: number): void {
  if (count > MAX_WRITE_BATCH_SIZE) {
    throw new MongoCommandError(ErrorCode.BadValue, `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${count} operations.`);
  }
}

/**
 * Runs `run` for each statement; a failure becomes a write error and, when `ordered`, stops the batch.
 * Returns the write errors (empty when all succeeded).
 */
export function forEachStatement<T>(statements: readonly T[], ordered: boolean, run: (statement: T, index: number) => void): Document[] {
  const writeErrors: Document[] = [];
  for (let i = 0; i < statements.length; i++) {
    try {
      run(statements[i] as T, i);
    } catch (error) {
      writeErrors.push(writeErrorOf(i, error));
      if (ordered) break;
    }
  }
  return writeErrors;
}
