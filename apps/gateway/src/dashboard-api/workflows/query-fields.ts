import { z } from '../../openapi/zod';

/** One query value: a repeated key keeps its last value (as the Data API and GET /api/audit do). */
const lastOf = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** An optional text filter of 1 to `max` characters. */
export function queryText(description: string, max: number) {
  return z.preprocess(lastOf, z.string().min(1).max(max).optional()).openapi({ description, type: 'string' });
}

/** An optional query value of `values`. */
export function queryChoice<const T extends readonly [string, ...string[]]>(description: string, values: T) {
  return z.preprocess(lastOf, z.enum(values).optional()).openapi({ description, type: 'string', enum: [...values] });
}

/** An optional ISO 8601 time with its offset (`2026-11-27T08:00:00Z`). */
export function queryTime(description: string) {
  return z.preprocess(lastOf, z.iso.datetime({ offset: true }).optional()).openapi({ description, type: 'string', format: 'date-time' });
}

/** An optional boolean query value, `true` or `false`. */
export function queryBoolean(description: string) {
  return z
    .preprocess(lastOf, z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .openapi({ description, type: 'boolean' });
}

/** An optional whole-number query value from `min` to `max` (digits only). */
export function queryInteger(description: string, min: number, max: number) {
  return z
    .preprocess((value) => {
      const last = lastOf(value);
      return typeof last === 'string' && /^\d+$/.test(last) ? Number(last) : last;
    }, z.int().min(min).max(max).optional())
    .openapi({ description, type: 'integer' });
}

/**
 * An optional comma-separated list of `values` (`open,fixed`), each at most once; the parsed list keeps their order.
 * A repeated key keeps its last value, as the other query fields do.
 */
export function queryChoices<const T extends readonly [string, ...string[]]>(description: string, values: T) {
  const one = values.join('|');
  return z
    .preprocess(
      lastOf,
      z
        .string()
        .regex(new RegExp(`^(${one})(,(${one}))*$`))
        .optional(),
    )
    .transform((value) => (value === undefined ? undefined : ([...new Set(value.split(','))] as T[number][])))
    .openapi({ description, type: 'string', pattern: `^(${one})(,(${one}))*$` });
}
