import { ObjectId } from 'bson';
import { compareValues, parseSort, sortDocuments } from './bson-order';

const sortBy = (docs: object[], sort: object) => sortDocuments(docs, parseSort(sort));

describe('MongoDB sort order (differs from mingo 7)', () => {
  it('when sorting descending on an array field, then the largest element decides', () => {
    expect(sortBy([{ a: [1, 5] }, { a: [2, 3] }, { a: 4 }], { a: -1 })).toEqual([{ a: [1, 5] }, { a: 4 }, { a: [2, 3] }]);
  });

  it('when sorting ascending on an array field, then the smallest element decides', () => {
    expect(sortBy([{ a: [2, 3] }, { a: [1, 5] }], { a: 1 })).toEqual([{ a: [1, 5] }, { a: [2, 3] }]);
  });

  it('when values have different types, then the BSON type order applies', () => {
    const id = new ObjectId();
    const date = new Date(0);
    const sorted = sortBy([{ a: true }, { a: date }, { a: id }, { a: 'x' }, { a: 1 }, {}, { a: [] }], { a: 1 });
    expect(sorted).toEqual([{ a: [] }, {}, { a: 1 }, { a: 'x' }, { a: id }, { a: true }, { a: date }]);
  });

  it('when several fields are given, then later fields break ties and equal documents keep their order', () => {
    const docs = [
      { a: 1, b: 1, n: 1 },
      { a: 0, b: 3, n: 2 },
      { a: 1, b: 2, n: 3 },
      { a: 1, b: 2, n: 4 },
    ];
    expect(sortBy(docs, { a: 1, b: -1 }).map((d) => d.n)).toEqual([2, 3, 4, 1]);
  });

  it('when numbers of different BSON types are compared, then they compare by value', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('10', '9')).toBeLessThan(0);
  });

  it('when the sort direction is not 1 or -1, then BadValue is thrown', () => {
    expect(() => parseSort({ a: 2 })).toThrow(/ordering/);
  });
});
