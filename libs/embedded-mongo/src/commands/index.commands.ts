/**
 * Index commands: `createIndexes`, `listIndexes`, `dropIndexes` (and its old name `deleteIndexes`).
 * Supported index kinds and options: storage/index-spec.ts.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import { valueKey } from '../query/value-key';
import { ID_INDEX_NAME, parseIndexSpec } from '../storage/index-spec';
import { collectionName, cursorBatchSize, requiredDocuments } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';

async function createIndexes(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const specs = requiredDocuments(context, 'indexes').map(parseIndexSpec);
  if (specs.length === 0) throw new MongoCommandError(ErrorCode.BadValue, 'Must specify at least one index to create');
  const { store } = context.server;
  const { collection, created } = store.ensureCollection(context.db, name);
  const numIndexesBefore = collection.indexSpecs().length;
  let createdAny = false;
  try {
    for (const spec of specs) {
      if (store.createIndex(collection, spec) === 'created') createdAny = true;
    }
  } finally {
    await store.commit();
  }
  return {
    numIndexesBefore,
    numIndexesAfter: collection.indexSpecs().length,
    createdCollectionAutomatically: created,
    ...(createdAny ? {} : { note: 'all indexes already exist' }),
  };
}

function listIndexes(context: CommandContext): Document {
  const name = collectionName(context);
  const collection = context.server.store.collection(context.db, name);
  if (!collection) throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${context.db}.${name}`);
  const ns = `${context.db}.${name}`;
  return { cursor: context.server.cursors.open(ns, collection.indexSpecs() as unknown as Document[], cursorBatchSize(context)) };
}

async function dropIndexes(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const { store } = context.server;
  const collection = store.collection(context.db, name);
  if (!collection) throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns not found ${context.db}.${name}`);
  const nIndexesWas = collection.indexSpecs().length;
  const target = context.command['index'];
  const secondary = collection.indexSpecs().slice(1);
  let names: string[];
  if (target === '*') names = secondary.map((spec) => spec.name);
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target) && target.every((item) => typeof item === 'string')) names = target as string[];
  else if (isPlainDocument(target)) {
    const match = collection.indexSpecs().find((spec) => valueKey(spec.key) === valueKey(target));
    if (!match) throw new MongoCommandError(ErrorCode.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else {
    throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'dropIndexes.index' is the wrong type");
  }
  for (const indexName of names) {
    if (indexName === ID_INDEX_NAME) throw new MongoCommandError(ErrorCode.InvalidOptions, 'cannot drop _id index');
    if (!collection.index(indexName)) throw new MongoCommandError(ErrorCode.IndexNotFound, `index not found with name [${indexName}]`);
  }
  for (const indexName of names) store.dropIndex(collection, indexName);
  await store.commit();
  return { nIndexesWas };
}

export const indexCommands: Record<string, CommandHandler> = { createIndexes, listIndexes, dropIndexes, deleteIndexes: dropIndexes };
