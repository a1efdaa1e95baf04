/**
 * OP_REPLY (opCode 1): the reply to an OP_QUERY handshake (MongoDB manual, "Legacy Opcodes", "OP_REPLY").
 */
import { serialize, type Document } from 'bson';
import { HEADER_SIZE, OpCode, writeHeader } from './message-header';

/** Encodes an OP_REPLY carrying one document (cursor id 0). */
export function encodeOpReply(requestId: number, responseTo: number, reply: Document): Buffer {
  const doc = serialize(reply);
  const bodyOffset = HEADER_SIZE + 20;
  const message = Buffer.allocUnsafe(bodyOffset + doc.length);
  writeHeader(message, message.length, requestId, responseTo, OpCode.OP_REPLY);
  message.writeInt32LE(0, HEADER_SIZE); // responseFlags
  message.writeBigInt64LE(0n, HEADER_SIZE + 4); // cursorID
  message.writeInt32LE(0, HEADER_SIZE + 12); // startingFrom
  message.writeInt32LE(1, HEADER_SIZE + 16); // numberReturned
  message.set(doc, bodyOffset);
  return message;
}
