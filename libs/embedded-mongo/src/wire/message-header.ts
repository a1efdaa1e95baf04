/**
 * The standard message header of the MongoDB wire protocol (MongoDB manual, "Wire Protocol", "Standard Message
 * Header"): four little-endian int32 values, `messageLength` (including the header), `requestID`, `responseTo` and
 * `opCode`.
 */

export const HEADER_SIZE = 16;
/** maxMessageSizeBytes MongoDB advertises and enforces (48 000 000 bytes). */
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;

export const OpCode = {
  OP_REPLY: 1,
  OP_QUERY: 2004,
  OP_COMPRESSED: 2012,
  OP_MSG: 2013,
} as const;

export interface MessageHeader {
  readonly messageLength: number;
  readonly requestId: number;
  readonly responseTo: number;
  readonly opCode: number;
}

/** Reads the header at the start of `buffer` (at least 16 bytes). */
export function readHeader(buffer: Buffer): MessageHeader {
  return {
    messageLength: buffer.readInt32LE(0),
    requestId: buffer.readInt32LE(4),
    responseTo: buffer.readInt32LE(8),
    opCode: buffer.readInt32LE(12),
  };
}

/** Writes a header for a message of `messageLength` bytes into the first 16 bytes of `buffer`. */
export function writeHeader(buffer: Buffer, messageLength: number, requestId: number, responseTo: number, opCode: number): void {
  buffer.writeInt32LE(messageLength, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
}

/** Thrown when the bytes of one message cannot be decoded; the frame was consumed, so the connection can go on. */
export class MessageDecodeError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'MessageDecodeError';
  }
}
