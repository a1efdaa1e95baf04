import { FramingError, MessageFramer } from './framer';
import { writeHeader } from './message-header';

function message(requestId: number, payload: string): Buffer {
  const body = Buffer.from(payload);
  const buffer = Buffer.alloc(16 + body.length);
  writeHeader(buffer, buffer.length, requestId, 0, 2013);
  body.copy(buffer, 16);
  return buffer;
}

describe('MessageFramer', () => {
  it('when a message arrives in pieces, then it is returned once complete', () => {
    const framer = new MessageFramer();
    const bytes = message(7, 'hello world');
    expect(framer.push(bytes.subarray(0, 2))).toEqual([]);
    expect(framer.push(bytes.subarray(2, 20))).toEqual([]);
    const [complete] = framer.push(bytes.subarray(20));
    expect(complete?.header).toEqual({ messageLength: bytes.length, requestId: 7, responseTo: 0, opCode: 2013 });
    expect(complete?.body.toString()).toBe('hello world');
  });

  it('when one chunk holds several messages, then all are returned in order', () => {
    const framer = new MessageFramer();
    const messages = framer.push(Buffer.concat([message(1, 'a'), message(2, 'bb'), message(3, 'ccc').subarray(0, 5)]));
    expect(messages.map((m) => m.header.requestId)).toEqual([1, 2]);
    expect(framer.push(message(3, 'ccc').subarray(5)).map((m) => m.body.toString())).toEqual(['ccc']);
  });

  it('when a length is below the header size or above the maximum, then a FramingError is thrown', () => {
    const tooSmall = Buffer.alloc(16);
    tooSmall.writeInt32LE(8, 0);
    expect(() => new MessageFramer().push(tooSmall)).toThrow(FramingError);
    const tooBig = Buffer.alloc(4);
    tooBig.writeInt32LE(48_000_001, 0);
    expect(() => new MessageFramer().push(tooBig)).toThrow(FramingError);
  });
});
