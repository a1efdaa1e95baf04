import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';

/**
 * Most files one multipart body may carry; a body with more is refused as too large before a route sees it. Routes
 * state their own, lower counts (the feedback route: 3 screenshots) and refuse with their own texts.
 */
const MULTIPART_MAX_FILES = 10;

/** Most text fields of one multipart body. */
const MULTIPART_MAX_FIELDS = 20;

/** Largest text field of a multipart body, bytes (a 10,000-character message of 4-byte characters fits). */
const MULTIPART_MAX_FIELD_BYTES = 64 * 1024;

/** One file of a multipart body, in the order sent. */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The file name the client gave (only shown; never used to decide the type). */
  fileName: string;
  /** Its bytes: at most the route's limit, the rest was not kept when `truncated`. */
  content: Buffer;
  /** True when the file was longer than the route's limit (bodyLimitBytes). */
  truncated: boolean;
}

const uploads = new WeakMap<Request, UploadedFile[]>();

/** The files of a multipart request, in the order sent (none for a request of another kind). */
export function uploadedFilesOf(req: Request): readonly UploadedFile[] {
  return uploads.get(req) ?? [];
}

/** An error in body-parser's shape (`type`, `status`), which the API's dialect answers in its own words. */
function bodyError(type: 'entity.too.large' | 'entity.parse.failed', status: number, cause?: unknown): Error {
  return Object.assign(new Error(`multipart body: ${type}`, { cause }), { type, status, expose: true });
}

/**
 * Reads a multipart/form-data body with busboy: text fields into `req.body` (for the route's schema; a repeated name
 * keeps its last value), files beside them (uploadedFilesOf), each kept up to `limitBytes` and marked `truncated`
 * beyond, so a route can refuse an oversized file by name. More than MULTIPART_MAX_FILES files, MULTIPART_MAX_FIELDS
 * fields or a field longer than MULTIPART_MAX_FIELD_BYTES fail as `entity.too.large`; a malformed body as
 * `entity.parse.failed`. A body of another media type is left absent, as the JSON parser does.
 */
export function multipartParser(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    let parser: busboy.Busboy;
    try {
      // One byte past the limit tells a file longer than the limit from one of exactly its size; the rest is dropped.
      parser = busboy({ headers: req.headers, limits: { fileSize: limitBytes + 1, files: MULTIPART_MAX_FILES, fields: MULTIPART_MAX_FIELDS, fieldSize: MULTIPART_MAX_FIELD_BYTES } });
    } catch (error) {
      // No boundary, or another malformed Content-Type.
      return next(bodyError('entity.parse.failed', 400, error));
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: Error | undefined;
    let finished = false;
    let closed = false;
    let reading = 0;
    let sent = 0;
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      if (error) {
        req.unpipe(parser);
        // Read the rest of the request so the answer reaches the client instead of a reset connection.
        req.resume();
        return next(error);
      }
      req.body = fields;
      uploads.set(req, files);
      next();
    };
    const tooLarge = () => {
      failure ??= bodyError('entity.too.large', 413);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) tooLarge();
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      const position = sent++;
      reading++;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const content = Buffer.concat(chunks);
        const truncated = content.byteLength > limitBytes;
        files[position] = { field, fileName: info.filename ?? '', content: truncated ? content.subarray(0, limitBytes) : content, truncated };
        reading--;
        if (closed && reading === 0) finish(failure);
      });
    });
    parser.on('filesLimit', tooLarge);
    parser.on('fieldsLimit', tooLarge);
    parser.on('error', (error) => finish(bodyError('entity.parse.failed', 400, error)));
    // The parser closes once the body is read; a file's last bytes may still be on their way to its listener.
    parser.on('close', () => {
      closed = true;
      if (reading === 0) finish(failure);
    });
    req.pipe(parser);
  };
}
