/**
 * `findAndModify`: `{ findAndModify, query?, sort?, remove?, update?, new?, fields?, upsert?, arrayFilters?, let? }`
 * -> `{ lastErrorObject: { n, updatedExisting?, upserted? }, value }`. Used by findOneAndUpdate/Replace/Delete.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { parseSort, sortDocuments } from '../query/bson-order';
import { selectDocuments } from '../query/find-query';
import { applyUpdate, parseUpdate } from '../query/update';
import { collectionName, commandVariables, optionalBoolean, optionalDocument } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { matchDocuments } from './matching';
import { buildUpsertDocument } from './update.command';

async function findAndModify(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const variables = commandVariables(context);
  const query = optionalDocument(context, 'query') ?? {};
  const fields = optionalDocument(context, 'fields');
  const remove = optionalBoolean(context, 'remove') ?? false;
  const returnNew = optionalBoolean(context, 'new') ?? false;
  const upsert = optionalBoolean(context, 'upsert') ?? false;
  const hasUpdate = context.command['update'] !== undefined;
  if (remove && hasUpdate) throw new MongoCommandError(ErrorCode.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) throw new MongoCommandError(ErrorCode.FailedToParse, 'Either an update or remove=true must be specified');
  if (remove && (returnNew || upsert)) throw new MongoCommandError(ErrorCode.FailedToParse, "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  const arrayFilters = context.command['arrayFilters'] as Document[] | undefined;

  const { store } = context.server;
  const collection = store.collection(context.db, name);
  const sort = parseSort(context.command['sort']);
  // Without a sort the first match is the target: the scan stops there.
  const [target] = sortDocuments(matchDocuments(collection, query, variables, sort ? undefined : 1).docs, sort);
  const project = (doc: Document | undefined): Document | null => (doc ? (selectDocuments([doc], query, { projection: fields })[0] ?? null) : null);

  let reply: Document;
  if (remove) {
    if (target && collection) store.remove(collection, target);
    reply = { lastErrorObject: { n: target ? 1 : 0 }, value: project(target) };
  } else {
    const spec = parseUpdate(context.command['update']);
    if (target && collection) {
      const applied = applyUpdate(target, spec, { filter: query, arrayFilters, variables });
      if (applied.changed) store.replace(collection, applied.doc);
      reply = { lastErrorObject: { n: 1, updatedExisting: true }, value: project(returnNew ? applied.doc : target) };
    } else if (upsert) {
      const doc = buildUpsertDocument(query, spec, arrayFilters, variables);
      store.insert(store.ensureCollection(context.db, name).collection, doc);
      reply = { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc['_id'] }, value: returnNew ? project(doc) : null };
    } else {
      reply = { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
    }
  }
  await store.commit();
  return reply;
}

export const findAndModifyCommands: Record<string, CommandHandler> = { findAndModify, findandmodify: findAndModify };
