import { USER_GROUPS, type UserGroup } from '@vmdash/domain';
import type * as OpenIdClient from 'openid-client';
import { z } from 'zod';
import type { OidcSealer } from './oidc-sealing';

/** The gateway's single sign-on settings (config.ts, OIDC_*; docs/decisions/0029-oidc-sign-in.md). */
export interface OidcSettings {
  /** The provider's issuer identifier; its discovery document is read at the first sign-in. */
  issuer: URL;
  /** Shown on the sign-in page ("Sign in with <name>"). */
  providerName: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes, `openid` among them. */
  scopes: string;
  /** The ID-token claim holding the provider's groups (an array of names, or one name). */
  groupsClaim: string;
  /** The ID-token claim holding the username (e.g. preferred_username). */
  usernameClaim: string;
  /** Provider group -> vmdash group; the most privileged mapped one wins (USER_GROUPS order). */
  groupMap: Readonly<Record<string, UserGroup>>;
  /** Provider group -> bu_team; a user's teams are those of every mapped group. */
  teamMap: Readonly<Record<string, string>>;
  /** The callback URL registered at the provider: PUBLIC_URL + /api/auth/oidc/callback. */
  redirectUri: string;
}

/** What the browser keeps, sealed, between the redirect to the provider and the callback (the transaction cookie). */
export interface OidcTransaction {
  state: string;
  nonce: string;
  /** The PKCE code verifier (RFC 7636 section 4.1). */
  codeVerifier: string;
  /** A path of the app to land on after signing in. */
  returnTo: string;
}

/** A verified sign-in at the provider, in vmdash's terms. */
export interface OidcIdentity {
  /** The path of the app the sign-in started from (the transaction's). */
  returnTo: string;
  issuer: string;
  subject: string;
  username: string;
  email: string;
  /** The mapped vmdash group; '' when no provider group maps to one. */
  group: UserGroup | '';
  buTeams: string[];
  providerGroups: string[];
  /** The provider's refresh token (else its access token) sealed for the session's re-checks; '' when it gave neither. */
  sealedCredential: string;
}

/** The provider's answer could not be verified (state, nonce, PKCE, ID token, or the provider's own error). */
export class OidcVerificationError extends Error {}

/** The person a verified logout token names (OpenID Connect Back-Channel Logout 1.0, section 2.4), and its `jti`. */
export interface OidcLogoutSubject {
  issuer: string;
  subject: string;
  jti: string;
  /** Until when the token would pass these checks (its `exp`, or `iat` plus the age limit): how long to remember `jti`. */
  acceptableUntil: Date;
}

/**
 * What a re-check of a session at the provider found (docs/decisions/0029-oidc-sign-in.md, Re-check): the person is
 * still authorised (with a rotated credential to keep, '' none, and the freshly mapped groups when the provider sent
 * them), the provider refused (`reason`: invalid_grant, access_token_refused, subject_changed, credential_unreadable),
 * or no answer could be had (the provider unreachable or failing: nothing is decided, the re-check runs again later).
 */
export type OidcRecheckOutcome =
  { kind: 'authorised'; sealedCredential: string; claims?: { group: UserGroup | ''; buTeams: string[] } } | { kind: 'refused'; reason: string } | { kind: 'unavailable'; reason: string };

/** The `events` member of a logout token (OpenID Connect Back-Channel Logout 1.0, section 2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Oldest logout token accepted, by its `iat`, seconds: a captured token cannot be replayed later. */
const LOGOUT_TOKEN_MAX_AGE_SECONDS = 300;

/** How long a sign-in transaction is good for, seconds (the `vmdash_oidc` cookie's lifetime too). */
export const OIDC_TRANSACTION_SECONDS = 600;

/**
 * Longest wait for one answer of the provider, seconds (discovery, code exchange, refresh, userinfo): well within the
 * 30-second lease of a re-check (apps/dashboard sessions, OIDC_RECHECK_LEASE_MS), so no second replica starts a
 * re-check while a slow first one may still redeem the same refresh token.
 */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** How long a sealed credential is good for, seconds: a session's 24 hours and an hour's margin. */
const CREDENTIAL_SECONDS = 25 * 3600;

