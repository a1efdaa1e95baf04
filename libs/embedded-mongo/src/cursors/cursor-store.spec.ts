import { Long } from 'bson';
import { ErrorCode } from '../errors';
import { takeBatch } from './batch';
import { CursorStore } from './cursor-store';

const docs = Array.from({ length: 250 }, (_, i) => ({ _id: i }));

describe('CursorStore', () => {
  it('when results exceed the first batch, then 101 come first and getMore returns the rest', () => {
    const store = new CursorStore();
    const first = store.open('d.c', docs);
    expect(first.firstBatch).toHaveLength(101);
    const more = store.getMore(first.id.toNumber(), 100);
    expect(more.nextBatch?.[0]).toEqual({ _id: 101 });
    const last = store.getMore(first.id.toNumber());
    expect(last.nextBatch).toHaveLength(49);
    expect(last.id).toEqual(Long.ZERO);
    expect(() => store.getMore(first.id.toNumber())).toThrow(expect.objectContaining({ code: ErrorCode.CursorNotFound }));
  });

  it('when everything fits the first batch, then no cursor stays open', () => {
    const store = new CursorStore();
    expect(store.open('d.c', docs.slice(0, 5)).id).toEqual(Long.ZERO);
    expect(store.openCount).toBe(0);
  });

  it('when a cursor stays idle past the timeout, then it is removed', () => {
    // A fixed clock: the cursor's last use and the sweep's times are exact, however busy the machine is.
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      const store = new CursorStore(1000);
      const { id } = store.open('d.c', docs);
      const opened = Date.now();
      expect(store.expireIdle(opened + 999)).toBe(0);
      expect(store.expireIdle(opened + 1001)).toBe(1);
      expect(() => store.getMore(id.toNumber())).toThrow(expect.objectContaining({ code: ErrorCode.CursorNotFound }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('when documents are large, then a batch stops at the byte limit but holds at least one document', () => {
    const big = Array.from({ length: 5 }, (_, i) => ({ _id: i, blob: 'x'.repeat(1000) }));
    expect(takeBatch(big, 0, undefined, 2500)).toHaveLength(2);
    expect(takeBatch(big, 0, undefined, 10)).toHaveLength(1);
  });
});
