import type { Request } from 'express';
import type { z } from 'zod';
import type { Route } from './route-table';

/** Where an invalid value came from: the part of the request (FastAPI's naming, the first element of its `loc`). */
export type RequestLocation = 'path' | 'query' | 'header' | 'body';

/**
 * Why a request could not even be read (request-errors.ts classifies the errors that say so): a path parameter that is
 * not valid percent-encoded UTF-8, a body that is not JSON, nests deeper than the limit, is a corrupt or truncated
 * compressed stream, or breaks HTTP framing (its length disagrees with Content-Length, the client stopped sending).
 */
export type MalformedWhat = 'percent-encoding' | 'json' | 'nesting' | 'compression' | 'framing';

/**
 * A part of a request that its schema refused, a required body that is absent, a request that could not be read
 * (`malformed`, with a short text of why that never repeats the input), a body over its limit, or a body in a charset
 * or content encoding the gateway does not read.
 */
export type InputProblem =
  | { kind: 'invalid'; location: RequestLocation; issues: readonly z.core.$ZodIssue[]; input: unknown }
  | { kind: 'missing'; location: 'body' }
  | { kind: 'malformed'; location: 'path' | 'body'; what: MalformedWhat; message: string }
  | { kind: 'too-large'; limitBytes: number | undefined }
  | { kind: 'unsupported-encoding' };

/** The validated parts of a request. */
interface ValidInput {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
}

/** How an API reads an absent body (no body, or one of another content type): as missing, or as `{}`. */
export type AbsentBody = 'missing' | 'empty-object';

/** pydantic's error type and text of a string that is not valid Unicode (docs/decisions/0007: lone surrogates are refused). */
export const UNPAIRED_SURROGATE = { type: 'string_unicode', message: 'Input should be a valid string, unable to parse raw data as a unicode string' } as const;

/** A UTF-16 surrogate that is not part of a pair (with the `u` flag a well-formed pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** No issues: what unpairedSurrogateIssues answers for every request but a hostile few. */
const NO_ISSUES: readonly z.core.$ZodIssue[] = Object.freeze([]);

/** `found` (a new list when undefined) with the issue of an unpaired surrogate at a copy of `path` added. */
function withSurrogateIssue(found: z.core.$ZodIssue[] | undefined, path: readonly PropertyKey[]): z.core.$ZodIssue[] {
  const list = found ?? [];
  list.push({ code: 'custom', path: [...path], message: UNPAIRED_SURROGATE.message, input: undefined, params: { type: UNPAIRED_SURROGATE.type } });
  return list;
}

/** Adds to `found` (made on the first) an issue at a copy of `path` for each unpaired surrogate under `item`. */
function collectSurrogateIssues(item: unknown, path: PropertyKey[], found: z.core.$ZodIssue[] | undefined): z.core.$ZodIssue[] | undefined {
  if (typeof item === 'string') {
    if (LONE_SURROGATE.test(item)) found = withSurrogateIssue(found, path);
  } else if (Array.isArray(item)) {
    for (let index = 0; index < item.length; index++) {
      path.push(index);
      found = collectSurrogateIssues(item[index], path, found);
      path.pop();
    }
  } else if (typeof item === 'object' && item !== null) {
    for (const key of Object.keys(item)) {
      path.push(key);
      if (LONE_SURROGATE.test(key)) found = withSurrogateIssue(found, path);
      found = collectSurrogateIssues((item as Record<string, unknown>)[key], path, found);
      path.pop();
    }
  }
  return found;
}

/**
 * Issues for every string (object keys included) in `value` that holds an unpaired UTF-16 surrogate: such text cannot
 * be encoded as UTF-8 and would be stored as U+FFFD. JSON bodies reach here with their nesting already bounded
 * (body-kinds.ts), path and query values are flat. The walk shares one path and copies it only for an issue (it made
 * a closure and a path array or two per value it visited before, on every request; docs/decisions/0017-gateway-request-path.md).
 * @returns the issues in the order of the input (a key's before its value's); NO_ISSUES when there are none
 */
function unpairedSurrogateIssues(value: unknown): readonly z.core.$ZodIssue[] {
  return collectSurrogateIssues(value, [], undefined) ?? NO_ISSUES;
}

function parsePart(schema: z.ZodType | undefined, raw: unknown, location: RequestLocation, problems: InputProblem[]): unknown {
  if (!schema) return undefined;
  const surrogates = unpairedSurrogateIssues(raw);
  if (surrogates.length > 0) {
    problems.push({ kind: 'invalid', location, issues: surrogates, input: raw });
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  problems.push({ kind: 'invalid', location, issues: parsed.error.issues, input: raw });
  return undefined;
}

/**
 * Validates a request's path parameters, query, headers and body with the route's schemas, all of them, so an API can
 * report every problem at once (FastAPI does) or only the first (the dashboard API does). A string holding an unpaired
 * surrogate is refused in any part before its schema runs.
 * @returns the parsed parts, or the problems in request order: path, query, headers, body
 */
export function validateInput(route: Route, req: Request, absentBody: AbsentBody): { ok: true; input: ValidInput } | { ok: false; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const params = parsePart(route.params, req.params, 'path', problems);
  // Express 5 parses the query string anew on every read of req.query: read only for a route with a query schema.
  const query = route.query ? parsePart(route.query, req.query, 'query', problems) : undefined;
  // Only the headers the schema names: no other header (Authorization, Cookie) may reach an error body's `input`.
  const named = route.headers ? Object.fromEntries(Object.keys(route.headers.shape).flatMap((name) => (req.headers[name] === undefined ? [] : [[name, req.headers[name]]]))) : undefined;
  const headers = parsePart(route.headers, named, 'header', problems);
  let body: unknown;
  if (route.body) {
    const raw: unknown = req.body;
    if (raw !== undefined) body = parsePart(route.body, raw, 'body', problems);
    else if (absentBody === 'empty-object') body = parsePart(route.body, {}, 'body', problems);
    else problems.push({ kind: 'missing', location: 'body' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, input: { params, query, headers, body } };
}
