import express, { type RequestHandler } from 'express';
import { jsonNestingExceeds } from './json-nesting';
import { multipartParser } from './multipart-body';
import type { BodyKind } from './route-table';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body of either API nests 3 levels
 * (`{"assets": [{"scanner_ids": [...]}]}`); a deeper one is refused before it is parsed, so neither the parser, the
 * schemas nor a 422 that names a location walk a hostile depth (issue 8: 100,000 levels overflowed the stack).
 */
export const MAX_JSON_NESTING_DEPTH = 32;

/** How an API reads bodies: its default size limit and whether JSON must be an object or array at the top. */
export interface BodyParserOptions {
  /** Largest body, bytes, counted after decompression (so a gzip bomb stops at the limit). */
  limitBytes: number;
  /** true: a top-level string, number or null is a parse error (body-parser's `strict`). */
  strictJson: boolean;
}

/** What the kernel knows of one body kind: its media type in the OpenAPI document and the parser that reads it. */
interface BodyKindSpec {
  contentType: string;
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
    contentType: 'application/json',
    parser: ({ limitBytes, strictJson }) => express.json({ limit: limitBytes, strict: strictJson, verify: refuseDeepNesting }),
  },
  // limitBytes is the largest file; the text fields and the number of files have their own caps (multipart-body.ts).
  multipart: {
    contentType: 'multipart/form-data',
    parser: ({ limitBytes }) => multipartParser(limitBytes),
  },
};

/** "2 MB", "16 KB": a byte count as the documents state limits. */
export function describeBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
