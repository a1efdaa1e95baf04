/**
 * `insert`: `{ insert: <coll>, documents: [...], ordered? }` -> `{ n, writeErrors? }`.
 * Creates the collection implicitly; acknowledges after the journal commit.
 */
import type { Document } from 'bson';
import { collectionName, optionalBoolean, requiredDocuments } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { checkBatchSize, forEachStatement, prepareForInsert } from './write-results';

async function insert(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const documents = requiredDocuments(context, 'documents');
  checkBatchSize(documents.length);
  const ordered = optionalBoolean(context, 'ordered') ?? true;
  const { store } = context.server;
  const { collection } = store.ensureCollection(context.db, name);
  let n = 0;
  const writeErrors = forEachStatement(documents, ordered, (doc) => {
    store.insert(collection, prepareForInsert(doc));
    n++;
  });
  await store.commit();
  return writeErrors.length > 0 ? { n, writeErrors } : { n };
}

export const insertCommands: Record<string, CommandHandler> = { insert };
