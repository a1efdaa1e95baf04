/**
 * A capability of GET /api/auth/me (`capabilities`, derived by the gateway from RPC_PERMISSIONS) that a page needs.
 * The web app reads it as a key of the API's `Capabilities` schema, so a name the API lacks fails its type check.
 */
export type PageCapability = 'administer';

/** One page of the web app. */
export interface WebPage {
  /** Stable name: the router's key of the page's component and the browser suite's screenshot file. */
  readonly id: string;
  /**
   * The path as React Router writes it: `/`-separated segments, `:name` for a parameter (matched by `params[name]`).
   * No query string: a filtered view is the page's path with search parameters.
   */
  readonly path: string;
  /** Each parameter of `path`: the pattern one segment must match (a RegExp source without anchors). */
  readonly params?: Readonly<Record<string, string>>;
  /** Shown to a visitor without a session (the sign-in page); every other page sits in the signed-in layout. */
  readonly signedOut?: true;
  /** Its entry in the main navigation (the label; entries in the table's order); absent: the page has no entry. */
  readonly nav?: string;
  /** The capability a user needs to see the page and its entry; absent: every signed-in user. */
  readonly capability?: PageCapability;
}

/** The entries of WEB_PAGES as literals: their ids make PageId. */
const PAGES = [
  { id: 'sign-in', path: '/sign-in', signedOut: true },
  { id: 'overview', path: '/', nav: 'Overview' },
  { id: 'findings', path: '/findings', nav: 'Findings' },
  { id: 'changes', path: '/changes', nav: 'What changed' },
  { id: 'host', path: '/hosts/:hostId', params: { hostId: '\\d{1,16}' } },
  { id: 'queue', path: '/queue', nav: 'Queue' },
  { id: 'tickets', path: '/tickets', nav: 'Tickets' },
  { id: 'compliance', path: '/compliance', nav: 'Compliance' },
  { id: 'risk-templates', path: '/risk-templates', nav: 'Risk templates' },
  { id: 'exceptions', path: '/exceptions', nav: 'Risk exceptions' },
  { id: 'notifications', path: '/notifications', nav: 'Notifications' },
  { id: 'jobs', path: '/jobs', nav: 'Jobs' },
  { id: 'admin-users', path: '/admin/users', nav: 'Users', capability: 'administer' },
  { id: 'admin-audit', path: '/admin/audit', nav: 'Audit log', capability: 'administer' },
  { id: 'admin-sla-policy', path: '/admin/sla-policy', nav: 'SLA policy', capability: 'administer' },
  { id: 'profile', path: '/profile' },
] as const satisfies readonly WebPage[];

/** The name of a page of WEB_PAGES. */
export type PageId = (typeof PAGES)[number]['id'];

/**
 * The one table of the web app's pages (docs/architecture.md, "The web app"; docs/decisions/0018-web-app-libraries.md):
 * the app's router and main navigation (apps/web), the gateway's deep-link paths that a browser's page load gets
 * index.html for (docs/decisions/0019-web-serving.md) and the browser suite's page sweep (tests/e2e) all read it. A
 * new page is one entry here and its component in apps/web/src/app/routes.tsx.
 * A host id is digits only, as in the dashboard API's `/api/hosts/{host_id}/...` routes.
 */
export const WEB_PAGES: readonly (WebPage & { readonly id: PageId })[] = PAGES;

/**
 * The anchored pattern of the paths of `page`: its literal segments as written, each `:name` segment as
 * `params[name]` (`/hosts/:hostId` is `^\/hosts\/(?:\d{1,16})$`). No trailing slash, no query string.
 * @throws Error when a parameter of the path has no pattern in `params` (a broken table entry).
 */
export function pagePattern(page: WebPage): RegExp {
  const segments = page.path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = page.params?.[segment.slice(1)];
      if (pattern === undefined) throw new Error(`page ${page.id}: parameter ${segment} has no pattern`);
      return `(?:${pattern})`;
    });
  return new RegExp(`^\\/${segments.join('\\/')}$`);
}
