/**
 * Namespace commands: `create`, `drop`, `dropDatabase`, `listCollections`, `listDatabases`.
 *
 * `create` refuses the collection kinds and options the embedded server does not implement (capped, time series,
 * views, clustered, validators, collations) instead of creating a plain collection that behaves differently.
 */
import { calculateObjectSize, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { compileFilter } from '../query/filter';
import { ID_INDEX_SPEC } from '../storage/index-spec';
import { checkNamespace } from '../storage/store';
import { collectionName, cursorBatchSize, optionalBoolean, optionalDocument, refuseCollation } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';

const REFUSED_CREATE_OPTIONS = [
  'capped',
  'size',
  'max',
  'timeseries',
  'expireAfterSeconds',
  'clusteredIndex',
  'viewOn',
  'pipeline',
  'validator',
  'validationLevel',
  'validationAction',
  'changeStreamPreAndPostImages',
  'encryptedFields',
  'storageEngine',
  'indexOptionDefaults',
];

async function create(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  for (const option of REFUSED_CREATE_OPTIONS) {
    const value = context.command[option];
    if (value !== undefined && value !== false && !(option === 'validator' && Object.keys(value as object).length === 0)) {
      throw new MongoCommandError(ErrorCode.NotImplemented, `create option '${option}' is not supported by the embedded server`);
    }
  }
  refuseCollation(context.command['collation']);
  context.server.store.createCollection(context.db, name, {});
  await context.server.store.commit();
  return {};
}

async function drop(context: CommandContext): Promise<Document> {
  const name = collectionName(context);
  const { store } = context.server;
  const collection = store.collection(context.db, name);
  if (!collection) throw new MongoCommandError(ErrorCode.NamespaceNotFound, 'ns not found');
  const nIndexesWas = collection.indexSpecs().length;
  store.dropCollection(context.db, name);
  await store.commit();
  return { nIndexesWas, ns: `${context.db}.${name}` };
}

async function dropDatabase(context: CommandContext): Promise<Document> {
  checkNamespace(context.db);
  context.server.store.dropDatabase(context.db);
  await context.server.store.commit();
  return { dropped: context.db };
}

function listCollections(context: CommandContext): Document {
  checkNamespace(context.db);
  const nameOnly = optionalBoolean(context, 'nameOnly') ?? false;
  const filter = compileFilter(optionalDocument(context, 'filter'));
  const entries = context.server.store.catalog
    .collections(context.db)
    .map((collection): Document =>
      nameOnly
        ? { name: collection.name, type: 'collection' }
        : {
            name: collection.name,
            type: 'collection',
            options: collection.options,
            info: { readOnly: false, uuid: collection.uuid },
            idIndex: ID_INDEX_SPEC,
          },
    )
    .filter((entry) => filter.test(entry));
  return { cursor: context.server.cursors.open(`${context.db}.$cmd.listCollections`, entries, cursorBatchSize(context)) };
}

function listDatabases(context: CommandContext): Document {
  const nameOnly = optionalBoolean(context, 'nameOnly') ?? false;
  const filter = compileFilter(optionalDocument(context, 'filter'));
  const { catalog } = context.server.store;
  const databases = catalog
    .databaseNames()
    .map((name): Document => {
      if (nameOnly) return { name };
      let sizeOnDisk = 0;
      for (const collection of catalog.collections(name)) for (const doc of collection.all()) sizeOnDisk += calculateObjectSize(doc);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter((entry) => filter.test(entry));
  if (nameOnly) return { databases };
  const totalSize = databases.reduce((sum, entry) => sum + Number(entry['sizeOnDisk']), 0);
  return { databases, totalSize, totalSizeMb: Math.floor(totalSize / (1024 * 1024)) };
}

export const collectionCommands: Record<string, CommandHandler> = { create, drop, dropDatabase, listCollections, listDatabases };
