/** A page of the web app at its path (issue 13, "Pages at these paths"), as the accessibility sweep visits it. */
export interface AppPage {
  /** File name of its screenshot. */
  name: string;
  /** Path, or how to find it (a host page's id comes from the findings list). */
  path: string;
  /** Shown before sign-in. */
  signedOut?: boolean;
}

/** Every page path of the app (a new page's path is added here, and so swept and screenshotted). */
export const APP_PAGES: readonly AppPage[] = [
  { name: 'sign-in', path: '/sign-in', signedOut: true },
  { name: 'overview', path: '/' },
  { name: 'findings', path: '/findings' },
  { name: 'host', path: '/hosts/{host_id}' },
  { name: 'queue', path: '/queue' },
  { name: 'tickets', path: '/tickets' },
  { name: 'compliance', path: '/compliance' },
  { name: 'risk-templates', path: '/risk-templates' },
  { name: 'notifications', path: '/notifications' },
  { name: 'admin-users', path: '/admin/users' },
  { name: 'admin-audit', path: '/admin/audit' },
  { name: 'profile', path: '/profile' },
];
