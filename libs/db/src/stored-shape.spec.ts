import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { modelOn } from './model-on';
import { mongooseSchemaOf, storedFieldsOf } from './stored-shape';

const ThingShape = z.object({
  _id: z.string(),
  name: z.string(),
  count: z.int(),
  active: z.boolean(),
  seen_at: z.date(),
  kind: z.enum(['small', 'large']),
  note: z.string().nullable(),
  ended: z.enum(['done']).nullable(),
  tags: z.array(z.string()).default([]),
  scope: z.enum(['own', 'all']).default('own'),
  revision: z.number().default(0),
  details: z.record(z.string(), z.unknown()).default({}),
  payload: z.unknown(),
  data: z.instanceof(Buffer),
  parts: z.array(z.object({ label: z.string(), size: z.int() })).default([]),
});

const schema = mongooseSchemaOf(ThingShape, { collection: 'things', versionKey: false, strict: 'throw' });
const connection = mongoose.createConnection();
const Thing = modelOn(connection, 'Thing', schema);

const valid = { _id: 't1', name: 'a', count: 1, active: true, seen_at: new Date(0), kind: 'small' as const, payload: { x: 1 }, data: Buffer.from('x') };

describe('mongooseSchemaOf', () => {
  it('when a document is made, then every field of the shape is set: defaults, null for nullable fields', () => {
    const doc = new Thing(valid).toObject({ minimize: false });
    expect(Object.keys(doc).sort()).toEqual(Object.keys(ThingShape.shape).sort());
    expect(doc).toMatchObject({ note: null, ended: null, tags: [], scope: 'own', revision: 0, details: {}, parts: [] });
  });

  it('when two documents take an array default, then they do not share it', () => {
    const first = new Thing(valid);
    first.tags.push('x');
    expect(new Thing(valid).tags).toEqual([]);
  });

  /** The paths `doc` fails validation on, sorted (none when it is valid). */
  const invalidPaths = (doc: unknown) =>
    new Thing(doc).validate().then(
      () => [],
      (error: mongoose.Error.ValidationError) => Object.keys(error.errors).sort(),
    );

  it('when a field without default or null is missing, then validation names it as required', async () => {
    expect(await invalidPaths({ _id: 't2' })).toEqual(['active', 'count', 'data', 'kind', 'name', 'payload', 'seen_at']);
  });

  it('when a string field holds the empty string, then it is stored as it is; null is still refused as missing', async () => {
    expect(await invalidPaths({ ...valid, name: '', _id: '' })).toEqual([]);
    expect(new Thing({ ...valid, name: '' }).toObject().name).toBe('');
    expect(await invalidPaths({ ...valid, name: null })).toEqual(['name']);
    expect(await invalidPaths({ ...valid, kind: '' })).toEqual(['kind']);
  });

  it('when an enum field has another value, then validation refuses it; a nullable enum takes null', async () => {
    expect(await invalidPaths({ ...valid, kind: 'medium', ended: 'later' })).toEqual(['ended', 'kind']);
    expect(await invalidPaths({ ...valid, ended: null })).toEqual([]);
    expect(await invalidPaths(valid)).toEqual([]);
  });

  it('when a nested object lacks a required field or has a wrong type, then validation names its path', async () => {
    expect(await invalidPaths({ ...valid, parts: [{ label: 'a', size: 1 }] })).toEqual([]);
    expect(await invalidPaths({ ...valid, parts: [{ size: 'big' }] })).toEqual(['parts.0.label', 'parts.0.size']);
    expect(new Thing({ ...valid, parts: [{ label: 'a', size: 1 }] }).toObject().parts).toEqual([{ label: 'a', size: 1 }]);
  });

  it('when the options are given, then the schema keeps them and the shape names its _id', () => {
    expect(schema.get('collection')).toBe('things');
    expect(schema.get('strict')).toBe('throw');
    expect(schema.path('_id').instance).toBe('String');
    expect(schema.path('data').instance).toBe('Buffer');
    expect(schema.path('tags').instance).toBe('Array');
  });

  it('when a field has a type the mapping does not know, then building the schema throws naming the field', () => {
    expect(() => mongooseSchemaOf(z.object({ when: z.bigint() }), {})).toThrow(/field when/);
  });
});

describe('storedFieldsOf', () => {
  it('when a stored document has more than the shape, then only the shape fields are taken', () => {
    const PublicShape = ThingShape.pick({ name: true, note: true });
    expect(storedFieldsOf(PublicShape, { ...valid, note: 'n' })).toEqual({ name: 'a', note: 'n' });
  });

  it('when a stored document lacks fields, then they take the shape default (null for nullable fields)', () => {
    const fields = storedFieldsOf(ThingShape, valid);
    expect(fields).toEqual({ ...valid, note: null, ended: null, tags: [], scope: 'own', revision: 0, details: {}, parts: [] });
  });

  it('when a field without default is missing, then it stays missing rather than invented', () => {
    expect(storedFieldsOf(ThingShape.pick({ name: true }), {})).toEqual({ name: undefined });
  });
});

describe('modelOn', () => {
  it('when asked twice with the same schema, then the same model comes back', () => {
    expect(modelOn(connection, 'Thing', schema)).toBe(Thing);
  });

  it('when a name is asked for with another schema, then it throws instead of handing out the first model', () => {
    expect(() => modelOn(connection, 'Thing', new Schema({ name: String }))).toThrow(/Thing is already registered/);
  });
});
