import { AuthenticatedCallerCache } from './authenticated-caller.cache';

/** A wall-clock instant the tests count from, ms. */
const T = 1_700_000_000_000;

/** A clock the test moves by hand, epoch ms. */
function manualClock(start: number): { now: () => number; set(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
  };
}

describe('memo of verified bearer tokens', () => {
  it('when an entry is older than its max age or past the token expiry, then it is gone', () => {
    const clock = manualClock(T);
    const cache = new AuthenticatedCallerCache<{ caller: string }>(10, 30_000, clock.now);
    cache.set('long-lived', { caller: 'a' }, T + 1_000_000);
    cache.set('short-lived', { caller: 'b' }, T + 5_000);
    clock.set(T + 4_999);
    expect(cache.get('short-lived')).toEqual({ caller: 'b' });
    clock.set(T + 5_000);
    expect(cache.get('short-lived')).toBeUndefined();
    clock.set(T + 29_999);
    expect(cache.get('long-lived')).toEqual({ caller: 'a' });
    clock.set(T + 30_000);
    expect(cache.get('long-lived')).toBeUndefined();
  });

  it('when a token has already expired, then it is not remembered', () => {
    const clock = manualClock(T);
    const cache = new AuthenticatedCallerCache<{ caller: string }>(10, 30_000, clock.now);
    cache.set('expired', { caller: 'a' }, T);
    expect(cache.get('expired')).toBeUndefined();
  });

  it('when the memo is full, then the least recently used entry makes room', () => {
    const clock = manualClock(T);
    const cache = new AuthenticatedCallerCache<{ n: number }>(2, 30_000, clock.now);
    cache.set('t1', { n: 1 }, T + 60_000);
    cache.set('t2', { n: 2 }, T + 60_000);
    cache.set('t3', { n: 3 }, T + 60_000);
    clock.set(T + 1);
    expect([cache.get('t1'), cache.get('t2'), cache.get('t3')]).toEqual([undefined, { n: 2 }, { n: 3 }]);
  });
});
