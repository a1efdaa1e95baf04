/**
 * One client connection: frames the byte stream, decodes OP_MSG / OP_QUERY requests, runs them one after another
 * (replies keep request order, as drivers expect) and writes the replies.
 *
 * Bad input never affects other connections: a message that is framed correctly but cannot be decoded (invalid BSON,
 * bad sections) gets an error reply and the connection goes on; a wrong message length or an unsupported opcode
 * means the stream cannot be followed, so only this connection is closed.
 */
import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { dispatchCommand } from './commands/dispatcher';
import type { ServerState } from './commands/command-context';
import { ErrorCode, codeNameOf } from './errors';
import { FramingError, MessageFramer, type RawMessage } from './wire/framer';
import { MessageDecodeError, OpCode } from './wire/message-header';
import { decodeOpMsg, encodeOpMsg, OpMsgFlags } from './wire/op-msg';
import { decodeOpQuery } from './wire/op-query';
import { encodeOpReply } from './wire/op-reply';

/** Commands MongoDB 6 still accepts over OP_QUERY (the handshake). */
const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

let nextResponseId = 1;
function responseId(): number {
  nextResponseId = nextResponseId >= 0x7fffffff ? 1 : nextResponseId + 1;
  return nextResponseId;
}

function errorReply(code: number, errmsg: string): Document {
  return { ok: 0, errmsg, code, codeName: codeNameOf(code) };
}

/** See module doc. */
export class Connection {
  private readonly framer = new MessageFramer();
  private queue: Promise<void> = Promise.resolve();
  private readonly remoteAddress: string;

  constructor(
    private readonly socket: Socket,
    readonly id: number,
    private readonly server: ServerState,
  ) {
    this.remoteAddress = `${socket.remoteAddress ?? 'unknown'}:${socket.remotePort ?? 0}`;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error) => this.server.logger.debug({ err: error, connectionId: id }, 'connection error'));
  }

  private receive(chunk: Buffer): void {
    let messages: RawMessage[];
    try {
      messages = this.framer.push(chunk);
    } catch (error) {
      if (!(error instanceof FramingError)) throw error;
      this.close(error.message);
      return;
    }
    for (const message of messages) {
      this.queue = this.queue.then(() => this.handle(message));
    }
  }

  private close(reason: string): void {
    this.server.logger.warn({ connectionId: this.id, remoteAddress: this.remoteAddress, reason }, 'closing connection after bad input');
    this.socket.destroy();
  }

  private write(bytes: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  private async handle(message: RawMessage): Promise<void> {
    if (this.socket.destroyed) return;
    try {
      switch (message.header.opCode) {
        case OpCode.OP_MSG:
          await this.handleOpMsg(message);
          return;
        case OpCode.OP_QUERY:
          await this.handleOpQuery(message);
          return;
        default:
          this.close(`unsupported opCode ${message.header.opCode}`);
      }
    } catch (error) {
      this.server.logger.error({ err: error, connectionId: this.id }, 'failed to answer a message');
      this.close('internal error while answering');
    }
  }

  private async handleOpMsg(message: RawMessage): Promise<void> {
    const requestId = message.header.requestId;
    let reply: Document;
    let flags = 0;
    try {
      const request = decodeOpMsg(message.body);
      flags = request.flags;
      const db = request.command['$db'];
      reply = await dispatchCommand(this.server, {
        command: request.command,
        db: typeof db === 'string' ? db : undefined,
        connectionId: this.id,
        remoteAddress: this.remoteAddress,
      });
    } catch (error) {
      if (!(error instanceof MessageDecodeError)) throw error;
      reply = errorReply(error.code, error.message);
    }
    if (flags & OpMsgFlags.moreToCome) return;
    this.write(this.encodeSafely(reply, (doc) => encodeOpMsg(responseId(), requestId, doc)));
  }

  private async handleOpQuery(message: RawMessage): Promise<void> {
    const requestId = message.header.requestId;
    let reply: Document;
    try {
      const { fullCollectionName, query } = decodeOpQuery(message.body);
      const name = Object.keys(query)[0] ?? '';
      if (!fullCollectionName.endsWith('.$cmd') || !OP_QUERY_COMMANDS.has(name)) {
        reply = errorReply(352, `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade. For more details see https://dochub.mongodb.org/core/legacy-opcode-removal`);
      } else {
        reply = await dispatchCommand(this.server, {
          command: query,
          db: fullCollectionName.slice(0, -'.$cmd'.length),
          connectionId: this.id,
          remoteAddress: this.remoteAddress,
        });
      }
    } catch (error) {
      if (!(error instanceof MessageDecodeError)) throw error;
      reply = errorReply(error.code, error.message);
    }
    this.write(this.encodeSafely(reply, (doc) => encodeOpReply(responseId(), requestId, doc)));
  }

  /** Encodes a reply; a reply that cannot be serialized (e.g. too large) becomes an error reply instead. */
  private encodeSafely(reply: Document, encode: (doc: Document) => Buffer): Buffer {
    try {
      return encode(reply);
    } catch (error) {
      this.server.logger.error({ err: error, connectionId: this.id }, 'reply could not be encoded');
      return encode(errorReply(ErrorCode.InternalError, `reply could not be encoded: ${(error as Error).message}`));
    }
  }
}
