/**
 * Sort, skip, limit and projection of `find` results.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { isPlainDocument } from './bson-values';
import { sortDocuments, type SortSpec } from './bson-order';
import { cloneDocument } from './clone';
import { createQuery } from './mingo-options';

/** What to return of the matching documents. */
interface Selection {
  readonly sort?: SortSpec;
  readonly skip?: number;
  /** 0 or undefined: no limit. */
  readonly limit?: number;
  readonly projection?: Document;
}

function checkProjection(projection: Document): void {
  for (const [path, spec] of Object.entries(projection)) {
    if (isPlainDocument(spec) && '$meta' in spec) {
      throw new MongoCommandError(ErrorCode.NotImplemented, `$meta projection of '${path}' is not supported by the embedded server (no text or search indexes)`);
    }
  }
}

/**
 * Applies sort, skip, limit and projection (in MongoDB's order) to documents that matched `filter`. Projected
 * results are new objects (projection runs on copies: mingo's exclusion of nested fields writes into its input).
 * Throws BadValue (2) for an invalid projection.
 */
export function selectDocuments(matched: readonly Document[], filter: Document, selection: Selection): Document[] {
  const sorted = sortDocuments(matched, selection.sort);
  const skip = selection.skip ?? 0;
  const end = selection.limit ? skip + selection.limit : undefined;
  const page = sorted.slice(skip, end);
  const projection = selection.projection;
  if (!projection || Object.keys(projection).length === 0) return page;
  checkProjection(projection);
  try {
    return createQuery(filter, {}, true).find<Document>(page.map(cloneDocument), projection).all();
  } catch (error) {
    throw toCommandError(error);
  }
}
