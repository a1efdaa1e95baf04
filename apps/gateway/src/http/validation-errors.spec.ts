import { z } from '../openapi/zod';
import { calendarDate, pathInteger } from './fields';
import type { RequestLocation } from './route-input';
import { fastApiErrorsFromViolations, fastApiErrorsFromZod, jsonInvalidError } from './validation-errors';

function errorsOf(schema: z.ZodType, input: unknown, location: RequestLocation = 'body') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  return fastApiErrorsFromZod(result.error.issues, location, input);
}

describe('zod issues -> FastAPI validation errors', () => {
  it('when a key is absent, then it is missing with the enclosing object as input', () => {
    expect(errorsOf(z.strictObject({ owners: z.array(z.string()) }), { other: 1 })).toEqual([
      { type: 'missing', loc: ['body', 'owners'], msg: 'Field required', input: { other: 1 } },
      { type: 'extra_forbidden', loc: ['body', 'other'], msg: 'Extra inputs are not permitted', input: 1 },
    ]);
  });

  it('when a key is present but null, then it is a type error, not missing', () => {
    expect(errorsOf(z.object({ plan_type: z.string() }), { plan_type: null })).toEqual([{ type: 'string_type', loc: ['body', 'plan_type'], msg: 'Input should be a valid string', input: null }]);
  });

  it("when values have the wrong JSON type, then pydantic's strict type errors name them", () => {
    const schema = z.object({ i: z.int(), s: z.string(), l: z.array(z.int()), b: z.boolean(), o: z.object({}), r: z.record(z.string(), z.string()) });
    expect(errorsOf(schema, { i: '5', s: 5, l: {}, b: 1, o: 'x', r: [] }).map(({ type, loc }) => [type, loc.join('.')])).toEqual([
      ['int_type', 'body.i'],
      ['string_type', 'body.s'],
      ['list_type', 'body.l'],
      ['bool_type', 'body.b'],
      ['model_attributes_type', 'body.o'],
      ['dict_type', 'body.r'],
    ]);
  });

  it('when a path integer does not parse, then it is int_parsing; in range checks it is ge/le with ctx', () => {
    const params = z.object({ page: pathInteger('page', 10) });
    expect(errorsOf(params, { page: '1e3' }, 'path')).toEqual([
      { type: 'int_parsing', loc: ['path', 'page'], msg: 'Input should be a valid integer, unable to parse string as an integer', input: '1e3' },
    ]);
    expect(errorsOf(params, { page: '11' }, 'path')).toEqual([{ type: 'less_than_equal', loc: ['path', 'page'], msg: 'Input should be less than or equal to 10', input: '11', ctx: { le: 10 } }]);
    expect(errorsOf(params, { page: '-1' }, 'path')[0]).toMatchObject({ type: 'greater_than_equal', ctx: { ge: 1 } });
  });

  it('when an integer is out of the safe range, then one error is reported, not two', () => {
    expect(errorsOf(z.object({ page: pathInteger('page') }), { page: '99999999999999999999' }, 'path')).toHaveLength(1);
  });

  it('when a list or string is too long or too short, then the pydantic wording counts items and characters', () => {
    const schema = z.object({ ids: z.array(z.int()).max(1), names: z.array(z.int()).min(2), s: z.string().max(3), t: z.string().min(1) });
    expect(errorsOf(schema, { ids: [1, 2], names: [1], s: 'abcd', t: '' })).toEqual([
      { type: 'too_long', loc: ['body', 'ids'], msg: 'List should have at most 1 item after validation, not 2', input: [1, 2], ctx: { field_type: 'List', max_length: 1, actual_length: 2 } },
      { type: 'too_short', loc: ['body', 'names'], msg: 'List should have at least 2 items after validation, not 1', input: [1], ctx: { field_type: 'List', min_length: 2, actual_length: 1 } },
      { type: 'string_too_long', loc: ['body', 's'], msg: 'String should have at most 3 characters', input: 'abcd', ctx: { max_length: 3 } },
      { type: 'string_too_short', loc: ['body', 't'], msg: 'String should have at least 1 character', input: '', ctx: { min_length: 1 } },
    ]);
  });

  it('when a value is not among the choices, then it is enum listing them with "or"', () => {
    expect(errorsOf(z.object({ c: z.enum(['a', 'b', 'c']) }), { c: 'd' })).toEqual([
      { type: 'enum', loc: ['body', 'c'], msg: "Input should be 'a', 'b' or 'c'", input: 'd', ctx: { expected: "'a', 'b' or 'c'" } },
    ]);
  });

  it('when a custom check names a pydantic type, then the error carries that type, message and ctx', () => {
    expect(errorsOf(z.object({ d: calendarDate('d') }), { d: '2024-02-30' })).toEqual([
      {
        type: 'date_parsing',
        loc: ['body', 'd'],
        msg: 'Input should be a valid date in the format YYYY-MM-DD, day value is outside expected range',
        input: '2024-02-30',
        ctx: { error: 'day value is outside expected range' },
      },
    ]);
  });

  it('when errors sit inside arrays of objects, then loc mixes keys and indexes', () => {
    const schema = z.object({ assets: z.array(z.object({ asset_id: z.int(), cve_ids: z.array(z.string()) })) });
    expect(
      errorsOf(schema, {
        assets: [
          { asset_id: 1, cve_ids: [] },
          { asset_id: 2, cve_ids: ['a', 7] },
        ],
      }),
    ).toEqual([{ type: 'string_type', loc: ['body', 'assets', 1, 'cve_ids', 1], msg: 'Input should be a valid string', input: 7 }]);
  });

  it("when JSON does not parse, then json_invalid points at the parser's position", () => {
    expect(jsonInvalidError('Unexpected token } in JSON at position 12')).toEqual({
      type: 'json_invalid',
      loc: ['body', 12],
      msg: 'JSON decode error',
      input: {},
      ctx: { error: 'Unexpected token } in JSON at position 12' },
    });
    expect(jsonInvalidError('Unexpected end of JSON input').loc).toEqual(['body']);
  });

  it('when a service reports field violations, then they become the detail entries; without any, the message does', () => {
    expect(fastApiErrorsFromViolations([{ loc: ['body', 'scanner_id'], msg: 'required', type: 'missing' }], 'x')).toEqual([{ type: 'missing', loc: ['body', 'scanner_id'], msg: 'required' }]);
    expect(fastApiErrorsFromViolations([], 'remediation needs scanner_id or active_host_findings_id')).toEqual([
      { type: 'value_error', loc: ['body'], msg: 'remediation needs scanner_id or active_host_findings_id' },
    ]);
  });
});
