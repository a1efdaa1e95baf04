import { z } from '../openapi/zod';
import { calendarDateProblem, MAX_ID, MAX_LIST_ITEMS, MAX_STRING_LENGTH } from '@vmdash/domain';
import type { PydanticIssueParams } from './validation-errors';

/**
 * Parses a path or query string as pydantic does in lax mode: optional surrounding spaces and sign, decimal digits.
 * Anything else ("abc", "1.5", "0x10", "1e3") is left as the string, so the integer schema rejects it and the
 * mapping reports `int_parsing`. A repeated query key keeps its last value, as FastAPI does.
 */
function parseIntegerString(value: unknown): unknown {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' && /^\s*[+-]?\d+\s*$/.test(last) ? Number(last) : last;
}

/** A path parameter that is an integer >= 1 (ids and page numbers). */
export function pathInteger(description: string, max = MAX_ID) {
  return z.preprocess(parseIntegerString, z.int().min(1).max(max)).openapi({ description, example: 1 });
}

/** An optional integer query parameter in [min, max] with a default. */
export function queryInteger(description: string, bounds: { min: number; max: number; default: number }) {
  return z
    .preprocess(parseIntegerString, z.int().min(bounds.min).max(bounds.max).optional())
    .transform((value) => value ?? bounds.default)
    .openapi({ description, default: bounds.default, minimum: bounds.min, maximum: bounds.max, type: 'integer' });
}

/** A request string of at most MAX_STRING_LENGTH characters. */
export function boundedString(description: string) {
  return z.string().max(MAX_STRING_LENGTH).openapi({ description });
}

/** An integer id in a request body (>= 1). */
export function bodyId(description: string) {
  return z.int().min(1).max(MAX_ID).openapi({ description, example: 1 });
}

/** A calendar date string YYYY-MM-DD (interface spec: commit_date); a bad one is pydantic's `date_parsing`. */
export function calendarDate(description: string) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const problem = calendarDateProblem(text);
      if (problem === undefined) return;
      const params: PydanticIssueParams = { type: 'date_parsing', ctx: { error: problem } };
      ctx.addIssue({ code: 'custom', message: `Input should be a valid date in the format YYYY-MM-DD, ${problem}`, params });
    })
    .openapi({ description, format: 'date', example: '2025-06-30' });
}

/**
 * A request list of bulk lookups: at most MAX_LIST_ITEMS items (interface spec, Limits: the Data API's are "not shown",
 * this is the gateway's), each value kept once in first-seen order. A bulk answer is then bounded by the data itself
 * (docs/decisions/0007: 10,000 copies of one host id answered that host's findings 10,000 times, 284 MB).
 */
export function distinctList<T extends z.ZodType<string | number>>(item: T, description: string) {
  return z
    .array(item)
    .max(MAX_LIST_ITEMS)
    .transform((items) => [...new Set(items)])
    .openapi({ description: `${description}; at most ${MAX_LIST_ITEMS.toLocaleString('en-US')}, a repeated value is answered once` });
}

/**
 * Bulk-lookup pairs merged by their id: one entry per id, in first-seen order, with the union of its lists (each value
 * once), so a repeated id or pair is answered once (see distinctList).
 */
export function mergeById<I extends string, L extends string, T extends Record<I, number> & Record<L, string[]>>(items: readonly T[], idKey: I, listKey: L): T[] {
  const merged = new Map<number, { item: T; values: Set<string> }>();
  for (const item of items) {
    const seen = merged.get(item[idKey]);
    if (seen) for (const value of item[listKey]) seen.values.add(value);
    else merged.set(item[idKey], { item, values: new Set(item[listKey]) });
  }
  return [...merged.values()].map(({ item, values }) => ({ ...item, [listKey]: [...values] }));
}
