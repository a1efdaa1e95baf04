import { Decimal128, Long, ObjectId, type Document } from 'bson';
import { Query as MingoQuery } from 'mingo';
import { createQuery, mingoOptions } from './mingo-options';

const id = new ObjectId();
const date = new Date(5);

/** Documents with every kind of value the field may hold: missing, null, scalars, arrays, nested arrays, objects. */
const docs: Document[] = [
  {},
  { a: null },
  { a: 1 },
  { a: 2.5 },
  { a: -0 },
  { a: 'x' },
  { a: 'xyz' },
  { a: true },
  { a: date },
  { a: new Date(5) },
  { a: id },
  { a: new ObjectId(id.toHexString()) },
  { a: Long.fromNumber(2 ** 60) },
  { a: Decimal128.fromString('1') },
  { a: [] },
  { a: [1, 'x'] },
  { a: [[1], 2] },
  { a: [null] },
  { a: { b: 1 } },
  { a: { b: 1, c: 2 } },
  { a: { c: 2, b: 1 } },
  { a: [{ b: 1 }, { b: 'y' }] },
  { a: /x/ },
];

/** $in lists: scalars of each type, null, regexes, arrays and documents as elements, empty. */
const lists: unknown[][] = [
  [],
  [1],
  [null],
  [1, 'x', true],
  [0],
  [/^x/],
  ['nope', /z$/],
  [date],
  [new ObjectId(id.toHexString())],
  [[1]],
  [[1, 'x']],
  [{ b: 1 }],
  [{ b: 1, c: 2 }],
  [Long.fromNumber(2 ** 60)],
  [Decimal128.fromString('1')],
  [2, 3, 4, 5, 6, 7, 8, 9, 10, 2.5],
];

const paths = ['a', 'a.b'];

describe('$in and $nin with the value list hashed once (same results as mingo)', () => {
  for (const operator of ['$in', '$nin']) {
    for (const path of paths) {
      it(`when ${operator} on "${path}" is tested against every value kind, then each result equals mingo's`, () => {
        let compared = 0;
        for (const list of lists) {
          const filter = { [path]: { [operator]: list } };
          const ours = createQuery(filter);
          const theirs = new MingoQuery(filter, mingoOptions());
          for (const doc of docs) {
            expect({ filter, doc, matches: ours.test(doc) }).toEqual({ filter, doc, matches: theirs.test(doc) });
            compared++;
          }
        }
        expect(compared).toBe(lists.length * docs.length);
      });
    }
  }

  it("when $in is nested in $not, $elemMatch and $or, then the results equal mingo's", () => {
    const filters = [{ a: { $not: { $in: [1, 'x'] } } }, { a: { $elemMatch: { b: { $in: [1, 'y'] } } } }, { $or: [{ a: { $in: [true] } }, { a: { $nin: [null, 1] } }] }];
    for (const filter of filters) {
      const ours = createQuery(filter);
      const theirs = new MingoQuery(filter, mingoOptions());
      expect(docs.map((doc) => ours.test(doc))).toEqual(docs.map((doc) => theirs.test(doc)));
    }
  });

  it('when the $in argument is not an array, then testing a document fails as with mingo', () => {
    const filter = { a: { $in: 5 } };
    expect(() => createQuery(filter).test({ a: 1 })).toThrow();
    expect(() => new MingoQuery(filter, mingoOptions()).test({ a: 1 })).toThrow();
  });
});
