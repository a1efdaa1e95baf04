import { deserialize, serialize } from 'bson';
import { ErrorCode } from '../errors';
import { MessageDecodeError } from './message-header';
import { decodeOpMsg, encodeOpMsg, OpMsgFlags } from './op-msg';

function sequence(identifier: string, docs: object[]): Buffer {
  const payload = Buffer.concat([Buffer.from(`${identifier}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(payload.length + 4, 0);
  return Buffer.concat([Buffer.from([1]), size, payload]);
}

function body(flags: number, ...sections: Buffer[]): Buffer {
  const flagBytes = Buffer.alloc(4);
  flagBytes.writeUInt32LE(flags, 0);
  return Buffer.concat([flagBytes, ...sections]);
}

const kind0 = (doc: object): Buffer => Buffer.concat([Buffer.from([0]), Buffer.from(serialize(doc))]);

describe('OP_MSG', () => {
  it('when a body and a document sequence are sent, then the sequence is folded into the command', () => {
    const request = decodeOpMsg(body(0, kind0({ insert: 'c', $db: 'd' }), sequence('documents', [{ a: 1 }, { a: 2 }])));
    expect(request.command).toEqual({ insert: 'c', $db: 'd', documents: [{ a: 1 }, { a: 2 }] });
  });

  it('when the checksum flag is set, then the trailing checksum is skipped', () => {
    const request = decodeOpMsg(Buffer.concat([body(OpMsgFlags.checksumPresent, kind0({ ping: 1 })), Buffer.alloc(4, 0xab)]));
    expect(request.command).toEqual({ ping: 1 });
  });

  it('when an unknown required flag bit is set, then decoding fails with FailedToParse', () => {
    expect(() => decodeOpMsg(body(1 << 5, kind0({ ping: 1 })))).toThrow(expect.objectContaining({ code: ErrorCode.FailedToParse }));
  });

  it('when the BSON is invalid, then decoding fails with InvalidBSON', () => {
    const doc = Buffer.from(serialize({ ping: 1 }));
    doc[4] = 0x77; // not a BSON type
    expect(() => decodeOpMsg(body(0, Buffer.from([0]), doc))).toThrow(MessageDecodeError);
    expect(() => decodeOpMsg(body(0, Buffer.from([0]), doc))).toThrow(expect.objectContaining({ code: ErrorCode.InvalidBSON }));
  });

  it('when a document length points past the section, then decoding fails', () => {
    const doc = Buffer.from(serialize({ ping: 1 }));
    doc.writeInt32LE(1000, 0);
    expect(() => decodeOpMsg(body(0, Buffer.from([0]), doc))).toThrow(MessageDecodeError);
  });

  it('when a reply is encoded, then its header and body section can be read back', () => {
    const bytes = encodeOpMsg(5, 9, { ok: 1 });
    expect(bytes.readInt32LE(0)).toBe(bytes.length);
    expect(bytes.readInt32LE(8)).toBe(9);
    expect(bytes.readInt32LE(12)).toBe(2013);
    expect(deserialize(bytes.subarray(21))).toEqual({ ok: 1 });
  });
});
