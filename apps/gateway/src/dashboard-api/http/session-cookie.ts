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
