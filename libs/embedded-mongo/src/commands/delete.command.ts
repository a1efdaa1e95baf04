/**
 * `delete`: `{ delete: <coll>, deletes: [{ q, limit: 0 | 1, collation?, hint? }], ordered? }` -> `{ n, writeErrors? }`.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import { collectionName, commandVariables, optionalBoolean, refuseCollation, requiredDocuments } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { matchDocuments } from './matching';
import { checkBatchSize, forEachStatement } from './write-results';

async function deleteCommand(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const statements = requiredDocuments(context, 'deletes');
  checkBatchSize(statements.length);
  const ordered = optionalBoolean(context, 'ordered') ?? true;
  const variables = commandVariables(context);
  const { store } = context.server;
  let n = 0;
  const writeErrors = forEachStatement(statements, ordered, (statement) => {
    if (!isPlainDocument(statement['q'])) throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'delete.deletes.q' is missing or not an object");
    const limit = Number(statement['limit'] ?? 0);
    if (limit !== 0 && limit !== 1) throw new MongoCommandError(ErrorCode.BadValue, `The limit field in delete objects must be 0 or 1. Got ${limit}`);
    refuseCollation(statement['collation']);
    const collection = store.collection(context.db, name);
    if (!collection) return;
    const targets = matchDocuments(collection, statement['q'], variables, limit === 1 ? 1 : undefined).docs;
    for (const doc of targets) store.remove(collection, doc);
    n += targets.length;
  });
  await store.commit();
  return writeErrors.length > 0 ? { n, writeErrors } : { n };
}

export const deleteCommands: Record<string, CommandHandler> = { delete: deleteCommand };
