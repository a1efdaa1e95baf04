import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ValueDeterminingMiddleware } from 'express-rate-limit';
import type { Logger } from '@vmdash/observability';
import type { DashboardApiDeps, RateLimitName } from '../dashboard-api.deps';
import { SPEC_TEXTS } from './dashboard-texts';
import { sessionOf } from './dashboard-session';

/** the interface spec, Limits: login 20 and password change 5 per 15 minutes. */
export const RATE_LIMITS: Record<RateLimitName, { windowMs: number; limit: number; text: string }> = {
  login: { windowMs: 15 * 60_000, limit: 20, text: SPEC_TEXTS.tooManyLogins },
  'password-change': { windowMs: 15 * 60_000, limit: 5, text: SPEC_TEXTS.tooManyPasswordChanges },
};

/**
 * The two limiters (express-rate-limit): 429 with the specification's text, the IETF draft-8 `RateLimit` and
 * `RateLimit-Policy` headers, no legacy `X-RateLimit-*` headers. Counts live in the shared store, so every gateway
 * replica counts together and a restart forgets nothing.
 * - login: per client address, every attempt counts but one the dashboard shed before its password check (503).
 * - password-change: per validated session (it runs after the session guard; the key is the SHA-256 of the session
 *   id, never an arbitrary cookie string and never the id itself), per client address when there is no session.
 * A store failure is an error (the route answers its 500 text): a limit that fails open would invite brute force.
 */
export function createRateLimiters(deps: Pick<DashboardApiDeps, 'rateLimitStore'>, logger: Logger): Record<RateLimitName, RequestHandler> {
  const limiterLogger = {
    error: (error: unknown, message?: string) => logger.error({ err: error }, message ?? 'rate limiter error'),
    warn: (error: unknown, message?: string) => logger.warn({ err: error }, message ?? 'rate limiter warning'),
  };
  const build = (name: RateLimitName, keyGenerator: ValueDeterminingMiddleware<string>, extra: Partial<Parameters<typeof rateLimit>[0]> = {}) =>
    rateLimit({
      ...extra,
      windowMs: RATE_LIMITS[name].windowMs,
      limit: RATE_LIMITS[name].limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      message: { error: RATE_LIMITS[name].text },
      store: deps.rateLimitStore(name),
      keyGenerator,
      passOnStoreError: false,
      logger: limiterLogger,
    });
  return {
    // The client address: req.ip (TRUST_PROXY decides whether X-Forwarded-For counts, so a client behind no trusted
    // proxy cannot choose it), IPv6 addresses grouped by /56 (ipKeyGenerator).
    login: build('login', (req) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`, {
      // A sign-in the dashboard shed (503, decision 0017 "Sign-ins under load") checked no password: its count is
      // given back, so asking again after Retry-After does not use up the caller's attempts.
      skipFailedRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode !== 503,
    }),
    'password-change': build('password-change', (req, res) => {
      const session = sessionOf(res);
      return session ? `session:${createHash('sha256').update(session.sessionId).digest('hex')}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
    }),
  };
}
