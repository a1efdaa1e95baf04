import express, { type RequestHandler } from 'express';
import { multipartParser } from './multipart-body';
import type { BodyKind } from './route-table';

/** How an API reads bodies: its default size limit and whether JSON must be an object or array at the top. */
export interface BodyParserOptions {
  limitBytes: number;
  /** true: a top-level string, number or null is a parse error (body-parser's `strict`). */
  strictJson: boolean;
}

/** What the kernel knows of one body kind: its media type in the OpenAPI document and the parser that reads it. */
interface BodyKindSpec {
  contentType: string;
  parser(options: BodyParserOptions): RequestHandler;
}

/**
 * Every body kind. A parser fails with body-parser's errors (`entity.too.large`, `entity.parse.failed`, ...), which
 * the API's dialect answers in its own words; a body of another media type is left absent.
 */
export const BODY_KINDS: Record<BodyKind, BodyKindSpec> = {
  json: {
    contentType: 'application/json',
    parser: ({ limitBytes, strictJson }) => express.json({ limit: limitBytes, strict: strictJson }),
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
