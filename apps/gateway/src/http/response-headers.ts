import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The headers helmet's defaults set, taken once: helmet is run against a stand-in response when the gateway starts and
 * what it set is kept. helmet 8 with its defaults computes every value when it is created and reads nothing of the
 * request, so each answer would get the same values; this runs its dozen middlewares once instead of per request.
 * @throws Error when helmet did not finish synchronously or passed an error (options that depend on the request).
 */
function helmetDefaultHeaders(): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
      return this;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let done = false;
  helmet()({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers synchronously: they depend on the request');
  return headers;
}

/**
 * Headers of every answer of both APIs, errors included (docs/decisions/0007-edge-hardening.md): helmet's defaults
 * (OWASP Secure Headers: `X-Content-Type-Options: nosniff`, a `default-src 'self'` Content-Security-Policy,
 * `X-Frame-Options`, `Referrer-Policy: no-referrer`, HSTS, cross-origin policies) and `Cache-Control: no-store`:
 * answers carry findings, users and sessions, which no browser or shared cache may keep (OWASP ASVS 8.2.1), and the
 * interface spec asks no caching of either API. The OpenAPI documents, served outside the APIs' routers, get them
 * too; Swagger UI gets helmet's set with a CSP it works under (openapi/swagger-ui-headers.ts).
 */
const headers = new Map([...helmetDefaultHeaders(), ['Cache-Control', 'no-store']]);
export const API_RESPONSE_HEADERS: ReadonlyMap<string, string> = headers;

/**
 * Sets API_RESPONSE_HEADERS on every answer, in one call (computed once; docs/decisions/0017-gateway-request-path.md:
 * helmet's middlewares and a second one for Cache-Control ran per request before).
 */
export const apiResponseHeaders: RequestHandler = (_req, res, next) => {
  res.setHeaders(headers);
  next();
};
