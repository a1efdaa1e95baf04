/**
 * The paths of the web app's pages (issue 13, "Pages at these paths", plus its own sign-in and profile pages): a
 * browser's request for one of them is answered with index.html, so deep links work (docs/decisions/0019-web-serving.md).
 * A host id is digits only, as in the dashboard API. A page added to apps/web/src/app/routes.tsx under a new path
 * adds its pattern here.
 */
export const WEB_APP_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/sign-in$/,
  /^\/profile$/,
  /^\/findings$/,
  /^\/hosts\/\d{1,16}$/,
  /^\/queue$/,
  /^\/tickets$/,
  /^\/compliance$/,
  /^\/risk-templates$/,
  /^\/notifications$/,
  /^\/admin\/users$/,
  /^\/admin\/audit$/,
];

/** Whether `path` (without its query string; a trailing slash is ignored) is a page of the web app. */
export function isWebAppPath(path: string): boolean {
  const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return WEB_APP_PATHS.some((pattern) => pattern.test(normalised));
}
