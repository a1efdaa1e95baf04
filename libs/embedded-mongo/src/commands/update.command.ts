/**
 * `update`: `{ update: <coll>, updates: [{ q, u, upsert?, multi?, arrayFilters?, collation?, hint?, c? }], ordered? }`
 * -> `{ n, nModified, upserted?: [{ index, _id }], writeErrors? }`.
 *
 * Updates operators, replacements and pipeline updates (query/update.ts); an upsert that matches nothing inserts the
 * filter's equality fields with the update applied (and `$setOnInsert`).
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import { applyUpdate, parseUpdate, upsertSeed, type UpdateSpec } from '../query/update';
import type { Collection } from '../storage/collection';
import type { Store } from '../storage/store';
import { collectionName, commandVariables, optionalBoolean, refuseCollation, requiredDocuments } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { matchDocuments } from './matching';
import { checkBatchSize, forEachStatement, prepareForInsert } from './write-results';

/** The outcome of one update statement. */
export interface UpdateOutcome {
  readonly matched: number;
  readonly modified: number;
  /** Set when the statement inserted (upsert). */
  readonly upsertedId?: unknown;
}

/** Builds the document an upsert inserts for filter `filter` and update `spec`. */
export function buildUpsertDocument(filter: Document, spec: UpdateSpec, arrayFilters: Document[] | undefined, variables?: Document): Document {
  const seed = upsertSeed(filter);
  let doc: Document;
  if (spec.kind === 'replacement') {
    doc = { ...(seed['_id'] !== undefined ? { _id: seed['_id'] } : {}), ...spec.replacement };
  } else {
    doc = applyUpdate(seed, spec, { inserting: true, filter, arrayFilters, variables }).doc;
  }
  return prepareForInsert(doc);
}

/**
 * Applies one update statement to `collection` (undefined: does not exist yet, created by an upsert).
 * Throws MongoCommandError for invalid updates and constraint violations.
 */
function runUpdateStatement(
  store: Store,
  db: string,
  collName: string,
  collection: Collection | undefined,
  statement: { q: Document; u: unknown; upsert: boolean; multi: boolean; arrayFilters?: Document[] },
  variables?: Document,
): UpdateOutcome {
  const spec = parseUpdate(statement.u);
  if (statement.multi && spec.kind === 'replacement') {
    throw new MongoCommandError(ErrorCode.FailedToParse, 'multi update is not supported for replacement-style update');
  }
  const targets = matchDocuments(collection, statement.q, variables, statement.multi ? undefined : 1).docs;
  if (targets.length === 0) {
    if (!statement.upsert) return { matched: 0, modified: 0 };
    const doc = buildUpsertDocument(statement.q, spec, statement.arrayFilters, variables);
    store.insert(store.ensureCollection(db, collName).collection, doc);
    return { matched: 0, modified: 0, upsertedId: doc['_id'] };
  }
  let modified = 0;
  for (const target of targets) {
    const applied = applyUpdate(target, spec, { filter: statement.q, arrayFilters: statement.arrayFilters, variables });
    if (!applied.changed) continue;
    store.replace(collection as Collection, applied.doc);
    modified++;
  }
  return { matched: targets.length, modified };
}

function readStatement(raw: Document): { q: Document; u: unknown; upsert: boolean; multi: boolean; arrayFilters?: Document[] } {
  if (!isPlainDocument(raw['q'])) throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'update.updates.q' is missing or not an object");
  if (raw['u'] === undefined) throw new MongoCommandError(ErrorCode.FailedToParse, "BSON field 'update.updates.u' is missing but a required field");
  refuseCollation(raw['collation']);
  const arrayFilters = raw['arrayFilters'];
  if (arrayFilters !== undefined && !Array.isArray(arrayFilters)) throw new MongoCommandError(ErrorCode.TypeMismatch, 'arrayFilters must be an array');
  return { q: raw['q'], u: raw['u'], upsert: Boolean(raw['upsert']), multi: Boolean(raw['multi']), arrayFilters: arrayFilters as Document[] | undefined };
}

async function update(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const statements = requiredDocuments(context, 'updates');
  checkBatchSize(statements.length);
  const ordered = optionalBoolean(context, 'ordered') ?? true;
  const variables = commandVariables(context);
  const { store } = context.server;
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = forEachStatement(statements, ordered, (raw, index) => {
    const statement = readStatement(raw);
    const outcome = runUpdateStatement(store, context.db, name, store.collection(context.db, name), statement, variables);
    n += outcome.upsertedId !== undefined ? 1 : outcome.matched;
    nModified += outcome.modified;
    if (outcome.upsertedId !== undefined) upserted.push({ index, _id: outcome.upsertedId });
  });
  await store.commit();
  return { n, nModified, ...(upserted.length > 0 ? { upserted } : {}), ...(writeErrors.length > 0 ? { writeErrors } : {}) };
}

export const updateCommands: Record<string, CommandHandler> = { update };
