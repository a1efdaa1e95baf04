import fc from 'fast-check';
import { sortInSlices, TimeSlices } from './time-slices';

describe('sortInSlices', () => {
  it('sorts as Float64Array.prototype.sort does, across several runs merged, whatever the slices', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Past two runs of 32,768 values, odd lengths, many ties and values as large as the index's keys.
        fc.integer({ min: 0, max: 3 * 32_768 + 17 }),
        fc.integer({ min: 1, max: 2 ** 52 }),
        fc.constantFrom(0, 5, Infinity),
        async (length, spread, budgetMs) => {
          const values = Float64Array.from({ length }, () => Math.floor(Math.random() * spread));
          const expected = values.slice().sort();
          await sortInSlices(values, new TimeSlices(budgetMs));
          expect(values).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
  });
});
