/**
 * Splits a TCP byte stream into wire-protocol messages using the `messageLength` of each header.
 *
 * A length below the header size or above maxMessageSizeBytes (48 MB) cannot be trusted to find the next message,
 * so it is a FramingError and the caller closes that connection (as MongoDB does).
 */
import { HEADER_SIZE, MAX_MESSAGE_SIZE_BYTES, readHeader, type MessageHeader } from './message-header';

/** One complete message: its header and the bytes after the header. */
export interface RawMessage {
  readonly header: MessageHeader;
  readonly body: Buffer;
}

/** The stream is out of sync (invalid message length): the connection must be closed. */
export class FramingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FramingError';
  }
}

/** See module doc. Chunks are only concatenated once a whole message is there, so big messages cost O(n). */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private expected = 0;

  constructor(private readonly maxMessageSize = MAX_MESSAGE_SIZE_BYTES) {}

  /** Adds received bytes; returns the messages completed by them. Throws FramingError for an invalid length. */
  push(chunk: Buffer): RawMessage[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: RawMessage[] = [];
    for (;;) {
      if (this.expected === 0) {
        if (this.buffered < 4) break;
        const length = this.peekLength();
        if (length < HEADER_SIZE || length > this.maxMessageSize) {
          throw new FramingError(`invalid message length ${length} (allowed ${HEADER_SIZE}..${this.maxMessageSize})`);
        }
        this.expected = length;
      }
      if (this.buffered < this.expected) break;
      const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.buffered);
      const frame = all.subarray(0, this.expected);
      const rest = all.subarray(this.expected);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
      this.expected = 0;
      messages.push({ header: readHeader(frame), body: frame.subarray(HEADER_SIZE) });
    }
    return messages;
  }

  private peekLength(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    return Buffer.concat(this.chunks, this.buffered).readInt32LE(0);
  }
}
