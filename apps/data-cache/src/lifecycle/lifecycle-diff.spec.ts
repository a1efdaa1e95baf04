import { diffLifecycle, STATUS_CODE, type LifecycleStatus } from './lifecycle-diff';

const f64 = (values: number[]) => Float64Array.from(values);
const stored = (entries: [id: number, host: number, status: LifecycleStatus][]) => ({
  ids: f64(entries.map(([id]) => id)),
  hostIds: f64(entries.map(([, host]) => host)),
  statuses: Uint8Array.from(entries.map(([, , status]) => STATUS_CODE[status])),
});

describe('diffLifecycle', () => {
  it('when findings appear, stay, go and come back, then each is opened, seen, fixed or reopened once', () => {
    // Snapshot order is not id order.
    const current = { ids: f64([7, 3, 1, 9]), hostIds: f64([2, 1, 1, 2]) };
    const before = stored([
      [1, 1, 'open'],
      [2, 1, 'open'],
      [3, 1, 'fixed'],
      [5, 2, 'reopened'],
      [7, 2, 'reopened'],
    ]);
    const diff = diffLifecycle(current, before, f64([1, 2]));
    expect(diff.opened.map((i) => current.ids[i])).toEqual([9]);
    expect(diff.reopened.map((i) => current.ids[i])).toEqual([3]);
    expect(Array.from(diff.seen, (i) => current.ids[i])).toEqual([1, 7]);
    expect(diff.fixed.map((i) => before.ids[i])).toEqual([2, 5]);
  });

  it('when a host is not in the new snapshot, then its open findings are not fixed', () => {
    const before = stored([
      [1, 1, 'open'],
      [2, 2, 'open'],
      [3, 3, 'reopened'],
    ]);
    const diff = diffLifecycle({ ids: f64([]), hostIds: f64([]) }, before, f64([2]));
    expect(diff.fixed.map((i) => before.ids[i])).toEqual([2]);
  });

  it('when a fixed finding stays away, then it is not fixed again', () => {
    const before = stored([[4, 1, 'fixed']]);
    expect(diffLifecycle({ ids: f64([]), hostIds: f64([]) }, before, f64([1])).fixed).toEqual([]);
  });

  it('when the same id is listed twice, then it counts once', () => {
    const diff = diffLifecycle({ ids: f64([6, 6]), hostIds: f64([1, 1]) }, stored([]), f64([1]));
    expect(diff.opened).toHaveLength(1);
  });
});
