import { ObjectId } from 'bson';
import pino from 'pino';
import { CursorStore } from '../cursors/cursor-store';
import { ErrorCode } from '../errors';
import { Store } from '../storage/store';
import { TtlSweeper } from '../storage/ttl-sweeper';
import type { ServerState } from './command-context';
import { dispatchCommand } from './dispatcher';

function state(): ServerState {
  const store = new Store();
  const logger = pino({ level: 'silent' });
  return { store, cursors: new CursorStore(), ttl: new TtlSweeper(store, logger), logger, processId: new ObjectId(), startedAt: new Date(), address: () => 'test:0' };
}

const runIn = (db: string | undefined, command: object) => dispatchCommand(state(), { command, db, connectionId: 1, remoteAddress: 'test' });
const run = (command: object) => runIn('test', command);

describe('dispatchCommand', () => {
  it('when the command is unknown, then CommandNotFound (59) is answered', async () => {
    expect(await run({ frobnicate: 1 })).toMatchObject({ ok: 0, code: ErrorCode.CommandNotFound, codeName: 'CommandNotFound' });
  });

  it('when a transaction is started, then IllegalOperation (20) is answered as by a standalone', async () => {
    expect(await run({ insert: 'c', documents: [{}], txnNumber: 1, startTransaction: true, autocommit: false })).toEqual({
      ok: 0,
      code: 20,
      codeName: 'IllegalOperation',
      errmsg: 'Transaction numbers are only allowed on a replica set member or mongos',
    });
  });

  it('when $db is missing, then the command is refused', async () => {
    expect(await runIn(undefined, { ping: 1 })).toMatchObject({ ok: 0, code: ErrorCode.FailedToParse });
  });

  it('when arguments have the wrong type, then an error reply is returned instead of a crash', async () => {
    expect(await run({ find: 5 })).toMatchObject({ ok: 0, code: ErrorCode.InvalidNamespace });
    expect(await run({ insert: 'c', documents: 'x' })).toMatchObject({ ok: 0, code: ErrorCode.TypeMismatch });
    expect(await run({ find: 'c', filter: { a: { $nope: 1 } } })).toMatchObject({ ok: 0, code: ErrorCode.BadValue });
  });

  it('when hello is sent, then a standalone 6.0 with sessions is described', async () => {
    expect(await run({ hello: 1, helloOk: true })).toMatchObject({
      ok: 1,
      helloOk: true,
      isWritablePrimary: true,
      maxWireVersion: 17,
      logicalSessionTimeoutMinutes: 30,
      maxMessageSizeBytes: 48_000_000,
      maxBsonObjectSize: 16 * 1024 * 1024,
    });
  });
});
