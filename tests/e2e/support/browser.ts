import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { suite, VIEWPORT } from './suite';

/** A signed-in browser's cookies (playwright's storage state), to open more pages in the same session. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A page of a fresh browser context, and what went wrong in it. */
export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors of the page's scripts and the console's error lines (a style or script the CSP refused...). */
  errors: string[];
}

let visitors = 0;

/**
 * The client address of the next browser context, as the ingress in front of the gateway reports it (X-Forwarded-For;
 * the suite's gateway trusts it from loopback, TRUST_PROXY): each context is another visitor from its own address of
 * TEST-NET-3 (RFC 5737), as the people a suite plays are, so the per-address sign-in limit (20 in 15 minutes) counts
 * each one's sign-ins and not the whole suite's.
 */
function nextVisitorAddress(): string {
  visitors += 1;
  return `203.0.113.${(visitors % 254) + 1}`;
}

/**
 * The browser of one test file: connects to the suite's chromium before the file's tests and disconnects after them.
 * `open()` gives a fresh context (a new visitor from its own client address, without cookies, or `session`'s) at 1440x900 on the system's gateway
 * (or the gateway at `url`, a system a test started itself),
 * asking for reduced motion (charts drawn at once, so screenshots show them whole);
 * the contexts are closed after each test, which then checks that no page had an uncaught error or a console error.
 */
export function useBrowser(): { open(session?: Session, url?: string): Promise<OpenPage> } {
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(suite.browserWsEndpoint);
  });
  afterEach(async () => {
    const pages = opened.splice(0);
    for (const { context } of pages) await context.close();
    expect(pages.flatMap((open) => open.errors)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(session, url = suite.url) {
      if (!browser) throw new Error('useBrowser: open() runs in a test or a later beforeAll');
      const context = await browser.newContext({
        baseURL: url,
        viewport: VIEWPORT,
        locale: 'en-GB',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
        extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
        ...(session ? { storageState: session } : {}),
      });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text())) errors.push(`${page.url()}: console: ${message.text()}`);
      });
      const open = { page, context, errors };
      opened.push(open);
      return open;
    },
  };
}

/**
 * The console line a browser prints for an API answer of 4xx that the app expects and shows itself (the 401 of
 * GET /api/auth/me before sign-in, a wrong password's 401, a Read_Only user's 403).
 */
const EXPECTED_CONSOLE_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
