/**
 * Compiled query filters (MongoDB query predicates) on top of mingo's `Query`.
 */
import type { Document } from 'bson';
import type { Query } from 'mingo/query';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { createQuery } from './mingo-options';

/** A compiled filter: `test(doc)` is true when the document matches. */
export interface CompiledFilter {
  readonly filter: Document;
  readonly query: Query;
  test(doc: Document): boolean;
}

/**
 * Compiles a filter document. Throws MongoCommandError BadValue (2) for an invalid filter (unknown operator, bad
 * argument) as MongoDB does; an empty or missing filter matches every document.
 */
export function compileFilter(filter: unknown, variables?: Document): CompiledFilter {
  if (filter !== undefined && filter !== null && (typeof filter !== 'object' || Array.isArray(filter))) {
    throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'filter' is the wrong type, expected object");
  }
  const doc = (filter ?? {}) as Document;
  let query: Query;
  try {
    query = createQuery(doc, variables ? { variables } : {});
  } catch (error) {
    throw toCommandError(error);
  }
  const isEmpty = Object.keys(doc).length === 0;
  return {
    filter: doc,
    query,
    test: isEmpty
      ? () => true
      : (candidate) => {
          try {
            return query.test(candidate);
          } catch (error) {
            throw toCommandError(error);
          }
        },
  };
}
