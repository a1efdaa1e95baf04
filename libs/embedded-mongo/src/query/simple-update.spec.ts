import { Decimal128, Long, ObjectId, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { cloneDocument } from './clone';
import { mingoOptions } from './mingo-options';
import { applySimpleUpdate } from './simple-update';
import { valueKey } from './value-key';

/** What the update path did before the fast path: mingo on a copy; changed when the canonical key differs. */
function viaMingo(doc: Document, modifier: Document): { doc: Document; changed: boolean } {
  const next = cloneDocument(doc);
  mingoUpdate(next, modifier, undefined, undefined, { cloneMode: 'copy', queryOptions: mingoOptions() });
  return { doc: next, changed: valueKey(next) !== valueKey(doc) };
}

const docs: Document[] = [
  { _id: 1 },
  { _id: 1, a: 1, b: 'x' },
  { _id: 1, a: { b: 1, c: { d: 2 } }, e: [1, 2] },
  { _id: 1, a: null, b: { c: null } },
  { _id: 1, a: [{ b: 1 }], e: [] },
  { _id: 1, a: 'text' },
  { _id: 1, n: Number.NaN, s: 'x', l: Long.fromNumber(2 ** 60), dec: Decimal128.fromString('1.5') },
  { _id: 1, a: { b: { c: 1 } }, z: 0, d: new Date(1), o: new ObjectId('64b7f0c2a1b2c3d4e5f60718') },
  { _id: 1, n: -0, a: { x: 1, y: 2 } },
];

const modifiers: Document[] = [
  { $set: { a: 2 } },
  { $set: { a: 1 } },
  { $set: { 'a.b': 5 } },
  { $set: { 'a.c.d': 3, 'a.x': 1 } },
  { $set: { 'x.y.z': 1, w: 'new' } },
  { $set: { a: { b: 1, c: { d: 2 } } } },
  { $set: { a: { c: { d: 2 }, b: 1 } } },
  { $set: { a: { y: 2, x: 1 } } },
  { $set: { newField: null, b: null } },
  { $set: { d: new Date(1), o: new ObjectId('64b7f0c2a1b2c3d4e5f60718') } },
  { $set: { d: new Date(2), e: [3, { f: 4 }] } },
  { $set: { n: Number.NaN } },
  { $unset: { a: '' } },
  { $unset: { 'a.b': 1, e: 1 } },
  { $unset: { 'missing.x': 1, missing: true } },
  { $inc: { a: 1 } },
  { $inc: { n: 2, z: 0 } },
  { $inc: { 'a.b': 1.5 } },
  { $inc: { 'a.b.c': -1, counter: 0 } },
  { $inc: { n: 0 } },
  { $set: { b: 'y' }, $inc: { z: 1 }, $unset: { e: 1 } },
  { $inc: { q: 1 }, $set: { p: 1 }, $unset: { a: 1 } },
  // Outside the fast path: mingo decides (and reports errors).
  { $set: { 'e.0': 9 } },
  { $set: { 'a.$[]': 1 } },
  { $set: { _id: 2 } },
  { $set: { a: 1 }, $inc: { a: 1 } },
  { $set: { a: 1, 'a.b': 2 } },
  { $push: { e: 3 } },
  { $inc: { s: 1 } },
  { $inc: { l: 1 } },
  { $inc: { a: 'x' } },
  { $set: { 'a.toString': 1 } },
  { $set: { u: undefined } },
];

describe('applySimpleUpdate (same results as mingo)', () => {
  it("when every test update is applied to every test document, then fast-path results equal mingo's", () => {
    let fast = 0;
    for (const doc of docs) {
      for (const modifier of modifiers) {
        const before = valueKey(doc);
        const result = applySimpleUpdate(doc, modifier);
        expect(valueKey(doc)).toBe(before);
        if (!result) continue;
        fast++;
        const expected = viaMingo(doc, modifier);
        // valueKey is sensitive to field order and BSON type; toEqual to -0 and to class instances.
        expect({ doc, modifier, result: valueKey(result.doc) }).toEqual({ doc, modifier, result: valueKey(expected.doc) });
        expect({ doc, modifier, result: result.doc }).toEqual({ doc, modifier, result: expected.doc });
        expect({ doc, modifier, changed: result.changed }).toEqual({ doc, modifier, changed: expected.changed });
      }
    }
    expect(fast).toBeGreaterThan(100);
  });

  it('when set, unset and inc use plain paths over documents, then the fast path applies', () => {
    const doc = { _id: 1, a: { b: 1 }, n: 1, gone: true };
    const result = applySimpleUpdate(doc, { $set: { 'a.c': 2, x: 'y' }, $inc: { n: 1 }, $unset: { gone: 1 } });
    expect(result).toEqual({ doc: { _id: 1, a: { b: 1, c: 2 }, n: 2, x: 'y' }, changed: true });
  });

  it.each([
    ['an array position', { $set: { 'e.0': 9 } }],
    ['a positional operator', { $set: { 'a.$[]': 1 } }],
    ['_id', { $set: { _id: 2 } }],
    ['the same path twice', { $set: { a: 1 }, $inc: { a: 1 } }],
    ['a path and its prefix', { $set: { a: 1, 'a.b': 2 } }],
    ['another operator', { $push: { e: 3 } }],
    ['$inc of a string field', { $inc: { s: 1 } }],
    ['$inc by a non-number', { $inc: { a: 'x' } }],
    ['an inherited property name', { $set: { 'a.toString': 1 } }],
    ['a parent that is not a document', { $set: { 's.x': 1 } }],
    ['a null parent', { $set: { 'nil.x': 1 } }],
  ])('when the update uses %s, then it is left to mingo', (_what, modifier) => {
    expect(applySimpleUpdate({ _id: 1, a: { b: 1 }, e: [1], s: 'x', nil: null }, modifier)).toBeUndefined();
  });

  it('when nothing changes, then the stored document itself is returned unchanged', () => {
    const doc = { _id: 1, a: { b: 1 } };
    expect(applySimpleUpdate(doc, { $set: { 'a.b': 1 }, $unset: { missing: 1 } })).toEqual({ doc, changed: false });
    expect(applySimpleUpdate(doc, { $set: { 'a.b': 1 } })?.doc).toBe(doc);
  });

  it('when a nested field changes, then only the documents on its path are copied', () => {
    const shared = { big: [1, 2, 3] };
    const doc = { _id: 1, a: { b: 1 }, shared };
    const result = applySimpleUpdate(doc, { $set: { 'a.b': 2 } });
    expect(result?.doc['shared']).toBe(shared);
    expect(doc.a).toEqual({ b: 1 });
  });
});
