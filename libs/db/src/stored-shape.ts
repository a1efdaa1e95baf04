import { Schema, type SchemaDefinition, type SchemaDefinitionProperty, type SchemaOptions } from 'mongoose';
import { z } from 'zod';

/*
 * One declaration per stored shape (docs/decisions/0006-stored-shapes.md): a service declares a collection's fields
 * once, as a zod object; the mongoose schema, the document type and the repository's plain-object type are derived
 * from it, so adding a field is one line.
 */

/** Any zod object usable as a stored shape (see `mongooseSchemaOf` for the field types it accepts). */
type StoredShape = z.ZodObject<z.ZodRawShape>;

/** The document type of a stored shape: every field as zod outputs it (a nullable field is `T | null`, never absent). */
export type Stored<S extends StoredShape> = z.output<S>;

/** A field's zod schema without its `.nullable()` / `.default()` wrappers, with what they say. */
interface UnwrappedField {
  base: z.core.$ZodType;
  /** Present when the field has a default (`.default(v)`, or null for a nullable field). */
  defaultOf?: () => unknown;
}

function unwrap(field: z.core.$ZodType): UnwrappedField {
  let base = field;
  let nullable = false;
  let defaultOf: (() => unknown) | undefined;
  for (;;) {
    if (base instanceof z.ZodNullable) {
      nullable = true;
      base = base.unwrap();
    } else if (base instanceof z.ZodDefault) {
      // zod hands out a fresh copy of an object default on every read: no document shares another's array.
      const withDefault = base;
      defaultOf = () => withDefault.def.defaultValue;
      base = base.unwrap();
    } else {
      break;
    }
  }
  if (nullable && !defaultOf) defaultOf = () => null;
  return { base, defaultOf };
}

/**
 * The mongoose type of every z.string / z.enum field: mongoose's String whose `required` check takes the empty
 * string. Mongoose's own String refuses '' as "missing", but a stored shape's z.string() accepts it (a scanner's empty
 * plugin output, a cleared note), so a document the shape allows must be storable; null and a missing value are still
 * refused. Registered under its own name so mongoose's String keeps its rule for anything not declared as a shape.
 */
class StoredString extends Schema.Types.String {}
// mongoose finds a path's type by this name (mongoose's typings fix it to 'String', the name of the base class).
Object.defineProperty(StoredString, 'schemaName', { value: 'StoredString' });
StoredString.checkRequired((value: unknown) => value !== null && value !== undefined);
Object.assign(Schema.Types, { StoredString });

/** The mongoose type of a field's base schema; throws for a zod type this mapping does not know. */
function mongooseTypeOf(base: z.core.$ZodType, path: string): SchemaDefinitionProperty {
  if (base instanceof z.ZodString || base instanceof z.ZodEnum) return StoredString;
  if (base instanceof z.ZodNumber) return Number;
  if (base instanceof z.ZodBoolean) return Boolean;
  if (base instanceof z.ZodDate) return Date;
  if (base instanceof z.ZodRecord || base instanceof z.ZodUnknown) return Schema.Types.Mixed;
  if (base instanceof z.ZodCustom && base._zod.bag.Class === Buffer) return Buffer;
  if (base instanceof z.ZodArray) return [mongooseTypeOf(base.element, `${path}[]`)];
  if (base instanceof z.ZodObject) return nestedSchemaOf(base, path);
  throw new Error(`stored shape: the field ${path} has a type mongooseSchemaOf does not map (${base._zod.def.type})`);
}

/** A nested object's schema: its fields by the same rules, without an `_id` of its own. */
function nestedSchemaOf(shape: StoredShape, path: string): Schema {
  return new Schema(Object.fromEntries(Object.entries(shape.shape).map(([field, type]) => [field, pathOf(type, `${path}.${field}`)])), { _id: false });
}

/** The mongoose path of one field (see `mongooseSchemaOf` for the rules). */
function pathOf(field: z.core.$ZodType, path: string): SchemaDefinitionProperty {
  const { base, defaultOf } = unwrap(field);
  const definition: Record<string, unknown> = { type: mongooseTypeOf(base, path) };
  if (base instanceof z.ZodEnum) definition.enum = base.options;
  if (defaultOf) definition.default = defaultOf;
  else definition.required = true;
  return definition;
}

/**
 * The mongoose schema of a stored shape. Each field becomes a path:
 * - z.string / z.number (z.int) / z.boolean / z.date / z.instanceof(Buffer) -> String (taking '', see StoredString) /
 *   Number / Boolean / Date / Buffer; z.enum(values) -> that String restricted to `values`; z.array(x) -> [x]; z.record / z.unknown -> Mixed;
 *   z.object(fields) -> a nested schema of those fields by the same rules, without an `_id`.
 * - `.nullable()` -> default null (mongoose's enum check lets null pass); `.default(v)` -> default v; a field with
 *   neither is `required`. So a document written through mongoose has every field of the shape.
 * An `_id` field in the shape replaces mongoose's ObjectId `_id`. Indexes stay on the returned schema
 * (`schema.index(...)`); `options` are mongoose's schema options (collection, versionKey, strict, ...).
 * @throws Error when a field has a zod type not listed above (a programming error, raised when the module loads)
 */
export function mongooseSchemaOf<S extends StoredShape>(shape: S, options: SchemaOptions): Schema<Stored<S>> {
  const definition: SchemaDefinition = Object.fromEntries(Object.entries(shape.shape).map(([path, field]) => [path, pathOf(field, path)]));
  const schema: Schema = new Schema(definition, options);
  // The paths are built from the same shape as Stored<S>, field by field; mongoose's types cannot follow that.
  return schema as Schema<Stored<S>>;
}

/** Paths of each shape with the default a missing value takes (computed once per shape). */
const pathsByShape = new WeakMap<StoredShape, [path: string, defaultOf: (() => unknown) | undefined][]>();

function pathsOf(shape: StoredShape): [path: string, defaultOf: (() => unknown) | undefined][] {
  let paths = pathsByShape.get(shape);
  if (!paths) {
    paths = Object.entries(shape.shape).map(([path, field]) => [path, unwrap(field).defaultOf]);
    pathsByShape.set(shape, paths);
  }
  return paths;
}

/**
 * The fields of `shape` taken from a stored document, and only those (`_id` and other fields the shape does not
 * name are left out). A field the document lacks or holds as null takes the shape's default when it has one: null for
 * a nullable field, `v` for `.default(v)`. Values are trusted as stored, as `lean()` trusts them.
 */
export function storedFieldsOf<S extends StoredShape>(shape: S, doc: { readonly [K in keyof Stored<S>]?: Stored<S>[K] | null }): Stored<S> {
  const stored: Readonly<Record<string, unknown>> = doc;
  const fields: Record<string, unknown> = {};
  for (const [path, defaultOf] of pathsOf(shape)) {
    const value = stored[path];
    fields[path] = (value === undefined || value === null) && defaultOf ? defaultOf() : value;
  }
  // Every path of the shape is set above, from the document typed by the same shape.
  return fields as Stored<S>;
}
