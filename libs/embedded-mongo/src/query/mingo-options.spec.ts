import { createQuery } from './mingo-options';

describe('createQuery', () => {
  it.each([
    ['at the top', { $expr: { $gt: ['$a', '$b'] } }],
    ['inside $and', { $and: [{ a: { $gte: 0 } }, { $expr: { $gt: ['$a', '$b'] } }] }],
    ['inside $or', { $or: [{ missing: 1 }, { $expr: { $gt: [{ $add: ['$a', 1] }, '$b'] } }] }],
  ])('when $expr is used %s, then its aggregation expressions are evaluated', (_where, filter) => {
    expect(createQuery(filter).test({ a: 5, b: 1 })).toBe(true);
    expect(createQuery(filter).test({ a: 0, b: 9 })).toBe(false);
  });

  it('when a projection is applied through the query, then projection operators are available', () => {
    const docs = [{ _id: 1, list: [1, 2, 3] }];
    expect(
      createQuery({}, {}, true)
        .find(docs, { list: { $slice: 1 } })
        .all(),
    ).toEqual([{ _id: 1, list: [1] }]);
  });

  it('when a filter uses an unknown operator, then mingo refuses it', () => {
    expect(() => createQuery({ a: { $nope: 1 } })).toThrow(/unknown/i);
  });
});
