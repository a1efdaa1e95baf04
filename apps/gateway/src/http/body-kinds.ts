import express, { type RequestHandler, type Response } from 'express';
import { jsonNestingExceeds } from './json-nesting';
import { multipartParser } from './multipart-body';
import type { BodyKind } from './route-table';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body of either API nests 3 levels
 * (`{"assets": [{"scanner_ids": [...]}]}`); a deeper one is refused before it is parsed, so neither the parser, the
 * schemas nor a 422 that names a location walk a hostile depth (docs/decisions/0007: 100,000 levels overflowed the stack).
 */
export const MAX_JSON_NESTING_DEPTH = 32;

/** How an API reads bodies: its default size limit and whether JSON must be an object or array at the top. */
export interface BodyParserOptions {
  /** Largest body, bytes, counted after decompression (so a gzip bomb stops at the limit). */
  limitBytes: number;
  /** The API's default limit, bytes: a `json-or-multipart` route reads JSON within it and files within `limitBytes`. */
  defaultLimitBytes: number;
  /** true: a top-level string, number or null is a parse error (body-parser's `strict`). */
  strictJson: boolean;
}

/** What the kernel knows of one body kind: its media types in the OpenAPI document and the parser that reads it. */
interface BodyKindSpec {
  contentTypes: readonly string[];
  parser(options: BodyParserOptions): RequestHandler;
}

/** body-parser's `verify` for JSON: refuses a body nested deeper than MAX_JSON_NESTING_DEPTH (request-errors.ts). */
function refuseDeepNesting(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonNestingExceeds(body, MAX_JSON_NESTING_DEPTH)) {
    throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_NESTING_DEPTH} levels`), { status: 400, type: 'entity.too.deep' });
  }
}

/**
 * Every body kind. A parser fails with body-parser's errors (`entity.too.large`, `entity.parse.failed`, ...) and the
 * kernel's own (`entity.too.deep`), which request-errors.ts turns into input problems the API's dialect answers in its
 * own words; a body of another media type is left absent.
 */
export const BODY_KINDS: Record<BodyKind, BodyKindSpec> = {
  json: {
    contentTypes: ['application/json'],
    parser: ({ limitBytes, strictJson }) => express.json({ limit: limitBytes, strict: strictJson, verify: refuseDeepNesting }),
  },
  // limitBytes is the largest file; the text fields and the number of files have their own caps (multipart-body.ts).
  multipart: {
    contentTypes: ['multipart/form-data'],
    parser: ({ limitBytes }) => multipartParser(limitBytes),
  },
  // Each parser leaves a body of the other media type alone, so the first that matches reads it.
  'json-or-multipart': {
    contentTypes: ['application/json', 'multipart/form-data'],
    parser: ({ limitBytes, defaultLimitBytes, strictJson }) => {
      const json = express.json({ limit: defaultLimitBytes, strict: strictJson, verify: refuseDeepNesting });
      const multipart = multipartParser(limitBytes);
      return (req, res, next) => json(req, res, (error?: unknown) => (error ? next(error) : multipart(req, res, next)));
    },
  },
  // An HTML form's encoding (a provider's back-channel logout: OpenID Connect Back-Channel Logout 1.0, section 2.5):
  // flat text fields only (`extended: false`, querystring; no nesting, so nothing deep to refuse).
  urlencoded: {
    contentTypes: ['application/x-www-form-urlencoded'],
    parser: ({ limitBytes }) => express.urlencoded({ limit: limitBytes, extended: false, parameterLimit: 32 }),
  },
  'raw-json': {
    contentTypes: ['application/json'],
    parser: ({ limitBytes }) => {
      // Any media type: a signature covers the bytes whatever the sender called them.
      const raw = express.raw({ limit: limitBytes, type: () => true });
      return (req, res, next) =>
        raw(req, res, (error?: unknown) => {
          if (error) return next(error);
          const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          res.locals[RAW_BODY] = bytes;
          try {
            refuseDeepNesting(req, res, bytes);
          } catch (deep) {
            return next(deep);
          }
          try {
            req.body = bytes.length === 0 ? undefined : (JSON.parse(bytes.toString('utf8')) as unknown);
            next();
          } catch {
            // body-parser's own error for malformed JSON, so each dialect answers it as it answers `json` bodies.
            next(Object.assign(new Error('malformed JSON body'), { type: 'entity.parse.failed', status: 400, expose: true }));
          }
        });
    },
  },
};

const RAW_BODY = 'rawBody';

/** The exact bytes of a `raw-json` body (empty when the request had none). */
export function rawBodyOf(res: Response): Buffer {
  const bytes: unknown = res.locals[RAW_BODY];
  return Buffer.isBuffer(bytes) ? bytes : Buffer.alloc(0);
}

/** "2 MB", "16 KB": a byte count as the documents state limits. */
export function describeBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
