import type { FieldViolation } from '@vmdash/domain';
import type { z } from 'zod';
import type { RequestLocation } from './route-input';

/**
 * One entry of the Data API's 422 body: FastAPI's `RequestValidationError` detail with pydantic v2's error `type`
 * and `msg` (pydantic-core error messages), `loc` from the request part down to the field (array indexes as numbers),
 * the offending `input` and, for some types, `ctx`. Pydantic's documentation `url` is left out, as FastAPI does.
 */
interface FastApiValidationError {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** Extra fields a schema's custom check (`ctx.addIssue({code: 'custom', params})`) passes to the mapping. */
export interface PydanticIssueParams {
  /** pydantic error type, e.g. "date_parsing". */
  type: string;
  ctx?: Record<string, unknown>;
}

type Path = (string | number)[];

/**
 * Longest echo of an input in a 422, characters of its JSON. pydantic repeats each offending input whole; a hostile
 * body would then come back many times over (docs/decisions/0007: a 30 KB body answered 1.8 MB), so a longer input is echoed as
 * the first characters of its JSON followed by "...".
 */
export const MAX_ECHOED_INPUT_CHARS = 200;
/** Longest object key repeated in a `loc` (unknown keys are the client's text). */
const MAX_ECHOED_KEY_CHARS = 64;
/** Most entries of one 422 `detail`; a request with more problems is answered with the first ones. */
export const MAX_REPORTED_ERRORS = 20;

/** The JSON of `value`, stopping once it is longer than `budget` characters; `complete` when it did not stop. */
function jsonPrefix(value: unknown, budget: number): { text: string; complete: boolean } {
  let text = '';
  const visit = (item: unknown): boolean => {
    if (Array.isArray(item)) {
      text += '[';
      for (let index = 0; index < item.length; index++) {
        if (index > 0) text += ',';
        if (!visit(item[index])) return false;
      }
      text += ']';
    } else if (isRecord(item)) {
      text += '{';
      let first = true;
      for (const key in item) {
        if (!Object.prototype.hasOwnProperty.call(item, key)) continue;
        text += `${first ? '' : ','}${JSON.stringify(key.slice(0, budget + 1))}:`;
        first = false;
        if (text.length > budget || !visit(item[key])) return false;
      }
      text += '}';
    } else {
      text += typeof item === 'string' ? JSON.stringify(item.slice(0, budget + 1)) : (JSON.stringify(item) ?? 'null');
    }
    return text.length <= budget;
  };
  const complete = visit(value);
  return { text: text.slice(0, budget), complete };
}

/** An input as a 422 repeats it: whole when its JSON is short, else an excerpt of its JSON ending in "...". */
export function echoOf(value: unknown): unknown {
  const { text, complete } = jsonPrefix(value, MAX_ECHOED_INPUT_CHARS);
  return complete ? value : `${text}...`;
}

/** A `loc` as a 422 repeats it: long keys cut to their first characters. */
function boundedLoc(loc: Path): Path {
  return loc.map((key) => (typeof key === 'string' && key.length > MAX_ECHOED_KEY_CHARS ? `${key.slice(0, MAX_ECHOED_KEY_CHARS)}...` : key));
}

/** Bounds one entry: its `loc` keys and its echoed `input`. */
function bounded(error: FastApiValidationError): FastApiValidationError {
  const loc = boundedLoc(error.loc);
  return 'input' in error ? { ...error, loc, input: echoOf(error.input) } : { ...error, loc };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Walks `root` along `path`: the value there, its parent, and whether the last key is present at all. */
function locate(root: unknown, path: Path): { value: unknown; parent: unknown; present: boolean } {
  let parent: unknown = undefined;
  let value: unknown = root;
  let present = true;
  for (const key of path) {
    parent = value;
    if (Array.isArray(value) && typeof key === 'number') {
      present = key < value.length;
      value = value[key];
    } else if (isRecord(value) && Object.prototype.hasOwnProperty.call(value, key)) {
      present = true;
      value = value[key];
    } else {
      present = false;
      value = undefined;
    }
  }
  return { value, parent, present };
}

/** pydantic's wording of a choice list: 'a', 'b' or 'c'. */
function expectedChoices(values: readonly unknown[]): string {
  const quoted = values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/** pydantic's type error for a value that is not of the expected JSON type. */
function typeError(expected: string, value: unknown, location: RequestLocation): Pick<FastApiValidationError, 'type' | 'msg'> {
  switch (expected) {
    case 'int':
    case 'number':
      // Path and query values are strings: pydantic parses them (lax mode) and says why it could not. Bodies are
      // validated strictly (a JSON string is not an integer), with pydantic's strict-mode wording.
      if (typeof value === 'string' && location !== 'body') return { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' };
      if (typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)) {
        return { type: 'int_from_float', msg: 'Input should be a valid integer, got a number with a fractional part' };
      }
      return { type: 'int_type', msg: 'Input should be a valid integer' };
    case 'string':
      return { type: 'string_type', msg: 'Input should be a valid string' };
    case 'array':
      return { type: 'list_type', msg: 'Input should be a valid list' };
    case 'boolean':
      return { type: 'bool_type', msg: 'Input should be a valid boolean' };
    case 'object':
      return { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' };
    case 'record':
      return { type: 'dict_type', msg: 'Input should be a valid dictionary' };
    default:
      return { type: `${expected}_type`, msg: `Input should be a valid ${expected}` };
  }
}

/** Maps one zod issue to pydantic's error(s); unrecognized keys give one `extra_forbidden` per key, as pydantic does. */
function mapIssue(issue: z.core.$ZodIssue, location: RequestLocation, input: unknown): FastApiValidationError[] {
  const path = issue.path.filter((key): key is string | number => typeof key === 'string' || typeof key === 'number');
  const loc = [location, ...path];
  const { value, parent, present } = locate(input, path);

  switch (issue.code) {
    case 'invalid_type':
      // A key that is not there at all is "missing"; pydantic reports the object that lacks it as the input.
      if (!present || (path.length === 0 && value === undefined)) return [{ type: 'missing', loc, msg: 'Field required', input: path.length === 0 ? null : parent }];
      {
        const { type, msg } = typeError(issue.expected, value, location);
        return [{ type, loc, msg, input: value }];
      }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'array') {
        const actual = Array.isArray(value) ? value.length : undefined;
        return [
          {
            type: 'too_long',
            loc,
            msg: `List should have at most ${plural(max, 'item')} after validation, not ${actual}`,
            input: value,
            ctx: { field_type: 'List', max_length: max, actual_length: actual },
          },
        ];
      }
      if (issue.origin === 'string') return [{ type: 'string_too_long', loc, msg: `String should have at most ${plural(max, 'character')}`, input: value, ctx: { max_length: max } }];
      return issue.inclusive
        ? [{ type: 'less_than_equal', loc, msg: `Input should be less than or equal to ${max}`, input: value, ctx: { le: max } }]
        : [{ type: 'less_than', loc, msg: `Input should be less than ${max}`, input: value, ctx: { lt: max } }];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'array') {
        const actual = Array.isArray(value) ? value.length : undefined;
        return [
          {
            type: 'too_short',
            loc,
            msg: `List should have at least ${plural(min, 'item')} after validation, not ${actual}`,
            input: value,
            ctx: { field_type: 'List', min_length: min, actual_length: actual },
          },
        ];
      }
      if (issue.origin === 'string') return [{ type: 'string_too_short', loc, msg: `String should have at least ${plural(min, 'character')}`, input: value, ctx: { min_length: min } }];
      return issue.inclusive
        ? [{ type: 'greater_than_equal', loc, msg: `Input should be greater than or equal to ${min}`, input: value, ctx: { ge: min } }]
        : [{ type: 'greater_than', loc, msg: `Input should be greater than ${min}`, input: value, ctx: { gt: min } }];
    }
    case 'invalid_value': {
      const expected = expectedChoices(issue.values);
      return [{ type: 'enum', loc, msg: `Input should be ${expected}`, input: value, ctx: { expected } }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        type: 'extra_forbidden',
        loc: [...loc, key],
        msg: 'Extra inputs are not permitted',
        input: isRecord(value) ? value[key] : undefined,
      }));
    case 'invalid_format':
      if (issue.format === 'regex' && 'pattern' in issue) {
        return [{ type: 'string_pattern_mismatch', loc, msg: `String should match pattern '${String(issue.pattern)}'`, input: value, ctx: { pattern: String(issue.pattern) } }];
      }
      return [{ type: 'value_error', loc, msg: issue.message, input: value }];
    case 'custom': {
      const params = issue.params as Partial<PydanticIssueParams> | undefined;
      return [{ type: params?.type ?? 'value_error', loc, msg: issue.message, input: value, ...(params?.ctx ? { ctx: params.ctx } : {}) }];
    }
    default:
      return [{ type: 'value_error', loc, msg: issue.message, input: value }];
  }
}

