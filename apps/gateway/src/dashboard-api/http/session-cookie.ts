import type { CookieOptions, Request, Response } from 'express';

/** The session cookie (interface spec, login: cookie session_id). */
export const SESSION_COOKIE = 'session_id';
/** Session lifetime: the cookie's maxAge (interface spec, Limits: 24 hours). */
const SESSION_MAX_AGE_MS = 24 * 3_600_000;
/**
 * The trusted-device cookie (OWASP Authentication Cheat Sheet, "Device Cookies"; not in the specification): set after
 * a successful login, sent only to POST /api/auth/login, it exempts this browser from the account's failed-login cap
 * so that an attacker cannot lock the account's owner out.
 */
const DEVICE_COOKIE = 'vmdash_device';
const DEVICE_COOKIE_PATH = '/api/auth/login';

/**
 * The single sign-on transaction cookie (docs/decisions/0029-oidc-sign-in.md): state, nonce and PKCE code verifier
 * between the redirect to the provider and its callback, sent only to the callback, for 10 minutes. sameSite lax: the
 * provider's redirect back is a top-level navigation from another site. Its state, compared with the callback's, ties
 * the answer to the browser that started the sign-in (OpenID Connect Core 1.0 section 3.1.2.1, CSRF).
 */
const OIDC_TRANSACTION_COOKIE = 'vmdash_oidc';
const OIDC_TRANSACTION_PATH = '/api/auth/oidc/callback';
const OIDC_TRANSACTION_MAX_AGE_MS = 10 * 60_000;

/** How cookies are written: `secure` only when running in production (interface spec, login). */
export interface CookiePolicy {
  secure: boolean;
}

function sessionCookieOptions(policy: CookiePolicy): CookieOptions {
  return { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: '/' };
}

/** Sets `session_id`: httpOnly, sameSite lax, secure in production, maxAge 24 h, path /. */
export function setSessionCookie(res: Response, sessionId: string, policy: CookiePolicy): void {
  res.cookie(SESSION_COOKIE, sessionId, { ...sessionCookieOptions(policy), maxAge: SESSION_MAX_AGE_MS });
}

/** Clears `session_id` (same attributes, expired). */
export function clearSessionCookie(res: Response, policy: CookiePolicy): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(policy));
}

/** Sets the trusted-device cookie: httpOnly, sameSite strict, secure in production, only sent to the login route. */
export function setDeviceCookie(res: Response, token: string, maxAgeSeconds: number, policy: CookiePolicy): void {
  res.cookie(DEVICE_COOKIE, token, { httpOnly: true, secure: policy.secure, sameSite: 'strict', path: DEVICE_COOKIE_PATH, maxAge: maxAgeSeconds * 1000 });
}

/** Sets the single sign-on transaction cookie (`value` already encoded): httpOnly, sameSite lax, callback path only. */
export function setOidcTransactionCookie(res: Response, value: string, policy: CookiePolicy): void {
  res.cookie(OIDC_TRANSACTION_COOKIE, value, { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: OIDC_TRANSACTION_PATH, maxAge: OIDC_TRANSACTION_MAX_AGE_MS });
}

/** Clears the single sign-on transaction cookie: one callback per transaction. */
export function clearOidcTransactionCookie(res: Response, policy: CookiePolicy): void {
  res.clearCookie(OIDC_TRANSACTION_COOKIE, { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: OIDC_TRANSACTION_PATH });
}

/** Stands for a cookie that is present but not plain text (cookie-parser turns `j:{...}` values into objects). */
const NOT_TEXT = '(not text)';

/**
 * A cookie's value: undefined when the request has none (or an empty one, as a cleared cookie reads); a cookie that
 * cookie-parser decoded into a JSON value counts as present but invalid (it cannot name anything).
 */
function cookieOf(req: Request, name: string): string | undefined {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  if (!cookies || !Object.prototype.hasOwnProperty.call(cookies, name)) return undefined;
  const value = cookies[name];
  if (typeof value !== 'string') return NOT_TEXT;
  return value.length > 0 ? value : undefined;
}

/** The `session_id` cookie of a request, if any. */
export function sessionCookieOf(req: Request): string | undefined {
  return cookieOf(req, SESSION_COOKIE);
}

/** The trusted-device cookie of a request, if any. */
export function deviceCookieOf(req: Request): string | undefined {
  return cookieOf(req, DEVICE_COOKIE);
}

/** The single sign-on transaction cookie of a request, if any. */
export function oidcTransactionCookieOf(req: Request): string | undefined {
  return cookieOf(req, OIDC_TRANSACTION_COOKIE);
}
