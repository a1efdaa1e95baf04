import type { Socket } from 'node:net';
import { serialize } from 'bson';
import { MongoClient } from 'mongodb';
import pino from 'pino';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import { exchange, openSocket, opMsg, opQuery, replyDocument } from './support/raw-wire';

describe('bad input on the wire', () => {
  let server: EmbeddedMongo;
  let bystander: MongoClient;
  let socket: Socket;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, logger: pino({ level: 'silent' }) });
    bystander = await MongoClient.connect(server.uri, { maxPoolSize: 1 });
    await bystander.db('bad').collection('c').insertOne({ still: 'here' });
  });
  afterAll(async () => {
    await bystander.close();
    await server.stop();
  });
  beforeEach(async () => {
    socket = await openSocket(server.port);
  });
  afterEach(async () => {
    socket.destroy();
    // Whatever happened on the raw socket, another client is still served.
    expect(await bystander.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(
      await bystander
        .db('bad')
        .collection('c')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ still: 'here' });
  });

  it('when garbage bytes arrive, then that connection is closed', async () => {
    const outcome = await exchange(socket, Buffer.from('GET / HTTP/1.1\r\nHost: example\r\n\r\n'));
    expect(outcome).toEqual({ reply: Buffer.alloc(0), closed: true });
  });

  it('when the header announces more than 48 MB, then the connection is closed without reading on', async () => {
    const header = Buffer.alloc(16);
    header.writeInt32LE(48_000_001, 0);
    header.writeInt32LE(2013, 12);
    expect((await exchange(socket, header)).closed).toBe(true);
  });

  it('when the header announces fewer bytes than a header, then the connection is closed', async () => {
    const header = Buffer.alloc(16);
    header.writeInt32LE(3, 0);
    expect((await exchange(socket, header)).closed).toBe(true);
  });

  it('when a frame is truncated and the client goes away, then nothing is answered and the server carries on', async () => {
    const message = opMsg(1, { ping: 1, $db: 'admin' });
    expect(await exchange(socket, message.subarray(0, message.length - 5), 300)).toEqual({ reply: Buffer.alloc(0), closed: false });
  });

  it('when a framed message holds invalid BSON, then an InvalidBSON error is answered and the connection still works', async () => {
    const doc = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    doc[4] = 0x7e; // unknown element type
    const bad = await exchange(socket, opMsg(1, doc));
    expect(replyDocument(bad.reply)).toMatchObject({ ok: 0, code: 22, codeName: 'InvalidBSON' });
    const good = await exchange(socket, opMsg(2, { ping: 1, $db: 'admin' }));
    expect(replyDocument(good.reply)).toEqual({ ok: 1 });
  });

  it('when a BSON length points past the message, then an error is answered', async () => {
    const doc = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    doc.writeInt32LE(5000, 0);
    expect(replyDocument((await exchange(socket, opMsg(1, doc))).reply)).toMatchObject({ ok: 0, code: 22 });
  });

  it('when an unsupported opcode is used, then the connection is closed', async () => {
    expect((await exchange(socket, opMsg(1, { ping: 1 }, 0, 2002))).closed).toBe(true);
  });

  it('when a legacy OP_QUERY carries something else than the handshake, then UnsupportedOpQueryCommand is answered', async () => {
    const hello = await exchange(socket, opQuery(1, 'admin.$cmd', { isMaster: 1 }));
    expect(replyDocument(hello.reply)).toMatchObject({ ok: 1, ismaster: true });
    const find = await exchange(socket, opQuery(2, 'bad.$cmd', { find: 'c' }));
    expect(replyDocument(find.reply)).toMatchObject({ ok: 0, code: 352 });
  });

  it('when a document over 16 MB is inserted, then it is refused with BadValue as MongoDB does', async () => {
    const insert = opMsg(1, { insert: 'c', documents: [{ blob: 'x'.repeat(16 * 1024 * 1024 + 1) }], $db: 'bad' });
    const reply = replyDocument((await exchange(socket, insert, 5000)).reply);
    expect(reply).toMatchObject({ ok: 1, n: 0, writeErrors: [{ index: 0, code: 2 }] });
    expect(reply['writeErrors'][0].errmsg).toMatch(/object to insert too large/);
  });

  it('when a write is sent with moreToCome (w: 0), then no reply is sent but the write is applied', async () => {
    const outcome = await exchange(socket, opMsg(1, { insert: 'c', documents: [{ unacknowledged: true }], $db: 'bad' }, 2), 300);
    expect(outcome).toEqual({ reply: Buffer.alloc(0), closed: false });
    expect(await bystander.db('bad').collection('c').countDocuments({ unacknowledged: true })).toBe(1);
  });
});
