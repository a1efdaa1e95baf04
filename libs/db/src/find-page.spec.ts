import { createLogger } from '@vmdash/observability';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { Schema, type Connection } from 'mongoose';
import { findPage } from './find-page';
import { modelOn } from './model-on';
import { connectMongo } from './mongo-connection';

describe('findPage', () => {
  let environment: TestEnvironment;
  let connection: Connection;
  beforeAll(async () => {
    environment = await startTestEnvironment();
    connection = await connectMongo(environment.databaseUrl('db_page_test'), { logger: createLogger('db-test', 'silent') });
  });
  afterAll(async () => {
    await connection.close();
    await environment.stop();
  });

  interface Note {
    _id: string;
    team: string;
    at: number;
  }

  it('when a page is asked for, then it holds the matching documents of that page in order, and the total counts every match', async () => {
    const Notes = modelOn(connection, 'PagedNote', new Schema<Note>({ _id: String, team: String, at: Number }));
    await Notes.insertMany([1, 2, 3, 4, 5, 6].map((at) => ({ _id: `n${at}`, team: at === 6 ? 'b' : 'a', at })));
    const second = await findPage(Notes, { team: 'a' }, { at: -1, _id: 1 }, 2, 2);
    expect(second.docs.map((doc) => doc._id)).toEqual(['n3', 'n2']);
    expect(second.total).toBe(5);
    const last = await findPage(Notes, { team: 'a' }, { at: -1, _id: 1 }, 3, 2);
    expect(last.docs.map((doc) => doc._id)).toEqual(['n1']);
    expect((await findPage(Notes, { team: 'a' }, { at: -1, _id: 1 }, 4, 2)).docs).toEqual([]);
  });
});
