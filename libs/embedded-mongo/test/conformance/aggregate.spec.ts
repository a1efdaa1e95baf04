import { conformanceSuite, forEachClient } from './suite';

const suite = conformanceSuite(__filename);

forEachClient(suite, (client) => {
  beforeAll(async () => {
    await client().insertMany('assets', [
      { assetId: 1, name: 'web-1', team: 'web' },
      { assetId: 2, name: 'db-1', team: 'data' },
      { assetId: 3, name: 'web-2', team: 'web' },
    ]);
    await client().insertMany('findings', [
      { asset: 1, severity: 9, cve: 'CVE-1' },
      { asset: 1, severity: 5, cve: 'CVE-2' },
      { asset: 2, severity: 7, cve: 'CVE-1' },
      { asset: 3, severity: 2, cve: 'CVE-3' },
      { asset: 3, severity: 9, cve: 'CVE-1' },
    ]);
  });

  it('when grouping matched documents and sorting the groups, then the totals come in order', async () => {
    const result = await client().aggregate('findings', [
      { $match: { severity: { $gte: 5 } } },
      { $group: { _id: '$cve', count: { $sum: 1 }, maxSeverity: { $max: '$severity' } } },
      { $sort: { count: -1, _id: 1 } },
    ]);
    expect(result).toEqual([
      { _id: 'CVE-1', count: 3, maxSeverity: 9 },
      { _id: 'CVE-2', count: 1, maxSeverity: 5 },
    ]);
  });

  it('when $lookup joins another collection, then matching documents are embedded', async () => {
    const result = await client().aggregate('assets', [
      { $match: { team: 'web' } },
      { $lookup: { from: 'findings', localField: 'assetId', foreignField: 'asset', as: 'findings' } },
      { $project: { _id: 0, name: 1, findingCount: { $size: '$findings' } } },
      { $sort: { name: 1 } },
    ]);
    expect(result).toEqual([
      { name: 'web-1', findingCount: 2 },
      { name: 'web-2', findingCount: 2 },
    ]);
  });

  it('when $unwind, $addFields and $count are combined, then stored documents are unchanged', async () => {
    await client().insertOne('tagged', { key: 't', tags: ['a', 'b', 'c'], meta: { n: 1 } });
    const result = await client().aggregate('tagged', [{ $unwind: '$tags' }, { $addFields: { 'meta.n': 2 } }, { $count: 'n' }]);
    expect(result).toEqual([{ n: 3 }]);
    expect(await client().findOne('tagged', { key: 't' })).toMatchObject({ tags: ['a', 'b', 'c'], meta: { n: 1 } });
  });

  it('when countDocuments is used with a filter, then it counts through aggregation', async () => {
    expect(await client().countDocuments('findings', { cve: 'CVE-1' })).toBe(3);
    expect(await client().countDocuments('findings', { cve: 'none' })).toBe(0);
  });
});
