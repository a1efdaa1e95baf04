/**
 * `explain` of `find`: `{ explain: { find, filter, ... }, verbosity? }` -> the queryPlanner/executionStats shape of
 * MongoDB 6, reduced to what shows index use: the winning plan (IDHACK, FETCH over IXSCAN with the index name, or
 * COLLSCAN) and the numbers of keys and documents examined. Other explained commands are refused.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import type { Plan } from '../storage/query-planner';
import type { CommandContext, CommandHandler } from './command-context';
import { runFind } from './find.commands';
import { SERVER_VERSION } from './server.commands';

function winningPlan(plan: Plan): Document {
  switch (plan.stage) {
    case 'IDHACK':
      return { stage: 'IDHACK' };
    case 'IXSCAN':
      return { stage: 'FETCH', inputStage: { stage: 'IXSCAN', keyPattern: plan.keyPattern, indexName: plan.indexName, direction: 'forward' } };
    default:
      return { stage: 'COLLSCAN', direction: 'forward' };
  }
}

function explain(context: CommandContext): Document {
  const inner = context.command['explain'];
  if (!isPlainDocument(inner) || Object.keys(inner)[0] !== 'find') {
    throw new MongoCommandError(ErrorCode.NotImplemented, 'the embedded server explains only find commands');
  }
  const { docs, match, ns } = runFind({ ...context, command: inner, name: 'find' });
  const plan = winningPlan(match.plan);
  return {
    queryPlanner: { namespace: ns, indexFilterSet: false, parsedQuery: inner['filter'] ?? {}, winningPlan: plan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned: docs.length,
      executionTimeMillis: 0,
      totalKeysExamined: match.plan.keysExamined,
      totalDocsExamined: match.plan.candidates.length,
      executionStages: plan,
    },
    serverInfo: { host: context.server.address(), version: SERVER_VERSION },
    command: inner,
  };
}

export const explainCommands: Record<string, CommandHandler> = { explain };
