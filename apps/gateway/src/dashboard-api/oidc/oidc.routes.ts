import { unaryCall } from '@vmdash/grpc';
import type { Request } from 'express';
import { z } from '../../openapi/zod';
import { jsonResult, redirectResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { ErrorBody, MessageBody } from '../http/dashboard-schemas';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { clearOidcTransactionCookie, oidcTransactionCookieOf, setOidcTransactionCookie, setSessionCookie } from '../http/session-cookie';
import { OidcVerificationError } from './oidc-relying-party';

const tag = 'auth';

/** Texts of the single sign-on routes (docs/decisions/0029-oidc-sign-in.md). */
export const OIDC_TEXTS = {
  notConfigured: 'Single sign-on is not configured',
  transactionMissing: 'The sign-in expired or was started in another browser: sign in again',
  notVerified: "The identity provider's answer could not be verified: sign in again",
  failed: 'Single sign-on failed',
  logoutRequestInvalid: 'logout_token is required',
  logoutTokenRefused: 'The logout token could not be verified',
  loggedOut: 'The sessions of the logout token ended',
} as const;

/** Longest logout token read, characters (a signed JWT of a few claims is well under 2 KB). */
const MAX_LOGOUT_TOKEN_LENGTH = 8192;

/** The body of a back-channel logout (OpenID Connect Back-Channel Logout 1.0, section 2.5): the form field logout_token. */
const BackChannelLogoutRequest = z
  .strictObject({ logout_token: z.string({ error: OIDC_TEXTS.logoutRequestInvalid }).min(1, OIDC_TEXTS.logoutRequestInvalid).max(MAX_LOGOUT_TOKEN_LENGTH) })
  .openapi('BackChannelLogoutRequest');

/** Longest `returnTo` kept, characters. */
const MAX_RETURN_TO_LENGTH = 2048;

/**
 * `returnTo` when it is a path of this app (`/` then anything but a second `/` or `\`, no control characters or
 * backslashes anywhere), else `/`: the sign-in never sends a browser to another site (OWASP Unvalidated Redirects and
 * Forwards Cheat Sheet). Browsers read `//host` and `/\host` as other hosts.
 */
export function appPathOf(returnTo: string | undefined): string {
  if (returnTo === undefined || returnTo.length > MAX_RETURN_TO_LENGTH) return '/';
  const hasControlCharacter = [...returnTo].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  return /^\/(?![/\\])[^\\\s]*$/.test(returnTo) && !hasControlCharacter ? returnTo : '/';
}

/** The raw query of the request (the text after `?`), as the provider sent it. */
const rawQueryOf = (req: Request) => {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
};

const text = z.string().max(MAX_RETURN_TO_LENGTH).optional();

/** How long a browser or proxy may keep the sign-in options, seconds: they change only with the gateway's settings. */
const SIGN_IN_OPTIONS_MAX_AGE_SECONDS = 300;

/** GET /api/auth/sign-in-options: what the sign-in page offers besides the password form. */
export const SignInOptionsResponse = z
  .object({
    singleSignOn: z
      .object({
        providerName: z.string().openapi({ description: 'Shown as "Sign in with <providerName>" (OIDC_PROVIDER_NAME)', example: 'Contoso Entra ID' }),
        loginPath: z.literal('/api/auth/oidc/login').openapi({ description: 'Where the button sends the browser (add ?returnTo=<path of the app>)' }),
      })
      .nullable()
      .openapi({ description: 'null when single sign-on is not configured' }),
  })
  .openapi('SignInOptions');

/**
 * The single sign-on routes (OpenID Connect Core 1.0 authorization code flow with PKCE, RFC 7636; docs/decisions/
 * 0029-oidc-sign-in.md): `login` sends the browser to the provider, `callback` checks its answer, signs the user in
 * through the dashboard's OidcSignIn (the same session and cookie as POST /api/auth/login) and sends the browser to a
 * path of the app. Without OIDC_ISSUER_URL both answer 404 "Single sign-on is not configured"; `sign-in-options` tells the
 * sign-in page whether to offer the provider's button.
 */
export function oidcRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { client, cookies, oidc } = deps;
  const notConfigured = () => jsonResult({ error: OIDC_TEXTS.notConfigured }, 404);
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/auth/sign-in-options',
      access: { kind: 'public' },
      query: z.strictObject({}),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: OIDC_TEXTS.failed,
      docs: {
        operationId: 'signInOptions',
        summary: 'What the sign-in page offers (single sign-on)',
        description: `Not in the specification. Whether single sign-on is configured and the provider's name, for the sign-in page's "Sign in with <provider>" button. The same for every caller: \`Cache-Control: public, max-age=${SIGN_IN_OPTIONS_MAX_AGE_SECONDS}\`.`,
        tag,
        responses: { 200: { description: 'The options', schema: SignInOptionsResponse }, 400: { description: '"Unknown query parameter <key>": it takes none', schema: ErrorBody } },
      },
      handle: async ({ res }) => {
        res.setHeader('Cache-Control', `public, max-age=${SIGN_IN_OPTIONS_MAX_AGE_SECONDS}`);
        return jsonResult({ singleSignOn: oidc ? { providerName: oidc.providerName, loginPath: '/api/auth/oidc/login' } : null });
      },
    }),

    defineDashboardRoute({
      method: 'get',
      path: '/api/auth/oidc/login',
      access: { kind: 'public' },
      query: z.object({ returnTo: text.openapi({ description: 'A path of the app to land on after signing in (anything else lands on /)', example: '/findings' }) }),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: OIDC_TEXTS.failed,
      docs: {
        operationId: 'oidcLogin',
        summary: 'Sign in with the identity provider (single sign-on)',
        description:
          'Not in the specification. Redirects (302) to the OpenID provider\'s authorization endpoint: authorization code flow with PKCE (S256), a new state and nonce, kept for 10 minutes in the `vmdash_oidc` cookie (sealed: a compact JWE, encrypted and authenticated with a key only the gateway has; httpOnly, sameSite lax, path /api/auth/oidc/callback). 404 "Single sign-on is not configured" without a provider.',
        tag,
        responses: { 302: { description: "To the provider's authorization endpoint" }, 404: { description: '"Single sign-on is not configured"', schema: ErrorBody } },
      },
      handle: async ({ query, res }) => {
        if (!oidc) return notConfigured();
        const { sealedTransaction, authorizationUrl } = await oidc.start(appPathOf(query.returnTo));
        setOidcTransactionCookie(res, sealedTransaction, cookies);
        return redirectResult(authorizationUrl);
      },
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/oidc/backchannel-logout',
      access: accessOf('vmdash.v1.DashboardAuthService/OidcLogout'),
      body: BackChannelLogoutRequest,
      bodyKind: 'urlencoded',
      bodyLimitBytes: 16 * 1024,
      invalidInputText: OIDC_TEXTS.logoutRequestInvalid,
      failureText: OIDC_TEXTS.failed,
      docs: {
        operationId: 'oidcBackChannelLogout',
        summary: "The identity provider ends a person's sessions (back-channel logout)",
        description:
          'Not in the specification. OpenID Connect Back-Channel Logout 1.0, called by the provider, not a browser: the form field `logout_token` is validated as its section 2.6 says (signature by a key of the provider\'s JWKS, `iss`, `aud` this client, `iat` at most 5 minutes old, `jti`, the back-channel logout event, no `nonce`) and must name a `sub`; a token whose `jti` was used before is refused (a replay); then every session of the user with that provider identity ends (audit action logout with method oidc_backchannel). 200 also when the person has no vmdash user or session. 400 when the token is missing, cannot be verified (the reason goes to the log) or was used already. 404 "Single sign-on is not configured" without a provider.',
        tag,
        responses: {
          200: { description: 'The sessions ended', schema: MessageBody },
          400: { description: '"logout_token is required", "The logout token could not be verified" or "The logout token was used already"', schema: ErrorBody },
          404: { description: '"Single sign-on is not configured"', schema: ErrorBody },
        },
      },
      handle: async ({ body, clientAddress, call }) => {
        if (!oidc) return notConfigured();
        let person;
        try {
          person = await oidc.verifyLogoutToken(body.logout_token);
        } catch (error) {
          if (!(error instanceof OidcVerificationError)) throw error;
          deps.logger.warn({ reason: error.message }, 'back-channel logout token refused');
          return jsonResult({ error: OIDC_TEXTS.logoutTokenRefused }, 400);
        }
        await unaryCall(
          client,
          'OidcLogout',
          { issuer: person.issuer, subject: person.subject, jti: person.jti, jti_kept_until: person.acceptableUntil.toISOString(), client_address: clientAddress },
          call,
        );
        return jsonResult({ message: OIDC_TEXTS.loggedOut });
      },
    }),

    defineDashboardRoute({
      method: 'get',
      path: '/api/auth/oidc/callback',
      access: accessOf('vmdash.v1.DashboardAuthService/OidcSignIn'),
      query: z.object({ code: text, state: text, iss: text, error: text, error_description: text }),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: OIDC_TEXTS.failed,
      docs: {
        operationId: 'oidcCallback',
        summary: "The identity provider's answer (single sign-on)",
        description:
          "Not in the specification. Checks the answer against the `vmdash_oidc` transaction (state, PKCE code verifier, then the ID token: issuer, audience, signature, expiry, nonce), maps the provider's groups to a vmdash group and bu_teams, creates the user at its first sign-in and updates group and teams at every one. On success sets the same `session_id` cookie as POST /api/auth/login (audit action login with method oidc) and redirects (302) to the path of the app the sign-in started from (never another site). Refusals: 400 when the transaction cookie is missing, 401 when it was tampered with, is another deployment's or expired, or when the answer cannot be verified, 401 with the reason for a user with no mapped group (audited), a disabled user or a local user of the same name.",
        tag,
        responses: {
          302: { description: 'Signed in; `Set-Cookie: session_id=...`; to a path of the app' },
          400: { description: '"The sign-in expired or was started in another browser: sign in again"', schema: ErrorBody },
          401: { description: "The answer could not be verified, or the user may not sign in (the reason's text)", schema: ErrorBody },
          404: { description: '"Single sign-on is not configured"', schema: ErrorBody },
        },
      },
      handle: async ({ req, res, clientAddress, call }) => {
        if (!oidc) return notConfigured();
        const sealedTransaction = oidcTransactionCookieOf(req);
        clearOidcTransactionCookie(res, cookies);
        if (sealedTransaction === undefined) return jsonResult({ error: OIDC_TEXTS.transactionMissing }, 400);
        let identity;
        try {
          identity = await oidc.finish(rawQueryOf(req), sealedTransaction);
        } catch (error) {
          if (!(error instanceof OidcVerificationError)) throw error;
          deps.logger.warn({ reason: error.message }, 'single sign-on answer refused');
          return jsonResult({ error: OIDC_TEXTS.notVerified }, 401);
        }
        const response = await unaryCall(
          client,
          'OidcSignIn',
          {
            issuer: identity.issuer,
            subject: identity.subject,
            username: identity.username,
            email: identity.email,
            group: identity.group,
            bu_teams: identity.buTeams,
            provider_groups: identity.providerGroups,
            sealed_credential: identity.sealedCredential,
            client_address: clientAddress,
          },
          call,
        );
        if (!/^[0-9a-f]{64}$/.test(response.session_id)) throw new Error('single sign-on succeeded without a session');
        setSessionCookie(res, response.session_id, cookies);
        return redirectResult(appPathOf(identity.returnTo));
      },
    }),
  ];
}
