import type { RequestHandler } from 'express';
import { CHOSEN_TEXTS } from './dashboard-texts';

/** Methods that may change state; GET, HEAD and OPTIONS never do on the dashboard API. */
const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in addition to the cookie's sameSite=lax (OWASP CSRF Prevention Cheat Sheet: Fetch Metadata and
 * "Verifying Origin with Standard Headers"). A state-changing request is refused with 403
 * `{"error":"Cross-site request refused"}` when
 * - the browser marks it `Sec-Fetch-Site: cross-site` or `same-site` and its Origin is not an allowed origin, or
 * - it has no Fetch Metadata but an Origin that is not allowed (including the opaque origin "null").
 * Requests without both headers come from non-browser clients (a browser always sends Origin on a cross-origin
 * POST), which cannot ride on a victim's cookie, and pass. The login route is covered too (login CSRF).
 * The allowed origins come from configuration only (PUBLIC_URL and DASHBOARD_ALLOWED_ORIGINS), never from the Host
 * header: a client chooses its Host, so "Origin equals Host" proves nothing (docs/decisions/0007).
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return next();
    const origin = req.get('origin');
    const originAllowed = origin !== undefined && allowed.has(origin);
    const refused = site !== undefined ? !originAllowed : origin !== undefined && !originAllowed;
    if (!refused) return next();
    res.status(403).json({ error: CHOSEN_TEXTS.crossSiteRefused });
  };
}