/** The relying party: the redirect to the provider, the check of its answer, and the re-check of a session. */
export interface OidcRelyingParty {
  providerName: string;
  /**
   * A new transaction (state, nonce, PKCE code verifier, `returnTo`), sealed for the `vmdash_oidc` cookie (compact
   * JWE, OIDC_TRANSACTION_SECONDS), and the provider's authorization URL for it (code flow, S256 PKCE, state, nonce).
   */
  start(returnTo: string): Promise<{ sealedTransaction: string; authorizationUrl: string }>;
  /**
   * Opens the sealed transaction and redeems the code of the callback whose query is `callbackQuery` (the text after
   * `?`) for it: checks state, PKCE, the ID token (issuer, audience, signature, expiry, nonce) through openid-client.
   * @throws OidcVerificationError when the transaction is tampered with, foreign or expired, when any check fails, or
   *   when the provider answered an error
   */
  finish(callbackQuery: string, sealedTransaction: string): Promise<OidcIdentity>;
  /**
   * Re-checks a session's sealed credential at the provider: redeems the refresh token (RFC 6749 section 6; the ID
   * token it may bring must name the same `sub`), or, without one, asks userinfo with the access token. An OAuth
   * `invalid_grant` or a 401 of userinfo is a refusal; any other failure is `unavailable`. Never throws.
   */
  recheck(sealedCredential: string): Promise<OidcRecheckOutcome>;
  /**
   * Validates a logout token as OpenID Connect Back-Channel Logout 1.0 section 2.6 says: a JWT signed by a key of the
   * provider's JWKS (the ID token's algorithm), `iss` the provider's, `aud` this client, `iat` present and at most
   * LOGOUT_TOKEN_MAX_AGE_SECONDS old, `exp` (when present) not passed, `jti` present, `events` holding
   * BACKCHANNEL_LOGOUT_EVENT with an object, no `nonce`; and a `sub`, since vmdash ends the sessions of a person (a
   * token naming only a provider session, `sid`, is refused).
   * @throws OidcVerificationError when any check fails
   */
  verifyLogoutToken(logoutToken: string): Promise<OidcLogoutSubject>;
}

/** The transaction as sealed in the cookie. */
const TransactionShape = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string(), returnTo: z.string() });

/** The provider's credential as sealed with a session: its `sub`, and its refresh token or else its access token. */
const CredentialShape = z.object({ subject: z.string(), refreshToken: z.string().optional(), accessToken: z.string().optional() });

/** `value` as a list of strings: an array's string members, a single string as one, anything else none. */
function namesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The vmdash group and bu_teams of the provider's `groups` under the settings' maps: the most privileged mapped group
 * (USER_GROUPS order: Admin, Standard_User, Leadership, Read_Only), '' when none maps; the teams of every mapped
 * group, sorted, each once.
 */
export function mapProviderGroups(groups: readonly string[], settings: Pick<OidcSettings, 'groupMap' | 'teamMap'>): { group: UserGroup | ''; buTeams: string[] } {
  const has = (name: string) => Object.prototype.hasOwnProperty.call(settings.groupMap, name);
  const mapped = new Set(groups.filter(has).map((name) => settings.groupMap[name]));
  const group = USER_GROUPS.find((candidate) => mapped.has(candidate)) ?? '';
  const teams = groups.filter((name) => Object.prototype.hasOwnProperty.call(settings.teamMap, name)).map((name) => settings.teamMap[name]);
  return { group, buTeams: [...new Set(teams)].sort() };
}

/**
 * The relying party over openid-client (OpenID Connect Core 1.0, authorization code flow; RFC 7636 PKCE with S256).
 * Discovery runs at the first use and is kept; a failed one is tried again at the next. An `http://` issuer is allowed
 * only on a loopback address (the development and test provider, tools/simulators/oidc-provider). Transactions and
 * credentials are sealed by `sealer` (oidc-sealing.ts).
 */
