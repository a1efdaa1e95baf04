import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { isWebAppPath } from './web-app-paths';

/**
 * The Content-Security-Policy of the web app's files (docs/decisions/0019-web-serving.md): scripts, styles, fonts and
 * API calls (fetch, the notification stream) from the gateway's own origin only, no inline script or style element,
 * images also from data: and blob: URLs (screenshot previews), no plugins, no framing, forms and <base> same-origin.
 */
export const WEB_APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
} as const;

/** Cache-Control of the hashed assets: their names change with their content, so a year and `immutable` (RFC 8246). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html: always revalidated, so a new build's asset names reach the browser at once. */
export const INDEX_CACHE_CONTROL = 'no-cache';

/** Whether a request is a browser's page load: GET or HEAD that prefers HTML to JSON (`Accept`; RFC 9110 section 12.5.1). */
function wantsPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html';
}

/**
 * The router that serves the built web app (apps/web, `dist/apps/web`) at `/`: the hashed files under /assets with a
 * year of caching, and index.html (no-cache) for a page load of any path of WEB_APP_PATHS. Everything else falls
 * through untouched, so the Data API and /api keep their own answers and 404s (a JSON or `*\/*` request for `/` still
 * gets the Data API's 404). Every answer carries helmet's headers with the app's CSP.
 * @param dir the build's folder (holds index.html and assets/).
 * @throws Error when `dir` holds no index.html (WEB_APP_DIR names a folder that was not built).
 */
export function createWebAppRouter(dir: string): Router {
  const indexFile = path.resolve(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`WEB_APP_DIR: ${dir} holds no index.html (build the app: npx nx run web:build)`);
  const headers: RequestHandler = helmet({ contentSecurityPolicy: { useDefaults: false, directives: WEB_APP_CSP_DIRECTIVES } });
  const router = express.Router();
  router.use(
    '/assets',
    (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? headers(req, res, next) : next()),
    express.static(path.resolve(dir, 'assets'), {
      index: false,
      redirect: false,
      fallthrough: true,
      etag: true,
      setHeaders: (res) => res.setHeader('Cache-Control', ASSET_CACHE_CONTROL),
    }),
  );
  router.use((req, res, next) => {
    if (!wantsPage(req) || !isWebAppPath(req.path)) return next();
    headers(req, res, () => {
      res.setHeader('Cache-Control', INDEX_CACHE_CONTROL);
      res.sendFile(indexFile, { etag: true, lastModified: true, cacheControl: false }, (error) => (error ? next(error) : undefined));
    });
  });
  return router;
}
