/**
 * OP_QUERY (opCode 2004) requests: only for the legacy handshake (replies go out as OP_REPLY, op-reply.ts).
 *
 * Drivers open connections with `hello`/`isMaster` sent as OP_QUERY on `admin.$cmd`; MongoDB 6 accepts nothing else
 * over OP_QUERY and answers other commands with UnsupportedOpQueryCommand (352), as does this server.
 */
import { deserialize, type Document } from 'bson';
import { ErrorCode } from '../errors';
import { MessageDecodeError } from './message-header';
import { REQUEST_BSON_OPTIONS } from './op-msg';

/** A decoded OP_QUERY. */
interface OpQueryRequest {
  readonly fullCollectionName: string;
  readonly query: Document;
}

/** Decodes the bytes after the header of an OP_QUERY. Throws MessageDecodeError for malformed content. */
export function decodeOpQuery(body: Buffer): OpQueryRequest {
  const nameEnd = body.indexOf(0, 4);
  if (body.length < 4 || nameEnd < 0) throw new MessageDecodeError('truncated OP_QUERY', ErrorCode.FailedToParse);
  const fullCollectionName = body.toString('utf8', 4, nameEnd);
  const docStart = nameEnd + 1 + 8;
  if (docStart + 5 > body.length) throw new MessageDecodeError('truncated OP_QUERY', ErrorCode.FailedToParse);
  const size = body.readInt32LE(docStart);
  if (size < 5 || docStart + size > body.length) throw new MessageDecodeError(`invalid BSON document length ${size} in OP_QUERY`, ErrorCode.InvalidBSON);
  let query: Document;
  try {
    query = deserialize(body.subarray(docStart, docStart + size), REQUEST_BSON_OPTIONS);
  } catch (error) {
    throw new MessageDecodeError(`invalid BSON in OP_QUERY: ${(error as Error).message}`, ErrorCode.InvalidBSON);
  }
  // Legacy clients wrap the command as { $query: {...}, $readPreference: ... }.
  const wrapped = query['$query'];
  if (wrapped && typeof wrapped === 'object' && !Array.isArray(wrapped)) query = wrapped as Document;
  return { fullCollectionName, query };
}
