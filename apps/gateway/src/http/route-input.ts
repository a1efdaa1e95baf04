import type { Request } from 'express';
import type { z } from 'zod';
import type { Route } from './route-table';

/** Where an invalid value came from: the part of the request (FastAPI's naming, the first element of its `loc`). */
export type RequestLocation = 'path' | 'query' | 'header' | 'body';

/** A part of a request that its schema refused, or a required body that is absent. */
export type InputProblem = { kind: 'invalid'; location: RequestLocation; issues: readonly z.core.$ZodIssue[]; input: unknown } | { kind: 'missing'; location: 'body' };

/** The validated parts of a request. */
interface ValidInput {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
}

/** How an API reads an absent body (no body, or one of another content type): as missing, or as `{}`. */
export type AbsentBody = 'missing' | 'empty-object';

function parsePart(schema: z.ZodType | undefined, raw: unknown, location: RequestLocation, problems: InputProblem[]): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  problems.push({ kind: 'invalid', location, issues: parsed.error.issues, input: raw });
  return undefined;
}

/**
 * Validates a request's path parameters, query, headers and body with the route's schemas, all of them, so an API can
 * report every problem at once (FastAPI does) or only the first (the dashboard API does).
 * @returns the parsed parts, or the problems in request order: path, query, headers, body
 */
export function validateInput(route: Route, req: Request, absentBody: AbsentBody): { ok: true; input: ValidInput } | { ok: false; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const params = parsePart(route.params, req.params, 'path', problems);
  const query = parsePart(route.query, req.query, 'query', problems);
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
