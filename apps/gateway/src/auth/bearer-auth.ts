import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { signInternalToken } from '@vmdash/identity';
import passportStatic from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { AuthenticatedCallerCache } from './authenticated-caller.cache';
import { createBearerVerifier, type BearerVerifierOptions } from './bearer-token.verifier';
import type { Scope } from '@vmdash/domain';

/** Body of every 401 of the Data API (FastAPI's HTTPBearer wording). */
export const NOT_AUTHENTICATED_BODY = { detail: 'Not authenticated' } as const;
/** Body of every 403 of the Data API: a valid token without the scope the route needs. */
export const NOT_ENOUGH_PERMISSIONS_BODY = { detail: 'Not enough permissions' } as const;

/** The caller of a request after authentication, with the internal token forwarded to services. */
interface AuthenticatedCaller {
  subject: string;
  scopes: string[];
  /** ES256 internal token (libs/identity) for the gRPC calls made while serving this request. */
  internalToken: string;
}

const CALLER_KEY = 'caller';

/** The authenticated caller of a request (set by `authenticate`). @throws Error when used before it. */
export function callerOf(res: Response): AuthenticatedCaller {
  const caller = res.locals[CALLER_KEY] as AuthenticatedCaller | undefined;
  if (!caller) throw new Error('callerOf used on a request that was not authenticated');
  return caller;
}

/** 401 with `WWW-Authenticate: Bearer` (RFC 6750 section 3) and `{"detail":"Not authenticated"}`. */
function sendNotAuthenticated(res: Response): void {
  res.status(401).set('WWW-Authenticate', 'Bearer').json(NOT_AUTHENTICATED_BODY);
}

/**
 * The memo's caller for a request whose only credential is an `Authorization: Bearer <token>` header (passport-http-bearer's
 * parsing: two space-separated parts, the scheme case-insensitive) with a token verified before; undefined otherwise,
 * including a request that also carries `access_token` in its query or body (the strategy refuses those), so every
 * other case takes the strategy's path.
 */
function rememberedCaller(req: Request, cache: AuthenticatedCallerCache<AuthenticatedCaller>): AuthenticatedCaller | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const parts = header.split(' ');
  if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return undefined;
  const caller = cache.get(parts[1]);
  if (!caller) return undefined;
  const body = req.body as { access_token?: unknown } | undefined;
  // Express 5 parses the query string on every read of req.query; without a `?` there is none to parse.
  const query = req.url.includes('?') ? (req.query as { access_token?: unknown } | undefined) : undefined;
  if (query?.access_token || body?.access_token) return undefined;
  return caller;
}

/** Options of the bearer authentication of the Data API. */
interface BearerAuthOptions extends BearerVerifierOptions {
  /** PEM of the ES256 key that signs internal caller tokens. */
  internalTokenPrivateKey: string;
}

/** The two middlewares of the Data API's security: who is calling, and may they do this. */
export interface BearerAuth {
  /** Authenticates `Authorization: Bearer <JWT>`; 401 for a missing or invalid token. */
  authenticate: RequestHandler;
  /** 403 unless the authenticated caller's token carries `scope`. */
  requireScope(scope: Scope): RequestHandler;
}

/**
 * Builds the bearer authentication: a passport strategy (`passport-http-bearer`) on its own Passport instance, so
 * several gateways in one process (tests) keep separate keys. The token must come in the Authorization header;
 * tokens in the query string or body (which the strategy would otherwise take, RFC 6750 2.2-2.3) are refused so they
 * never end up in URLs and access logs. A verified token is exchanged for a signed internal token (docs/architecture.md,
 * Identity) carrying its subject and scopes, and remembered (AuthenticatedCallerCache): a remembered token is taken
 * without running the strategy again (rememberedCaller).
 */
export function createBearerAuth(options: BearerAuthOptions): BearerAuth {
  const verify = createBearerVerifier(options);
  const cache = new AuthenticatedCallerCache<AuthenticatedCaller>();
  const passport = new passportStatic.Passport();
  passport.use(
    'bearer',
    new BearerStrategy({ passReqToCallback: true }, (req: Request, token: string, done: (error: unknown, user?: AuthenticatedCaller | false) => void) => {
      const header = req.headers.authorization;
      if (typeof header !== 'string' || header.slice(header.indexOf(' ') + 1) !== token) return done(null, false);
      const cached = cache.get(token);
      if (cached) return done(null, cached);
      const bearer = verify(token);
      if (!bearer) return done(null, false);
      const caller: AuthenticatedCaller = {
        subject: bearer.subject,
        scopes: bearer.scopes,
        internalToken: signInternalToken({ subject: bearer.subject, scopes: bearer.scopes }, options.internalTokenPrivateKey),
      };
      cache.set(token, caller, bearer.expiresAtMs);
      return done(null, caller);
    }),
  );

  const authenticate: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    // A token verified before (in the memo) skips passport's machinery, which costs the gateway a few per cent of its
    // time under load (docs/decisions/0017-gateway-request-path.md); the answer is the strategy's own.
    const remembered = rememberedCaller(req, cache);
    if (remembered) {
      res.locals[CALLER_KEY] = remembered;
      return next();
    }
    const middleware = passport.authenticate('bearer', { session: false }, (error: unknown, caller: AuthenticatedCaller | false | undefined) => {
      if (error) return next(error);
      if (!caller) return sendNotAuthenticated(res);
      res.locals[CALLER_KEY] = caller;
      next();
    }) as RequestHandler;
    return middleware(req, res, next);
  };

  const requireScope =
    (scope: Scope): RequestHandler =>
    (_req, res, next) => {
      if (callerOf(res).scopes.includes(scope)) return next();
      // RFC 6750 section 3.1: insufficient_scope names the scope the request needs.
      res.status(403).set('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${scope}"`).json(NOT_ENOUGH_PERMISSIONS_BODY);
    };

  return { authenticate, requireScope };
}
