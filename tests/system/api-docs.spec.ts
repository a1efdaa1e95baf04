import { startSystem, type RunningSystem } from '@vmdash/testing';

/*
 * Swagger UI of both APIs (/docs, /api/docs) through the gateway, black-box: the page and every file it loads carry
 * the web app's header set (a CSP Swagger UI works under, nosniff, no framing, no caching), and the page still loads
 * its scripts and styles under that CSP (docs/decisions/0007-edge-hardening.md).
 */

let system: RunningSystem;
beforeAll(async () => {
  system = await startSystem({ apps: ['dashboard', 'gateway'] });
}, 120_000);
afterAll(async () => {
  await system?.stop();
});

/** The CSP's directives by name (each to its sources). */
function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Expects the docs' header set on an answer. */
function expectDocsHeaders(answer: Response): void {
  const csp = directivesOf(answer.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

describe.each([
  ['/docs', 'vmdash Data API'],
  ['/api/docs', 'vmdash dashboard API'],
])('Swagger UI at %s', (path, title) => {
  it('when the page is opened, then it and every script and style it loads answer 200 with the header set, under a CSP that admits them', async () => {
    // The redirect to the folder: serve-static's own stricter CSP (default-src 'none'), the rest of the set kept.
    const redirect = await fetch(`${system.url}${path}`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(directivesOf(redirect.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    expect([redirect.headers.get('x-content-type-options'), redirect.headers.get('x-frame-options'), redirect.headers.get('cache-control')]).toEqual(['nosniff', 'SAMEORIGIN', 'no-store']);

    const page = await fetch(`${system.url}${path}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expectDocsHeaders(page);
    const html = await page.text();
    expect(html).toContain(`<title>${title}</title>`);
    // script-src 'self' admits no inline script: every script element names its file.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);
    // Inline style elements are what style-src 'unsafe-inline' is for.
    if (/<style\b/.test(html)) expect(directivesOf(page.headers.get('content-security-policy')).get('style-src')).toContain("'unsafe-inline'");

    const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)=["']([^"']+)["']/g)].map((match) => match[1]!);
    expect(files).toEqual(expect.arrayContaining(['./swagger-ui.css', './swagger-ui-bundle.js', './swagger-ui-standalone-preset.js', './swagger-ui-init.js']));
    for (const file of files) {
      const url = new URL(file, `${system.url}${path}/`);
      // Same origin, so the CSP's 'self' admits it.
      expect(url.origin).toBe(system.url);
      const answer = await fetch(url);
      expect([url.pathname, answer.status]).toEqual([url.pathname, 200]);
      expectDocsHeaders(answer);
      if (file.endsWith('.js')) expect(answer.headers.get('content-type')).toMatch(/javascript/);
      if (file.endsWith('.css')) expect(answer.headers.get('content-type')).toMatch(/^text\/css/);
      await answer.arrayBuffer();
    }
    expect(await (await fetch(`${system.url}${path}/swagger-ui-init.js`)).text()).toContain(title);
  });
});

it('when an OpenAPI document is fetched, then it carries the headers of every API answer', async () => {
  for (const path of ['/openapi.json', '/api/openapi.json']) {
    const answer = await fetch(`${system.url}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    await answer.arrayBuffer();
  }
});
