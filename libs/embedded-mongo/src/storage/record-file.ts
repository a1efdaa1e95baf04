/**
 * Framing of BSON records in the journal and snapshot files: `[length u32 LE][crc32 u32 LE][BSON document]`.
 *
 * The CRC-32 (zlib's) detects a record torn by a crash in the middle of a write; reading stops at the first
 * incomplete or damaged record, and everything before it is intact.
 */
import { crc32 } from 'node:zlib';
import { deserialize, serialize, type Document } from 'bson';

const FRAME_HEADER = 8;

/** Encodes one record. */
export function encodeRecord(doc: Document): Buffer {
  const body = serialize(doc);
  const frame = Buffer.allocUnsafe(FRAME_HEADER + body.length);
  frame.writeUInt32LE(body.length, 0);
  frame.writeUInt32LE(crc32(body), 4);
  frame.set(body, FRAME_HEADER);
  return frame;
}

/** The records of a file's content, and the length of its intact prefix (where a torn tail begins). */
interface DecodedRecords {
  readonly records: Document[];
  readonly validLength: number;
}

/** Decodes records until the end or the first torn/damaged record. */
export function decodeRecords(content: Buffer): DecodedRecords {
  const records: Document[] = [];
  let offset = 0;
  while (offset + FRAME_HEADER <= content.length) {
    const length = content.readUInt32LE(offset);
    const checksum = content.readUInt32LE(offset + 4);
    const end = offset + FRAME_HEADER + length;
    if (length < 5 || end > content.length) break;
    const body = content.subarray(offset + FRAME_HEADER, end);
    if (crc32(body) !== checksum) break;
    try {
      records.push(deserialize(body, { promoteLongs: true, promoteValues: true }));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}
