/**
 * A raw TCP client for the wire protocol, to send bytes no driver would send.
 */
import { connect, type Socket } from 'node:net';
import { deserialize, serialize, type Document } from 'bson';

/** What the server did with what was sent: the bytes it answered and whether it closed the connection. */
export interface RawOutcome {
  readonly reply: Buffer;
  readonly closed: boolean;
}

/** Opens a socket to `port` on 127.0.0.1. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `bytes` and collects the answer until one complete message arrived, the server closed the connection, or
 * `waitMs` passed without either.
 */
export function exchange(socket: Socket, bytes: Buffer, waitMs = 1000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off('data', onData);
      resolve({ reply: Buffer.concat(chunks), closed });
    };
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      if (all.length >= 4 && all.length >= all.readInt32LE(0)) finish(false);
    };
    const timer = setTimeout(() => finish(socket.destroyed), waitMs);
    socket.on('data', onData);
    socket.once('close', () => finish(true));
    socket.once('error', () => finish(true));
    socket.write(bytes);
  });
}

/** An OP_MSG request with one body section (and optional raw bytes instead of the body document). */
export function opMsg(requestId: number, body: Document | Buffer, flags = 0, opCode = 2013): Buffer {
  const doc = Buffer.isBuffer(body) ? body : Buffer.from(serialize(body));
  const message = Buffer.alloc(16 + 5 + doc.length);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(requestId, 4);
  message.writeInt32LE(0, 8);
  message.writeInt32LE(opCode, 12);
  message.writeUInt32LE(flags, 16);
  message.writeUInt8(0, 20);
  doc.copy(message, 21);
  return message;
}

/** An OP_QUERY request on `collection` (e.g. "admin.$cmd"). */
export function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const name = Buffer.from(`${collection}\0`);
  const doc = Buffer.from(serialize(query));
  const message = Buffer.alloc(16 + 4 + name.length + 8 + doc.length);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(requestId, 4);
  message.writeInt32LE(2004, 12);
  name.copy(message, 20);
  message.writeInt32LE(-1, 20 + name.length + 4);
  doc.copy(message, 20 + name.length + 8);
  return message;
}

/** The body document of an OP_MSG reply, or of an OP_REPLY (opCode 1). */
export function replyDocument(reply: Buffer): Document {
  const opCode = reply.readInt32LE(12);
  return deserialize(reply.subarray(opCode === 1 ? 36 : 21));
}
