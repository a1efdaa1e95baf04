import { AuthenticatedCallerCache } from './authenticated-caller.cache';

/** A wall-clock instant the tests count from, ms. */
const T = 1_700_000_000_000;

describe('memo of verified bearer tokens', () => {
  it('when an entry is older than its max age or past the token expiry, then it is gone', () => {
    const cache = new AuthenticatedCallerCache<{ caller: string }>(10, 30_000);
    cache.set('long-lived', { caller: 'a' }, T + 1_000_000, T);
    cache.set('short-lived', { caller: 'b' }, T + 5_000, T);
    expect(cache.get('long-lived', T + 29_999)).toEqual({ caller: 'a' });
    expect(cache.get('long-lived', T + 30_000)).toBeUndefined();
    expect(cache.get('short-lived', T + 4_999)).toEqual({ caller: 'b' });
    expect(cache.get('short-lived', T + 5_000)).toBeUndefined();
  });

  it('when the memo is full, then the least recently used entry makes room', () => {
    const cache = new AuthenticatedCallerCache<{ n: number }>(2, 30_000);
    cache.set('t1', { n: 1 }, T + 60_000, T);
    cache.set('t2', { n: 2 }, T + 60_000, T);
    cache.set('t3', { n: 3 }, T + 60_000, T);
    expect([cache.get('t1', T + 1), cache.get('t2', T + 1), cache.get('t3', T + 1)]).toEqual([undefined, { n: 2 }, { n: 3 }]);
  });
});
