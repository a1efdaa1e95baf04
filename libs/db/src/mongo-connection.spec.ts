import { createLogger } from '@vmdash/observability';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';
import { connectMongo, isMongoUp } from './mongo-connection';

describe('connectMongo', () => {
  let environment: TestEnvironment;
  let databaseUrl: string;
  let connection: Connection;
  beforeAll(async () => {
    environment = await startTestEnvironment();
    databaseUrl = environment.databaseUrl('db_lib_test');
    connection = await connectMongo(databaseUrl, { logger: createLogger('db-test', 'silent') });
  });
  afterAll(async () => {
    await connection.close();
    await environment.stop();
  });

  const userSchema = new Schema({ username: String, group: String });
  const User = () => modelOn(connection, 'User', userSchema);

  it('when connected, then the connection is up and named after the URL path', () => {
    expect(isMongoUp(connection)).toBe(true);
    expect(connection.name).toBe(new URL(databaseUrl).pathname.slice(1));
    expect(connection.name).toMatch(/^db_lib_test_/);
  });

  it('when a filter value from input is an operator object, then the query is refused instead of run as an operator', async () => {
    await User().create([
      { username: 'alice', group: 'Admin' },
      { username: 'bob', group: 'Read_Only' },
    ]);
    const fromRequestBody: unknown = { $ne: null };
    // sanitizeFilter turns it into {$eq: {$ne: null}}, which a String path cannot cast: a CastError, never a match.
    await expect(User().findOne({ username: fromRequestBody }).lean()).rejects.toThrow(/Cast to string failed/);
    expect(await User().countDocuments({ username: 'alice' })).toBe(1);
  });

  it('when a filter names a path the schema does not have, then the query throws instead of matching everything', async () => {
    await expect(User().findOne({ usrname: 'alice' })).rejects.toThrow(/usrname/);
  });

  it('when the connection is closed, then it reports down', async () => {
    const other = await connectMongo(environment.databaseUrl('db_lib_test'), { logger: createLogger('db-test', 'silent') });
    await other.close();
    expect(isMongoUp(other)).toBe(false);
  });
});
