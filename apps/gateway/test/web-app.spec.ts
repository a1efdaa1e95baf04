import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWebAppRouter } from '../src/web-app/web-app';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

/** A built app's shape: index.html naming one hashed script and one stylesheet. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'assets/index-def456.css'), 'body{margin:0}');
  return dir;
}

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** docs/decisions/0019-web-serving.md: the gateway serves the built web app at / beside the two APIs. */
describe('the web app served by the gateway', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness({ webAppDir: fakeBuild() });
  });
  afterAll(async () => {
    await h.stop();
  });

  it.each([
    '/',
    '/findings',
    '/hosts/42',
    '/queue',
    '/tickets',
    '/compliance',
    '/risk-templates',
    '/notifications',
    '/changes',
    '/exceptions',
    '/jobs',
    '/admin/users',
    '/admin/audit',
    '/sign-in',
    '/profile',
    '/findings/',
  ])('when a browser loads the deep link %s, then it gets index.html, not cached, with a CSP allowing only its own scripts', async (page) => {
    const answer = await h.request('GET', `${page}?severity=high`, { token: null, headers: PAGE });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('<div id="root"></div>');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a hashed asset is asked for, then it is served with a year of immutable caching', async () => {
    const script = await h.request('GET', '/assets/index-abc123.js', { token: null });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const style = await h.request('GET', '/assets/index-def456.css', { token: null });
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('when a request is not a page load of an app path, then the APIs answer exactly as without the app', async () => {
    // JSON and */* requests for / and the app's paths, unknown paths, other methods, a missing asset, a Data API path
    // of another method (its 405), a Data API route.
    const answers = await Promise.all([
      h.request('GET', '/', { token: null }),
      h.request('GET', '/findings', { token: null, headers: { accept: 'application/json' } }),
      h.request('GET', '/nowhere', { token: null, headers: PAGE }),
      h.request('POST', '/findings', { token: null, headers: PAGE }),
      h.request('GET', '/assets/missing.js', { token: null }),
      h.request('GET', '/hosts/create-bulk-action-plans', { token: null, headers: PAGE }),
      h.request('GET', '/alpha-owners', { headers: PAGE }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 405, 200]);
    for (const answer of answers.slice(0, 5)) {
      expect(answer.body).toEqual({ detail: 'Not Found' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('a web app folder without a build', () => {
  it('when WEB_APP_DIR names a folder without index.html, then the gateway refuses to start, naming the variable', () => {
    expect(() => createWebAppRouter(mkdtempSync(path.join(tmpdir(), 'vmdash-empty-')))).toThrow(/WEB_APP_DIR: .* holds no index.html/);
  });
});
