import { ErrorCode } from '../errors';
import { Collection } from './collection';
import { parseIndexSpec } from './index-spec';

function collectionWith(...indexes: object[]): Collection {
  const collection = new Collection('db', 'c');
  for (const raw of indexes) collection.addIndex(parseIndexSpec(raw), true);
  return collection;
}

function insert(collection: Collection, doc: object): void {
  collection.checkInsert(doc);
  collection.put(doc);
}

describe('Collection constraints', () => {
  it('when an _id is inserted twice, then DuplicateKey names the _id_ index', () => {
    const collection = collectionWith();
    insert(collection, { _id: 1 });
    expect(() => insert(collection, { _id: 1 })).toThrow(expect.objectContaining({ code: ErrorCode.DuplicateKey, extra: { keyPattern: { _id: 1 }, keyValue: { _id: 1 } } }));
  });

  it('when a compound unique key repeats, then DuplicateKey reports the whole key', () => {
    const collection = collectionWith({ key: { a: 1, b: -1 }, unique: true });
    insert(collection, { _id: 1, a: 1, b: 'x' });
    insert(collection, { _id: 2, a: 1, b: 'y' });
    expect(() => insert(collection, { _id: 3, a: 1, b: 'x' })).toThrow(expect.objectContaining({ message: 'E11000 duplicate key error collection: db.c index: a_1_b_-1 dup key: { a: 1, b: "x" }' }));
  });

  it('when a unique field is missing twice, then the second is a duplicate of null unless the index is sparse', () => {
    const plain = collectionWith({ key: { a: 1 }, unique: true });
    insert(plain, { _id: 1 });
    expect(() => insert(plain, { _id: 2 })).toThrow(expect.objectContaining({ code: ErrorCode.DuplicateKey }));
    const sparse = collectionWith({ key: { a: 1 }, unique: true, sparse: true });
    insert(sparse, { _id: 1 });
    expect(() => insert(sparse, { _id: 2 })).not.toThrow();
  });

  it('when a partial unique index is defined, then only documents matching its filter are constrained', () => {
    const collection = collectionWith({ key: { email: 1 }, unique: true, partialFilterExpression: { active: true } });
    insert(collection, { _id: 1, email: 'a', active: true });
    insert(collection, { _id: 2, email: 'a', active: false });
    expect(() => insert(collection, { _id: 3, email: 'a', active: true })).toThrow(expect.objectContaining({ code: ErrorCode.DuplicateKey }));
  });

  it('when an array field is uniquely indexed, then each element is a key', () => {
    const collection = collectionWith({ key: { tags: 1 }, unique: true });
    insert(collection, { _id: 1, tags: ['a', 'b'] });
    expect(() => insert(collection, { _id: 2, tags: ['c', 'b'] })).toThrow(expect.objectContaining({ extra: expect.objectContaining({ keyValue: { tags: 'b' } }) }));
  });

  it('when a replaced document keeps its own unique value, then it is not a duplicate of itself', () => {
    const collection = collectionWith({ key: { a: 1 }, unique: true });
    insert(collection, { _id: 1, a: 1 });
    expect(() => collection.checkReplace({ _id: 1, a: 1, b: 2 })).not.toThrow();
  });

  it('when documents are replaced and removed, then index lookups follow their current keys', () => {
    const collection = collectionWith({ key: { a: 1, b: 1 } }, { key: { s: 1 }, partialFilterExpression: { live: true } });
    const ids = (values: unknown[]) => [...(collection.index('a_1_b_1')?.lookup(values) ?? [])];
    const live = () => [...(collection.index('s_1')?.lookup(['x']) ?? [])];
    insert(collection, { _id: 1, a: 1, b: 'x', s: 'x', live: true });
    collection.put({ _id: 1, a: 1, b: 'x', s: 'x', live: true, other: 2 }, collection.checkReplace({ _id: 1, a: 1, b: 'x', s: 'x', live: true, other: 2 }));
    expect([ids([1, 'x']), live()]).toEqual([['n:1'], ['n:1']]);
    collection.put({ _id: 1, a: 2, b: 'x', s: 'x', live: false });
    expect([ids([1, 'x']), ids([2, 'x']), live()]).toEqual([[], ['n:1'], []]);
    collection.put({ _id: 1, a: 2, b: ['x', 'y'], s: 'x', live: true });
    expect([ids([2, 'x']), ids([2, 'y']), live()]).toEqual([['n:1'], ['n:1'], ['n:1']]);
    collection.removeById('n:1');
    expect([ids([2, 'x']), ids([2, 'y']), live(), collection.index('a_1_b_1')?.keyCount]).toEqual([[], [], [], 0]);
  });

  it('when documents share keys and one is removed, then the others are still found under those keys', () => {
    const collection = collectionWith({ key: { a: 1, b: 1 } });
    insert(collection, { _id: 1, a: 1, b: [1, 2] });
    insert(collection, { _id: 2, a: 1, b: 2 });
    insert(collection, { _id: 3, a: 1, b: 2 });
    const index = collection.index('a_1_b_1');
    expect([[...(index?.lookup([1, 2]) ?? [])], [...(index?.lookupFirstField(1) ?? [])]]).toEqual([
      ['n:1', 'n:2', 'n:3'],
      ['n:1', 'n:2', 'n:3'],
    ]);
    collection.removeById('n:2');
    collection.removeById('n:1');
    expect([[...(index?.lookup([1, 2]) ?? [])], [...(index?.lookupFirstField(1) ?? [])], index?.keyCount]).toEqual([['n:3'], ['n:3'], 1]);
  });

  it('when two indexed fields of a compound index are arrays, then CannotIndexParallelArrays is thrown', () => {
    const collection = collectionWith({ key: { a: 1, b: 1 } });
    expect(() => insert(collection, { _id: 1, a: [1, 2], b: [3, 4] })).toThrow(expect.objectContaining({ code: ErrorCode.CannotIndexParallelArrays }));
  });

  it('when a unique index is built over duplicates, then it is refused and not created', () => {
    const collection = collectionWith();
    insert(collection, { _id: 1, a: 1 });
    insert(collection, { _id: 2, a: 1 });
    expect(() => collection.addIndex(parseIndexSpec({ key: { a: 1 }, unique: true }), true)).toThrow(expect.objectContaining({ code: ErrorCode.DuplicateKey }));
    expect(collection.indexSpecs().map((spec) => spec.name)).toEqual(['_id_']);
  });
});

describe('parseIndexSpec', () => {
  it.each([
    [{ key: { a: 'text' } }, ErrorCode.CannotCreateIndex],
    [{ key: { a: '2dsphere' } }, ErrorCode.CannotCreateIndex],
    [{ key: { a: 'hashed' } }, ErrorCode.CannotCreateIndex],
    [{ key: { '$**': 1 } }, ErrorCode.CannotCreateIndex],
    [{ key: { a: 1 }, collation: { locale: 'en' } }, ErrorCode.InvalidIndexSpecificationOption],
    [{ key: { a: 1 }, hidden: true }, ErrorCode.InvalidIndexSpecificationOption],
    [{ key: { a: 1, b: 1 }, expireAfterSeconds: 5 }, ErrorCode.CannotCreateIndex],
  ])('when the spec %j is unsupported, then it is refused with code %i', (raw, code) => {
    expect(() => parseIndexSpec(raw)).toThrow(expect.objectContaining({ code }));
  });

  it('when options MongoDB ignores are given, then they are accepted and not stored', () => {
    expect(parseIndexSpec({ key: { a: -1 }, background: true, v: 2 })).toEqual({ v: 2, key: { a: -1 }, name: 'a_-1' });
  });
});
