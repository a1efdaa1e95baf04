import { pagePattern, WEB_PAGES } from '@vmdash/web-pages';

/**
 * The paths of the web app's pages, one pattern per page of the page table (WEB_PAGES, libs/web-pages): a browser's
 * page load of one of them is answered with index.html, so deep links work (docs/decisions/0019-web-serving.md).
 */
export const WEB_APP_PATHS: readonly RegExp[] = WEB_PAGES.map(pagePattern);

/** Whether `path` (without its query string; a trailing slash is ignored) is a page of the web app. */
export function isWebAppPath(path: string): boolean {
  const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return WEB_APP_PATHS.some((pattern) => pattern.test(normalised));
}
