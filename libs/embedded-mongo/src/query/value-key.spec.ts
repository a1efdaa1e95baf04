import { Decimal128, Long, ObjectId } from 'bson';
import { valueKey } from './value-key';

describe('valueKey', () => {
  it('when numbers of different BSON types are equal, then their keys are equal', () => {
    expect(valueKey(Long.fromNumber(5))).toBe(valueKey(5));
    expect(valueKey(Decimal128.fromString('5.0'))).toBe(valueKey(5));
    expect(valueKey(-0)).toBe(valueKey(0));
  });

  it('when values differ in type, then their keys differ', () => {
    expect(valueKey('1')).not.toBe(valueKey(1));
    expect(valueKey(true)).not.toBe(valueKey(1));
    expect(valueKey(null)).not.toBe(valueKey('null'));
  });

  it('when two ObjectIds have the same bytes, then their keys are equal', () => {
    const id = new ObjectId();
    expect(valueKey(new ObjectId(id.toHexString()))).toBe(valueKey(id));
  });

  it('when documents have the same fields in another order, then their keys differ (as in MongoDB)', () => {
    expect(valueKey({ a: 1, b: 2 })).not.toBe(valueKey({ b: 2, a: 1 }));
    expect(valueKey({ a: 1, b: 2 })).toBe(valueKey({ a: 1, b: 2 }));
  });
});
