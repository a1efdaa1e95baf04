import { dataCacheHeapMib } from './data-cache-heap';

describe('dataCacheHeapMib', () => {
  it('gives the default demo the base heap and 2,000,000 findings a heap within the production overlay (3,072 MiB)', () => {
    expect(dataCacheHeapMib(50 * 12)).toBe(1_025);
    expect(dataCacheHeapMib(0)).toBe(1_024);
    expect(dataCacheHeapMib(500_000)).toBe(1_513);
    expect(dataCacheHeapMib(2_000_000)).toBe(2_978);
    expect(dataCacheHeapMib(2_000_000)).toBeLessThanOrEqual(3_072);
  });
});
