import { ErrorCode } from '../errors';
import { applyUpdate, parseUpdate, upsertSeed } from './update';

const apply = (doc: object, update: unknown, inserting = false) => applyUpdate(doc, parseUpdate(update), { inserting }).doc;

describe('applyUpdate (mingo differences fixed here)', () => {
  it('when $setOnInsert is given on an update of an existing document, then it is ignored', () => {
    expect(apply({ _id: 1, a: 1 }, { $set: { a: 2 }, $setOnInsert: { b: 1 } })).toEqual({ _id: 1, a: 2 });
  });

  it('when $setOnInsert is given on an upsert insert, then its fields are set', () => {
    expect(apply({ _id: 1 }, { $set: { a: 2 }, $setOnInsert: { b: 1 } }, true)).toEqual({ _id: 1, a: 2, b: 1 });
  });

  it('when an upsert seed does not satisfy range conditions of the filter, then the update still applies', () => {
    const result = applyUpdate({ key: 'k' }, parseUpdate({ $set: { v: 1 } }), { inserting: true, filter: { key: 'k', n: { $gt: 5 } } });
    expect(result.doc).toEqual({ key: 'k', v: 1 });
  });

  it('when $push with $each and $slice targets a missing field, then the slice applies', () => {
    expect(apply({ _id: 1 }, { $push: { tags: { $each: ['a', 'b', 'c'], $slice: -2 } } })).toEqual({ _id: 1, tags: ['b', 'c'] });
  });

  it('when $push with $each targets a field the filter requires to be missing, then the values are pushed', () => {
    const result = applyUpdate({ _id: 1 }, parseUpdate({ $push: { tags: { $each: ['a'] } } }), { filter: { tags: { $exists: false } } });
    expect(result).toEqual({ doc: { _id: 1, tags: ['a'] }, changed: true });
  });

  it('when the positional $ operator is used, then the element matched by the filter is updated', () => {
    const doc = {
      _id: 1,
      items: [
        { id: 1, q: 1 },
        { id: 2, q: 1 },
      ],
    };
    const result = applyUpdate(doc, parseUpdate({ $inc: { 'items.$.q': 5 } }), { filter: { 'items.id': 2 } });
    expect(result.doc).toEqual({
      _id: 1,
      items: [
        { id: 1, q: 1 },
        { id: 2, q: 6 },
      ],
    });
  });

  it('when $addToSet with $each targets a missing field, then duplicates are dropped', () => {
    expect(apply({ _id: 1 }, { $addToSet: { tags: { $each: ['a', 'a', 'b'] } } })).toEqual({ _id: 1, tags: ['a', 'b'] });
  });

  it('when $set writes the same _id, then the update succeeds unchanged', () => {
    const result = applyUpdate({ _id: 1, a: 1 }, parseUpdate({ $set: { _id: 1, a: 1 } }));
    expect(result).toEqual({ doc: { _id: 1, a: 1 }, changed: false });
  });

  it('when an update changes _id, then ImmutableField (66) is thrown', () => {
    expect(() => apply({ _id: 1 }, { $set: { _id: 2 } })).toThrow(expect.objectContaining({ code: ErrorCode.ImmutableField }));
    expect(() => apply({ _id: 1 }, { _id: 2, a: 1 })).toThrow(expect.objectContaining({ code: ErrorCode.ImmutableField }));
  });

  it('when two operators touch the same path, then ConflictingUpdateOperators (40) is thrown', () => {
    expect(() => apply({ _id: 1, a: 1 }, { $set: { a: 1 }, $inc: { a: 1 } })).toThrow(expect.objectContaining({ code: ErrorCode.ConflictingUpdateOperators }));
  });

  it('when a replacement is applied, then _id is kept first and other fields replaced', () => {
    expect(Object.keys(apply({ _id: 1, a: 1 }, { b: 2 }))).toEqual(['_id', 'b']);
  });

  it('when the stored document is updated, then it is not modified in place', () => {
    const stored = { _id: 1, nested: { a: 1 }, list: [1] };
    apply(stored, { $set: { 'nested.a': 2 }, $push: { list: 2 } });
    expect(stored).toEqual({ _id: 1, nested: { a: 1 }, list: [1] });
  });

  it('when operators and plain fields are mixed, then FailedToParse (9) is thrown', () => {
    expect(() => parseUpdate({ $set: { a: 1 }, b: 1 })).toThrow(expect.objectContaining({ code: ErrorCode.FailedToParse }));
  });

  it('when a pipeline update is given, then its stages compute the new document', () => {
    expect(apply({ _id: 1, a: 2 }, [{ $set: { b: { $multiply: ['$a', 10] } } }, { $unset: 'a' }])).toEqual({ _id: 1, b: 20 });
  });
});

describe('upsertSeed', () => {
  it('when the filter has equalities, operators and $and, then only equalities are kept', () => {
    expect(upsertSeed({ a: 1, 'b.c': 2, d: { $eq: 3 }, e: { $gt: 1 }, $and: [{ f: 'x' }], $or: [{ g: 1 }] })).toEqual({
      a: 1,
      b: { c: 2 },
      d: 3,
      f: 'x',
    });
  });
});
