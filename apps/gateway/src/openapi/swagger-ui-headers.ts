import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { API_RESPONSE_HEADERS } from '../http/response-headers';
import { WEB_APP_CSP_DIRECTIVES } from '../web-app/web-app';

/**
 * The Content-Security-Policy of Swagger UI at /docs and /api/docs: the web app's (docs/decisions/0019-web-serving.md:
 * scripts, fonts and calls from the gateway's own origin only, no plugins, no framing), except that styles may also be
 * inline, since swagger-ui-express's page holds two `<style>` elements and Swagger UI sets style attributes as it
 * renders, and that images come from the origin and data: URLs (its icons). Scripts stay `'self'`: the page loads
 * swagger-ui-bundle.js, the standalone preset and swagger-ui-init.js from its own path and runs no inline script.
 */
export const SWAGGER_UI_CSP_DIRECTIVES = {
  ...WEB_APP_CSP_DIRECTIVES,
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
} as const;

/**
 * Headers of every answer under /docs and /api/docs (the page, its init script and Swagger UI's files, redirects and
 * 404s included): helmet's set with SWAGGER_UI_CSP_DIRECTIVES (OWASP Secure Headers: `X-Content-Type-Options:
 * nosniff`, `frame-ancestors 'none'`, HSTS, Referrer-Policy, cross-origin policies) and the Cache-Control of every API
 * answer (`no-store`, docs/decisions/0007-edge-hardening.md), which static files keep (express.static leaves a set
 * Cache-Control alone).
 */
export function swaggerUiHeaders(): RequestHandler {
  const helmetHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives: SWAGGER_UI_CSP_DIRECTIVES } });
  const cacheControl = API_RESPONSE_HEADERS.get('Cache-Control') ?? 'no-store';
  return (req, res, next) => {
    res.setHeader('Cache-Control', cacheControl);
    helmetHeaders(req, res, next);
  };
}
