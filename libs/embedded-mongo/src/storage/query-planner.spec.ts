import { ObjectId } from 'bson';
import { Collection } from './collection';
import { parseIndexSpec } from './index-spec';
import { planQuery } from './query-planner';

function collection(): Collection {
  const c = new Collection('db', 'c');
  c.addIndex(parseIndexSpec({ key: { status: 1 } }), true);
  c.addIndex(parseIndexSpec({ key: { owner: 1, severity: -1 } }), true);
  c.addIndex(parseIndexSpec({ key: { email: 1 }, sparse: true }), true);
  for (let i = 0; i < 50; i++) {
    c.put({ _id: i, status: i % 2 ? 'open' : 'closed', owner: `o${i % 5}`, severity: i % 3, tags: ['x'], email: `e${i}` });
  }
  return c;
}

describe('planQuery', () => {
  it('when the filter has an _id equality, then it looks up by _id', () => {
    const plan = planQuery(collection(), { _id: 7 });
    expect(plan).toMatchObject({ stage: 'IDHACK', keysExamined: 1 });
    expect(plan.candidates.map((d) => d['_id'])).toEqual([7]);
  });

  it('when an indexed field is compared for equality, then only the documents with that key are candidates', () => {
    const plan = planQuery(collection(), { status: 'open', severity: { $gt: 0 } });
    expect(plan).toMatchObject({ stage: 'IXSCAN', indexName: 'status_1' });
    expect(plan.candidates).toHaveLength(25);
  });

  it('when every field of a compound index has an equality, then the compound index is preferred', () => {
    const plan = planQuery(collection(), { status: 'open', owner: 'o1', severity: 1 });
    expect(plan).toMatchObject({ stage: 'IXSCAN', indexName: 'owner_1_severity_-1' });
    expect(plan.candidates.every((d) => d['owner'] === 'o1' && d['severity'] === 1)).toBe(true);
  });

  it('when only the first field of a compound index has an equality, then its prefix is used', () => {
    const plan = planQuery(collection(), { owner: { $in: ['o1', 'o2'] } });
    expect(plan).toMatchObject({ stage: 'IXSCAN', indexName: 'owner_1_severity_-1', keysExamined: 2 });
    expect(plan.candidates).toHaveLength(20);
  });

  it('when the condition is not an equality or the index is sparse, then the collection is scanned', () => {
    expect(planQuery(collection(), { status: { $ne: 'open' } }).stage).toBe('COLLSCAN');
    expect(planQuery(collection(), { email: 'e1' }).stage).toBe('COLLSCAN');
    expect(planQuery(collection(), { status: /op/ }).stage).toBe('COLLSCAN');
  });

  it('when an ObjectId is looked up by another instance with the same value, then it is found', () => {
    const c = new Collection('db', 'c');
    const id = new ObjectId();
    c.put({ _id: id });
    expect(planQuery(c, { _id: new ObjectId(id.toHexString()) }).candidates).toHaveLength(1);
  });
});
