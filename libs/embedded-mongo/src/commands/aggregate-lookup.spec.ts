import { ObjectId, type Document } from 'bson';
import pino from 'pino';
import { CursorStore } from '../cursors/cursor-store';
import { Store } from '../storage/store';
import { TtlSweeper } from '../storage/ttl-sweeper';
import type { ServerState } from './command-context';
import { dispatchCommand } from './dispatcher';

/*
 * Equality $lookup ({ from, localField, foreignField, as }) against MongoDB's semantics (the $lookup reference, "Equality
 * Match with a Single Join Condition"): each localField value (array elements one by one; null when the field is missing
 * or an empty array) joins the foreign documents matching { foreignField: { $in: values } }. The foreign field is `_id`
 * or indexed, so the join reads the index (query/pipeline.ts); without an index the same stage runs in mingo.
 */

function state(): ServerState {
  const store = new Store();
  const logger = pino({ level: 'silent' });
  return { store, cursors: new CursorStore(), ttl: new TtlSweeper(store, logger), logger, processId: new ObjectId(), startedAt: new Date(), address: () => 'test:0' };
}

describe('aggregate: an equality $lookup on an indexed foreign field', () => {
  const server = state();
  const run = async (command: Document) => {
    const reply = (await dispatchCommand(server, { command, db: 'test', connectionId: 1, remoteAddress: 'test' })) as Document;
    if (reply['ok'] !== 1) throw new Error(JSON.stringify(reply));
    return reply;
  };
  const aggregate = async (collection: string, pipeline: Document[]) => ((await run({ aggregate: collection, pipeline, cursor: {} }))['cursor'] as { firstBatch: Document[] }).firstBatch;
  const joined = async (local: Document, spec: { from: string; foreignField: string }) => {
    await run({ delete: 'local', deletes: [{ q: {}, limit: 0 }] });
    await run({ insert: 'local', documents: [{ _id: 1, ...local }] });
    const [answer] = await aggregate('local', [{ $lookup: { ...spec, localField: 'v', as: 'joined' } }]);
    return (answer!['joined'] as Document[]).map((doc) => doc['_id']).sort();
  };

  beforeAll(async () => {
    await run({
      insert: 'users',
      documents: [
        { _id: 'u1', name: 'one' },
        { _id: 'u2', name: 'two' },
        { _id: null, name: 'null id' },
        { _id: { tenant: 't', n: 1 }, name: 'document id' },
      ],
    });
    await run({
      insert: 'items',
      documents: [{ _id: 'a', f: 1 }, { _id: 'b', f: 3 }, { _id: 'c', f: [2, 3] }, { _id: 'd', f: null }, { _id: 'e' }, { _id: 'f', f: [] }, { _id: 'g', f: [null, 4] }, { _id: 'h', f: '1' }],
    });
    await run({ createIndexes: 'items', indexes: [{ key: { f: 1 }, name: 'f_1' }] });
  });

  it('when the local field holds a value, then the foreign documents equal to it or holding it in an array are joined', async () => {
    expect(await joined({ v: 'u1' }, { from: 'users', foreignField: '_id' })).toEqual(['u1']);
    expect(await joined({ v: 3 }, { from: 'items', foreignField: 'f' })).toEqual(['b', 'c']);
    expect(await joined({ v: 1 }, { from: 'items', foreignField: 'f' })).toEqual(['a']);
    expect(await joined({ v: { tenant: 't', n: 1 } }, { from: 'users', foreignField: '_id' })).toEqual([{ tenant: 't', n: 1 }]);
  });

  it('when the local field is an array, then each element joins on its own, and each foreign document comes once', async () => {
    expect(await joined({ v: ['u1', 'u2', 'nobody'] }, { from: 'users', foreignField: '_id' })).toEqual(['u1', 'u2']);
    expect(await joined({ v: [1, 3, 3] }, { from: 'items', foreignField: 'f' })).toEqual(['a', 'b', 'c']);
  });

  it('when the local field is missing, null or an empty array, then it joins as null: foreign documents whose field is null, missing or holds null', async () => {
    for (const local of [{}, { v: null }, { v: [] }]) {
      expect(await joined(local, { from: 'items', foreignField: 'f' })).toEqual(['d', 'e', 'g']);
      expect(await joined(local, { from: 'users', foreignField: '_id' })).toEqual([null]);
    }
  });

  it('when nothing equals the local value or the foreign collection does not exist, then the joined array is empty', async () => {
    expect(await joined({ v: 'u3' }, { from: 'users', foreignField: '_id' })).toEqual([]);
    expect(await joined({ v: 2.5 }, { from: 'items', foreignField: 'f' })).toEqual([]);
    expect(await joined({ v: 'u1' }, { from: 'nothing-here', foreignField: '_id' })).toEqual([]);
  });

  it('when later stages change the joined documents, then the stored foreign documents stay as they were', async () => {
    await run({ delete: 'local', deletes: [{ q: {}, limit: 0 }] });
    await run({ insert: 'local', documents: [{ _id: 's1', user_id: 'u1' }] });
    const answer = await aggregate('local', [{ $lookup: { from: 'users', localField: 'user_id', foreignField: '_id', as: 'owner' } }, { $unwind: '$owner' }, { $set: { 'owner.name': 'changed' } }]);
    expect(answer).toEqual([{ _id: 's1', user_id: 'u1', owner: { _id: 'u1', name: 'changed' } }]);
    expect(await aggregate('users', [{ $match: { _id: 'u1' } }])).toEqual([{ _id: 'u1', name: 'one' }]);
  });

  it('when stages come before and after the $lookup, then they run in order around it', async () => {
    await run({ delete: 'local', deletes: [{ q: {}, limit: 0 }] });
    await run({
      insert: 'local',
      documents: [
        { _id: 1, v: 'u2', keep: true },
        { _id: 2, v: 'u1', keep: false },
        { _id: 3, v: 'u1', keep: true },
      ],
    });
    const answer = await aggregate('local', [
      { $match: { keep: true } },
      { $sort: { _id: -1 } },
      { $lookup: { from: 'users', localField: 'v', foreignField: '_id', as: 'user' } },
      { $project: { _id: 1, name: { $first: '$user.name' } } },
    ]);
    expect(answer).toEqual([
      { _id: 3, name: 'one' },
      { _id: 1, name: 'two' },
    ]);
  });
});
