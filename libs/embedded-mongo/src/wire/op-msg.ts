/**
 * OP_MSG (opCode 2013): decoding requests and encoding replies (MongoDB manual, "Wire Protocol", "OP_MSG").
 *
 * A request has flag bits, exactly one kind-0 section (the command document) and any number of kind-1 sections
 * (document sequences: an identifier such as "documents" and a run of BSON documents), and optionally a CRC-32C
 * checksum. Document sequences are folded into the command under their identifier, so commands see one document.
 * The checksum is not verified: TCP already checks integrity and Node has no CRC-32C; it is only skipped.
 */
import { deserialize, serialize, type Document } from 'bson';
import { ErrorCode } from '../errors';
import { HEADER_SIZE, MessageDecodeError, OpCode, writeHeader } from './message-header';

export const OpMsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

/** Bits 0-15 are "required" flags: an unknown one set means the message cannot be processed. */
const KNOWN_REQUIRED_FLAGS = OpMsgFlags.checksumPresent | OpMsgFlags.moreToCome;

/** How request BSON is read: numbers promoted to JS numbers, binary kept as `Binary`. */
export const REQUEST_BSON_OPTIONS = { promoteLongs: true, promoteValues: true, promoteBuffers: false, bsonRegExp: false } as const;

/** A decoded OP_MSG request. */
interface OpMsgRequest {
  readonly flags: number;
  /** The kind-0 document with every document sequence folded in. */
  readonly command: Document;
}

function readDocument(body: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new MessageDecodeError('truncated BSON document in OP_MSG', ErrorCode.InvalidBSON);
  const size = body.readInt32LE(offset);
  if (size < 5 || offset + size > end) {
    throw new MessageDecodeError(`invalid BSON document length ${size} in OP_MSG`, ErrorCode.InvalidBSON);
  }
  try {
    return { doc: deserialize(body.subarray(offset, offset + size), REQUEST_BSON_OPTIONS), next: offset + size };
  } catch (error) {
    throw new MessageDecodeError(`invalid BSON in OP_MSG: ${(error as Error).message}`, ErrorCode.InvalidBSON);
  }
}

/** Decodes the bytes after the header of an OP_MSG. Throws MessageDecodeError for malformed content. */
export function decodeOpMsg(body: Buffer): OpMsgRequest {
  if (body.length < 5) throw new MessageDecodeError('OP_MSG too short', ErrorCode.FailedToParse);
  const flags = body.readUInt32LE(0);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) !== 0) {
    throw new MessageDecodeError(`unsupported required OP_MSG flag bits ${flags & 0xffff}`, ErrorCode.FailedToParse);
  }
  const end = flags & OpMsgFlags.checksumPresent ? body.length - 4 : body.length;
  let offset = 4;
  let command: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = body.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      if (command) throw new MessageDecodeError('OP_MSG with more than one body section', ErrorCode.FailedToParse);
      const read = readDocument(body, offset, end);
      command = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new MessageDecodeError('truncated OP_MSG document sequence', ErrorCode.FailedToParse);
      const size = body.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new MessageDecodeError(`invalid OP_MSG document sequence length ${size}`, ErrorCode.FailedToParse);
      const nameEnd = body.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new MessageDecodeError('unterminated OP_MSG sequence identifier', ErrorCode.FailedToParse);
      const identifier = body.toString('utf8', offset + 4, nameEnd);
      const docs: Document[] = [];
      let position = nameEnd + 1;
      while (position < sectionEnd) {
        const read = readDocument(body, position, sectionEnd);
        docs.push(read.doc);
        position = read.next;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new MessageDecodeError(`unknown OP_MSG section kind ${kind}`, ErrorCode.FailedToParse);
    }
  }
  if (!command) throw new MessageDecodeError('OP_MSG without body section', ErrorCode.FailedToParse);
  for (const [identifier, docs] of sequences) {
    if (identifier in command) throw new MessageDecodeError(`duplicate field '${identifier}' in OP_MSG`, ErrorCode.FailedToParse);
    command[identifier] = docs;
  }
  return { flags, command };
}

/** Encodes an OP_MSG reply with one body section. */
export function encodeOpMsg(requestId: number, responseTo: number, reply: Document, flags = 0): Buffer {
  const doc = serialize(reply);
  const message = Buffer.allocUnsafe(HEADER_SIZE + 5 + doc.length);
  writeHeader(message, message.length, requestId, responseTo, OpCode.OP_MSG);
  message.writeUInt32LE(flags, HEADER_SIZE);
  message.writeUInt8(0, HEADER_SIZE + 4);
  message.set(doc, HEADER_SIZE + 5);
  return message;
}
