import { ObjectId } from 'mongodb';
import { conformanceSuite, forEachClient } from './suite';

const suite = conformanceSuite(__filename);

forEachClient(suite, (client) => {
  const people = [
    { name: 'ada', age: 36, tags: ['math', 'code'], address: { city: 'London' } },
    { name: 'grace', age: 85, tags: ['navy', 'code'], address: { city: 'New York' } },
    { name: 'linus', age: 54, tags: ['kernel'], address: { city: 'Portland' } },
    { name: 'margaret', age: 87, tags: ['apollo', 'code'], address: { city: 'Boston' } },
  ];

  beforeAll(async () => {
    await client().insertMany(
      'people',
      people.map((p) => ({ ...p })),
    );
  });

  it('when documents are inserted, then they come back with generated ObjectIds and their values', async () => {
    const id = await client().insertOne('items', { sku: 'a-1', when: new Date('2024-01-02T03:04:05Z'), nested: { n: 1.5 } });
    const found = await client().findOne('items', { _id: id });
    expect(found).toEqual({ _id: id, sku: 'a-1', when: new Date('2024-01-02T03:04:05Z'), nested: { n: 1.5 } });
    expect(found?.['_id']).toBeInstanceOf(ObjectId);
  });

  it('when finding with filter, projection, sort, skip and limit, then MongoDB semantics apply', async () => {
    const found = await client().find('people', { tags: 'code', age: { $gte: 36 } }, { sort: { age: -1 }, skip: 1, limit: 2, projection: { _id: 0, name: 1 } });
    expect(found).toEqual([{ name: 'grace' }, { name: 'ada' }]);
  });

  it('when filtering on nested fields, arrays and regexes, then the matching documents are returned', async () => {
    const names = async (filter: object) => (await client().find('people', filter, { sort: { name: 1 } })).map((d) => d['name']);
    expect(await names({ 'address.city': 'London' })).toEqual(['ada']);
    expect(await names({ tags: { $all: ['code', 'navy'] } })).toEqual(['grace']);
    expect(await names({ name: /^m/ })).toEqual(['margaret']);
    expect(await names({ $or: [{ age: { $lt: 40 } }, { tags: { $size: 1 } }] })).toEqual(['ada', 'linus']);
    expect(await names({ tags: { $elemMatch: { $eq: 'kernel' } } })).toEqual(['linus']);
  });

  it('when updating one document with operators, then only it changes', async () => {
    await client().insertMany('counters', [
      { key: 'a', n: 1, list: [1] },
      { key: 'b', n: 1, list: [] },
    ]);
    const result = await client().updateOne('counters', { key: 'a' }, { $inc: { n: 2 }, $push: { list: 2 }, $set: { 'meta.touched': true } });
    expect(result).toEqual({ matched: 1, modified: 1, upsertedId: null });
    expect(await client().findOne('counters', { key: 'a' })).toMatchObject({ n: 3, list: [1, 2], meta: { touched: true } });
    expect(await client().findOne('counters', { key: 'b' })).toMatchObject({ n: 1, list: [] });
  });

  it('when an update changes nothing, then it matches without modifying', async () => {
    await client().insertOne('noop', { key: 'x', v: 1 });
    expect(await client().updateOne('noop', { key: 'x' }, { $set: { v: 1 } })).toEqual({ matched: 1, modified: 0, upsertedId: null });
  });

  it('when updating many documents, then every match changes', async () => {
    await client().insertMany('bulk', [{ g: 1 }, { g: 1 }, { g: 2 }]);
    expect(await client().updateMany('bulk', { g: 1 }, { $set: { seen: true } })).toMatchObject({ matched: 2, modified: 2 });
    expect(await client().countDocuments('bulk', { seen: true })).toBe(2);
  });

  it('when arrayFilters target array elements, then only those elements change', async () => {
    await client().insertOne('grades', { student: 's1', grades: [{ score: 40 }, { score: 90 }, { score: 55 }] });
    await client().updateOne('grades', { student: 's1' }, { $set: { 'grades.$[low].passed': false } }, { arrayFilters: [{ 'low.score': { $lt: 60 } }] });
    const doc = await client().findOne('grades', { student: 's1' });
    expect(doc?.['grades']).toEqual([{ score: 40, passed: false }, { score: 90 }, { score: 55, passed: false }]);
  });

  it('when the positional operator is used, then the first matching element changes', async () => {
    await client().insertOne('positional', {
      key: 'p',
      items: [
        { id: 1, q: 1 },
        { id: 2, q: 1 },
      ],
    });
    await client().updateOne('positional', { key: 'p', 'items.id': 2 }, { $inc: { 'items.$.q': 5 } });
    expect((await client().findOne('positional', { key: 'p' }))?.['items']).toEqual([
      { id: 1, q: 1 },
      { id: 2, q: 6 },
    ]);
  });

  it('when a document is replaced, then its _id stays and the other fields are replaced', async () => {
    const id = await client().insertOne('replace', { key: 'r', a: 1, b: 2 });
    expect(await client().replaceOne('replace', { key: 'r' }, { key: 'r', c: 3 })).toMatchObject({ matched: 1, modified: 1 });
    expect(await client().findOne('replace', { _id: id })).toEqual({ _id: id, key: 'r', c: 3 });
  });

  it('when an upsert matches nothing, then the filter equalities and the update form the new document', async () => {
    const result = await client().updateOne('upserts', { key: 'u', kind: { $eq: 'k' }, n: { $gt: 5 } }, { $set: { v: 1 }, $setOnInsert: { created: true } }, { upsert: true });
    expect(result.matched).toBe(0);
    expect(result.upsertedId).toBeInstanceOf(ObjectId);
    expect(await client().findOne('upserts', { _id: result.upsertedId })).toEqual({ _id: result.upsertedId, key: 'u', kind: 'k', v: 1, created: true });
    const again = await client().updateOne('upserts', { key: 'u' }, { $set: { v: 2 }, $setOnInsert: { created: false } }, { upsert: true });
    expect(again).toEqual({ matched: 1, modified: 1, upsertedId: null });
    expect(await client().findOne('upserts', { key: 'u' })).toMatchObject({ v: 2, created: true });
  });

  it('when findOneAndUpdate upserts and asks for the new document, then the inserted document is returned', async () => {
    const created = await client().findOneAndUpdate('fau', { slug: 'new' }, { $set: { title: 'T' }, $inc: { hits: 1 } }, { upsert: true, after: true });
    expect(created).toMatchObject({ slug: 'new', title: 'T', hits: 1 });
    const before = await client().findOneAndUpdate('fau', { slug: 'new' }, { $inc: { hits: 1 } }, { after: false });
    expect(before).toMatchObject({ hits: 1 });
    const after = await client().findOneAndUpdate('fau', { slug: 'new' }, { $inc: { hits: 1 } }, { after: true, projection: { _id: 0, hits: 1 } });
    expect(after).toEqual({ hits: 3 });
    expect(await client().findOneAndUpdate('fau', { slug: 'none' }, { $set: { x: 1 } }, { after: true })).toBeNull();
  });

  it('when findOneAndDelete has a sort, then the first document in that order is removed and returned', async () => {
    await client().insertMany('queue', [
      { p: 2, job: 'b' },
      { p: 1, job: 'a' },
      { p: 3, job: 'c' },
    ]);
    expect(await client().findOneAndDelete('queue', {}, { sort: { p: 1 } })).toMatchObject({ job: 'a' });
    expect(await client().countDocuments('queue')).toBe(2);
  });

  it('when deleting, then deleteOne removes one match and deleteMany all matches', async () => {
    await client().insertMany('trash', [{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect(await client().deleteOne('trash', { k: 1 })).toBe(1);
    expect(await client().deleteMany('trash', { k: 1 })).toBe(2);
    expect(await client().find('trash', {})).toEqual([expect.objectContaining({ k: 2 })]);
  });

  it('when counting and listing distinct values, then filters apply and arrays are flattened', async () => {
    expect(await client().countDocuments('people', { age: { $gt: 50 } })).toBe(3);
    expect(await client().estimatedDocumentCount('people')).toBe(4);
    expect(((await client().distinct('people', 'tags', { age: { $lt: 86 } })) as string[]).sort()).toEqual(['code', 'kernel', 'math', 'navy']);
  });

  it('when querying by an ObjectId or a Date, then values are compared by value', async () => {
    const id = new ObjectId();
    await client().insertOne('typed', { _id: id, at: new Date('2024-05-01T00:00:00Z'), ref: new ObjectId(id.toHexString()) });
    expect(await client().findOne('typed', { ref: new ObjectId(id.toHexString()) })).not.toBeNull();
    expect(await client().find('typed', { at: { $gte: new Date('2024-04-30T00:00:00Z') } })).toHaveLength(1);
    expect(await client().find('typed', { _id: { $in: [new ObjectId(id.toHexString())] } })).toHaveLength(1);
  });
});