export function createOidcRelyingParty(settings: OidcSettings, sealer: OidcSealer): OidcRelyingParty {
  let configuration: Promise<OpenIdClient.Configuration> | undefined;
  const configured = async () => {
    // openid-client is an ES module: loaded when single sign-on is first used.
    const oidc = await import('openid-client');
    configuration ??= oidc
      .discovery(settings.issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(settings.issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(settings.issuer.hostname) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return { oidc, config: await configuration };
  };
  let providerKeys: ReturnType<typeof import('jose').createRemoteJWKSet> | undefined;
  const keysOf = async (config: OpenIdClient.Configuration) => {
    // jose (openid-client's own JOSE library) is an ES module too.
    const jose = await import('jose');
    const jwksUri = config.serverMetadata().jwks_uri;
    if (!jwksUri) throw new OidcVerificationError('the provider publishes no jwks_uri');
    providerKeys ??= jose.createRemoteJWKSet(new URL(jwksUri));
    return { jose, keys: providerKeys };
  };
  /** The group and teams of fresh claims, when they carry the groups claim at all. */
  const claimsOf = (claims: Record<string, unknown> | undefined) => (claims && settings.groupsClaim in claims ? { claims: mapProviderGroups(namesOf(claims[settings.groupsClaim]), settings) } : {});
  return {
    providerName: settings.providerName,
    async recheck(sealedCredential) {
      let credential: z.infer<typeof CredentialShape>;
      try {
        credential = CredentialShape.parse(await sealer.open('credential', sealedCredential));
      } catch {
        return { kind: 'refused', reason: 'credential_unreadable' };
      }
      let oidc: typeof OpenIdClient;
      let config: OpenIdClient.Configuration;
      try {
        ({ oidc, config } = await configured());
      } catch (error) {
        return { kind: 'unavailable', reason: (error as Error).message };
      }
      try {
        if (credential.refreshToken) {
          const tokens = await oidc.refreshTokenGrant(config, credential.refreshToken);
          const claims = tokens.claims();
          if (claims && claims.sub !== credential.subject) return { kind: 'refused', reason: 'subject_changed' };
          const rotated = tokens.refresh_token && tokens.refresh_token !== credential.refreshToken;
          return {
            kind: 'authorised',
            sealedCredential: rotated ? await sealer.seal('credential', { ...credential, refreshToken: tokens.refresh_token }, CREDENTIAL_SECONDS) : '',
            ...claimsOf(claims),
          };
        }
        if (!credential.accessToken) return { kind: 'refused', reason: 'credential_unreadable' };
        return { kind: 'authorised', sealedCredential: '', ...claimsOf(await oidc.fetchUserInfo(config, credential.accessToken, credential.subject)) };
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') return { kind: 'refused', reason: 'invalid_grant' };
        if (error instanceof oidc.WWWAuthenticateChallengeError && error.status === 401) return { kind: 'refused', reason: 'access_token_refused' };
        return { kind: 'unavailable', reason: (error as Error).message };
      }
    },
    async verifyLogoutToken(logoutToken) {
      const { config } = await configured();
      const { jose, keys } = await keysOf(config);
      let claims: import('jose').JWTPayload;
      try {
        ({ payload: claims } = await jose.jwtVerify(logoutToken, keys, {
          issuer: config.serverMetadata().issuer,
          audience: settings.clientId,
          algorithms: [config.clientMetadata().id_token_signed_response_alg ?? 'RS256'],
          requiredClaims: ['iat', 'jti'],
          maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
        }));
      } catch (error) {
        throw new OidcVerificationError((error as Error).message);
      }
      const event = (claims.events as Record<string, unknown> | undefined)?.[BACKCHANNEL_LOGOUT_EVENT];
      if (typeof claims.events !== 'object' || claims.events === null || typeof event !== 'object' || event === null || Array.isArray(event)) {
        throw new OidcVerificationError('the logout token has no back-channel logout event');
      }
      if ('nonce' in claims) throw new OidcVerificationError('a logout token must not carry a nonce');
      if (typeof claims.sub !== 'string' || claims.sub.length === 0) throw new OidcVerificationError('the logout token names no sub');
      if (typeof claims.jti !== 'string' || claims.jti.length === 0 || claims.jti.length > 256) throw new OidcVerificationError('the logout token has no usable jti');
      const acceptableUntil = Math.max(claims.exp ?? 0, claims.iat! + LOGOUT_TOKEN_MAX_AGE_SECONDS);
      return { issuer: claims.iss!, subject: claims.sub, jti: claims.jti, acceptableUntil: new Date(acceptableUntil * 1000) };
    },
    async start(returnTo) {
      const { oidc, config } = await configured();
      const transaction: OidcTransaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), returnTo };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { sealedTransaction: await sealer.seal('transaction', { ...transaction }, OIDC_TRANSACTION_SECONDS), authorizationUrl: url.href };
    },
    async finish(callbackQuery, sealedTransaction) {
      let transaction: OidcTransaction;
      try {
        transaction = TransactionShape.parse(await sealer.open('transaction', sealedTransaction));
      } catch (error) {
        throw new OidcVerificationError(`the sign-in transaction cookie was refused: ${(error as Error).message}`);
      }
      const { oidc, config } = await configured();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackQuery;
      let claims: OpenIdClient.IDToken | undefined;
      let tokens: OpenIdClient.TokenEndpointResponse;
      try {
        const answer = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        claims = answer.claims();
        tokens = answer;
      } catch (error) {
        throw new OidcVerificationError((error as Error).message);
      }
      if (!claims) throw new OidcVerificationError('the provider sent no ID token');
      const username = claims[settings.usernameClaim];
      if (typeof username !== 'string' || username.length === 0) throw new OidcVerificationError(`the ID token has no ${settings.usernameClaim} claim`);
      const providerGroups = namesOf(claims[settings.groupsClaim]);
      const credential = tokens.refresh_token ? { subject: claims.sub, refreshToken: tokens.refresh_token } : { subject: claims.sub, accessToken: tokens.access_token };
      return {
        returnTo: transaction.returnTo,
        sealedCredential: await sealer.seal('credential', credential, CREDENTIAL_SECONDS),
        issuer: claims.iss,
        subject: claims.sub,
        username,
        email: typeof claims.email === 'string' ? claims.email : '',
        ...mapProviderGroups(providerGroups, settings),
        providerGroups,
      };
    },
  };
}
