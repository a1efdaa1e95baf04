import { parseSort } from './bson-order';
import { selectDocuments } from './find-query';
import { runPipeline } from './pipeline';

describe('selectDocuments', () => {
  it('when a nested field is excluded by the projection, then the stored document is not modified', () => {
    const stored = { _id: 1, a: { secret: 's', keep: 'k' } };
    expect(selectDocuments([stored], {}, { projection: { 'a.secret': 0 } })).toEqual([{ _id: 1, a: { keep: 'k' } }]);
    expect(stored).toEqual({ _id: 1, a: { secret: 's', keep: 'k' } });
  });

  it('when sort, skip and limit are given, then they apply in that order', () => {
    const docs = [5, 3, 1, 4, 2].map((n) => ({ n }));
    expect(selectDocuments(docs, {}, { sort: parseSort({ n: 1 }), skip: 1, limit: 2 })).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('when the positional projection is used, then the first element matching the filter is returned', () => {
    const docs = [{ _id: 1, items: [{ k: 'a' }, { k: 'b' }] }];
    expect(selectDocuments(docs, { 'items.k': 'b' }, { projection: { 'items.$': 1 } })).toEqual([{ _id: 1, items: [{ k: 'b' }] }]);
  });
});

describe('runPipeline', () => {
  it('when stages that write into their input run, then stored documents are not modified', () => {
    const stored = [{ _id: 1, tags: ['a', 'b'], meta: { n: 1 } }];
    const out = runPipeline(stored, [{ $unwind: { path: '$tags', includeArrayIndex: 'i' } }, { $addFields: { 'meta.n': 2 } }], () => []);
    expect(out).toHaveLength(2);
    expect(stored).toEqual([{ _id: 1, tags: ['a', 'b'], meta: { n: 1 } }]);
  });

  it('when $out or $merge is used, then NotImplemented (238) is thrown', () => {
    expect(() => runPipeline([], [{ $out: 'x' }], () => [])).toThrow(expect.objectContaining({ code: 238 }));
  });
});
