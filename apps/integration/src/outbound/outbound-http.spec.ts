import { remoteQuotaOf, retryAfterMs } from './outbound-http';

describe('retryAfterMs (RFC 9110, 10.2.3)', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:45 GMT', now)).toBe(45_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe('remoteQuotaOf: what an answer says of the remote quota', () => {
  it("reads Jira DC's remaining count with its refill, and Retry-After of a 429 or 503 only", () => {
    const headers = { 'retry-after': '1', 'x-ratelimit-remaining': '0', 'x-ratelimit-fillrate': '10', 'x-ratelimit-interval-seconds': '1' };
    expect(remoteQuotaOf(429, headers)).toEqual({ retryAfterMs: 1000, remaining: 0, refill: { tokens: 10, intervalMs: 1000 } });
    expect(remoteQuotaOf(200, headers)).toEqual({ retryAfterMs: undefined, remaining: 0, refill: { tokens: 10, intervalMs: 1000 } });
  });

  it('states no refill unless both headers are whole and positive, and takes the older remaining header', () => {
    expect(remoteQuotaOf(200, { 'x-ratelimiting-remaining': '7', 'x-ratelimit-fillrate': '0', 'x-ratelimit-interval-seconds': '1' })).toEqual({
      retryAfterMs: undefined,
      remaining: 7,
      refill: undefined,
    });
    expect(remoteQuotaOf(200, { 'x-ratelimit-remaining': 'many', 'x-ratelimit-fillrate': '5' })).toEqual({ retryAfterMs: undefined, remaining: undefined, refill: undefined });
  });
});