/**
 * Maps the issues of a failed zod parse of one request part to FastAPI's validation errors (pydantic v2 wording:
 * `missing` "Field required", `int_parsing`, `int_type`, `string_type`, `list_type`, `bool_type`, `enum`,
 * `extra_forbidden`, `too_long`, `less_than_equal`, `string_unicode`, ...), at most MAX_REPORTED_ERRORS of them, each
 * `input` bounded by echoOf and each `loc` key cut to 64 characters.
 * @param input the raw value that was parsed (request params, query or JSON body), used to report `input`
 */
export function fastApiErrorsFromZod(issues: readonly z.core.$ZodIssue[], location: RequestLocation, input: unknown): FastApiValidationError[] {
  // zod can report one failure twice (e.g. z.int()'s safe-integer bound and an explicit .max); pydantic reports it once.
  const seen = new Set<string>();
  const errors: FastApiValidationError[] = [];
  for (const issue of issues) {
    for (const error of mapIssue(issue, location, input)) {
      const key = JSON.stringify([error.type, error.loc]);
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push(bounded(error));
      if (errors.length === MAX_REPORTED_ERRORS) return errors;
    }
  }
  return errors;
}

/** FastAPI's error for a request body that is required but absent (no body, or not sent as application/json). */
export function missingBodyError(): FastApiValidationError {
  return { type: 'missing', loc: ['body'], msg: 'Field required', input: null };
}

/**
 * FastAPI's error for a body that is not valid JSON: `json_invalid` at the character position where parsing failed
 * (when the parser says), with the parser's message in `ctx.error`.
 */
export function jsonInvalidError(parserMessage: string): FastApiValidationError {
  const position = /position (\d+)/.exec(parserMessage)?.[1];
  return {
    type: 'json_invalid',
    loc: position === undefined ? ['body'] : ['body', Number(position)],
    msg: 'JSON decode error',
    input: {},
    ctx: { error: parserMessage },
  };
}

/**
 * The 422 entries for field violations a service reported with INVALID_ARGUMENT (libs/grpc `fieldViolationsOf`); a
 * service error without violations becomes one `value_error` on the body carrying the service's message.
 */
export function fastApiErrorsFromViolations(violations: readonly FieldViolation[], fallbackMessage: string): FastApiValidationError[] {
  if (violations.length === 0) return [{ type: 'value_error', loc: ['body'], msg: fallbackMessage }];
  return violations.map((violation) => ({ type: violation.type, loc: violation.loc, msg: violation.msg }));
}
