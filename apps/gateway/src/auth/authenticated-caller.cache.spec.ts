import { AuthenticatedCallerCache } from './authenticated-caller.cache';

describe('memo of verified bearer tokens', () => {
  it('when an entry is older than its max age or past the token expiry, then it is gone', () => {
    const cache = new AuthenticatedCallerCache<string>(10, 30_000);
    cache.set('long-lived', 'a', 1_000_000, 0);
    cache.set('short-lived', 'b', 5_000, 0);
    expect(cache.get('long-lived', 29_999)).toBe('a');
    expect(cache.get('long-lived', 30_000)).toBeUndefined();
    expect(cache.get('short-lived', 4_999)).toBe('b');
    expect(cache.get('short-lived', 5_000)).toBeUndefined();
  });

  it('when the memo is full, then the oldest entry makes room', () => {
    const cache = new AuthenticatedCallerCache<number>(2, 30_000);
    cache.set('t1', 1, 60_000, 0);
    cache.set('t2', 2, 60_000, 0);
    cache.set('t3', 3, 60_000, 0);
    expect([cache.get('t1', 1), cache.get('t2', 1), cache.get('t3', 1)]).toEqual([undefined, 2, 3]);
  });
});
