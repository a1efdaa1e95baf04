import fc from 'fast-check';
import { resolve, type OpenApiDocument, type SchemaNode } from './openapi-operations';

/** Scalars a schema never asks for: lone surrogates (binary units), huge and odd numbers, operators, long text. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(null, true, -1, 0, 2 ** 53 + 2, 1e308, -0.5, '', ' 1 ', '1e3', '0x10', '../../etc/passwd', '*', 'x'.repeat(3_000)),
  fc.constantFrom({ $ne: null }, { $gt: '' }, { $where: 'sleep(1000)' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys an object never asks for, prototype pollution included. */
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', 'extra', 'toString', '\ud800');

/** An object with the generated entries as own keys (`__proto__` included, which `{}` literals would swallow). */
function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/**
 * Values shaped by `schema` (its properties, items, enums and types), each node now and then replaced by a hostile
 * value and objects now and then given an unknown key, so requests reach the deep checks and not only the first one.
 */
export function valueOf(doc: OpenApiDocument, schema: SchemaNode, depth = 0): fc.Arbitrary<unknown> {
  const node = resolve(doc, schema);
  const typed = typedValueOf(doc, node, depth);
  return depth > 6 ? typed : fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: hostileScalar });
}

function typedValueOf(doc: OpenApiDocument, node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => valueOf(doc, alternative, depth + 1)));
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(node.properties ?? {});
      const known = fc.tuple(
        ...properties.map(([key, child]) =>
          fc.option(
            valueOf(doc, child, depth + 1).map((value) => [key, value] as [string, unknown]),
            { freq: 4, nil: undefined },
          ),
        ),
      );
      const extra = fc.option(fc.tuple(hostileKey, hostileScalar), { freq: 3, nil: undefined });
      return fc.tuple(known, extra).map(([entries, unknown]) => ownObject([...entries.filter((entry) => entry !== undefined), ...(unknown ? [unknown] : [])]));
    }
    case 'array':
      return fc.array(valueOf(doc, node.items ?? {}, depth + 1), { maxLength: 6 });
    case 'integer':
      return fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer(), fc.constantFrom(2 ** 53 - 1, 2 ** 53 + 1, -(2 ** 31)));
    case 'number':
      return fc.double();
    case 'boolean':
      return fc.boolean();
    case 'string':
      return node.format === 'date'
        ? fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
            fc.constantFrom('0000-01-01', '9999-12-31', '2025-02-29'),
          )
        : fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A path segment: a value of the parameter's schema percent-encoded, or raw bytes percent-encoded (often not UTF-8). */
export function pathSegmentOf(doc: OpenApiDocument, schema: SchemaNode): fc.Arbitrary<string> {
  const encoded = valueOf(doc, schema).map((value) => {
    try {
      return encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));
    } catch {
      return '%ED%A0%80';
    }
  });
  const rawBytes = fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  return fc.oneof({ weight: 3, arbitrary: encoded }, { weight: 1, arbitrary: rawBytes }).map((segment) => (segment === '' ? '%20' : segment));
}

/** A query string: the route's own parameters (some repeated), unknown keys, bracket keys and raw bytes. */
export function queryOf(params: { name: string }[]): fc.Arbitrary<string> {
  const names = fc.oneof(fc.constantFrom(...params.map((p) => p.name), 'page_size', '__proto__', 'a[b]', 'constructor[prototype]'), fc.string({ maxLength: 8 }));
  const value = fc.oneof(
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
    fc.uint8Array({ maxLength: 4 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
    fc.integer().map(String),
  );
  return fc.array(fc.tuple(names.map(encodeURIComponent), value), { maxLength: 5 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, text]) => `${key}=${text}`).join('&')}`));
}
