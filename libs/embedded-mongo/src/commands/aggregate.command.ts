/**
 * `aggregate`: `{ aggregate: <coll> | 1, pipeline, cursor: { batchSize? }, let?, allowDiskUse?, hint? }` ->
 * `{ cursor: { id, ns, firstBatch } }`. A leading `$match` is answered through the query planner (index lookups),
 * an equality `$lookup` through the foreign collection's index, the rest of the pipeline by mingo (query/pipeline.ts). `explain` and write stages (`$out`, `$merge`) are refused.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import { runPipeline } from '../query/pipeline';
import { indexedCandidates } from '../storage/query-planner';
import { checkNamespace } from '../storage/store';
import { commandVariables, cursorBatchSize } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { matchDocuments } from './matching';

function aggregate(context: CommandContext): Document {
  const target = context.command['aggregate'];
  const pipeline = context.command['pipeline'];
  if (!Array.isArray(pipeline)) throw new MongoCommandError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  if (context.command['explain']) throw new MongoCommandError(ErrorCode.NotImplemented, 'aggregate explain is not supported by the embedded server');
  if (!isPlainDocument(context.command['cursor'])) {
    throw new MongoCommandError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const variables = commandVariables(context);
  const { store, cursors } = context.server;
  let input: Document[];
  let stages = pipeline as Document[];
  let ns: string;
  if (target === 1) {
    input = [];
    ns = `${context.db}.$cmd.aggregate`;
  } else if (typeof target === 'string') {
    checkNamespace(context.db, target);
    const collection = store.collection(context.db, target);
    const first = stages[0];
    if (first && isPlainDocument(first['$match']) && Object.keys(first).length === 1) {
      input = matchDocuments(collection, first['$match'], variables).docs;
      stages = stages.slice(1);
    } else {
      input = collection ? [...collection.all()] : [];
    }
    ns = `${context.db}.${target}`;
  } else {
    throw new MongoCommandError(ErrorCode.FailedToParse, "Invalid 'aggregate' field: must be a collection name or 1");
  }
  const resolve = (name: string): Document[] => [...(store.collection(context.db, name)?.all() ?? [])];
  const candidates = (name: string, field: string, values: readonly unknown[]) => indexedCandidates(store.collection(context.db, name), field, values);
  const results = stages.length > 0 ? runPipeline(input, stages, resolve, variables, candidates) : input;
  return { cursor: cursors.open(ns, results, cursorBatchSize(context)) };
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
