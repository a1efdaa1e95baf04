import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers of every answer of both APIs, errors included (docs/decisions/0007-edge-hardening.md): helmet's defaults
 * (OWASP Secure Headers: `X-Content-Type-Options: nosniff`, a `default-src 'self'` Content-Security-Policy,
 * `X-Frame-Options`, `Referrer-Policy: no-referrer`, HSTS, cross-origin policies) and `Cache-Control: no-store`:
 * answers carry findings, users and sessions, which no browser or shared cache may keep (OWASP ASVS 8.2.1), and the
 * interface spec asks no caching of either API. The OpenAPI documents and Swagger UI are served outside the APIs'
 * routers and keep their own headers.
 */
export const API_RESPONSE_HEADERS: readonly RequestHandler[] = [
  helmet(),
  (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  },
];
