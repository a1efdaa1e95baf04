import type { Request, Response } from 'express';
import { crossSiteGuard } from './cross-site-guard';

/** Runs the guard on a request with `headers` and tells whether it passed. */
function passes(allowed: readonly string[], method: string, headers: Record<string, string>): boolean {
  const req = { method, protocol: 'http', get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  let refused = false;
  const res = { status: () => ({ json: () => (refused = true) }) } as unknown as Response;
  let passed = false;
  crossSiteGuard(allowed)(req, res, () => (passed = true));
  return passed && !refused;
}

describe('the cross-site check', () => {
  const allowed = ['https://vmdash.example.com'];

  it("when the Origin merely equals the Host the client sent, then a state-changing request is refused (the Host is the client's choice)", () => {
    expect(passes(allowed, 'POST', { host: 'evil.example', origin: 'http://evil.example' })).toBe(false);
    expect(passes(allowed, 'POST', { host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'same-site' })).toBe(false);
  });

  it('when the Origin is a configured one, the browser says same-origin, or a non-browser sends neither, then it passes', () => {
    expect(passes(allowed, 'POST', { host: 'evil.example', origin: 'https://vmdash.example.com' })).toBe(true);
    expect(passes(allowed, 'DELETE', { 'sec-fetch-site': 'same-origin', origin: 'https://anything.example' })).toBe(true);
    expect(passes(allowed, 'PATCH', {})).toBe(true);
    expect(passes(allowed, 'GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(true);
  });
});
