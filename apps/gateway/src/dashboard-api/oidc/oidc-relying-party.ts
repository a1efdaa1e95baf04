import { USER_GROUPS, type UserGroup } from '@vmdash/domain';
import type * as OpenIdClient from 'openid-client';

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

/** What the browser keeps between the redirect to the provider and the callback (the transaction cookie). */
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
  issuer: string;
  subject: string;
  username: string;
  email: string;
  /** The mapped vmdash group; '' when no provider group maps to one. */
  group: UserGroup | '';
  buTeams: string[];
  providerGroups: string[];
}

/** The provider's answer could not be verified (state, nonce, PKCE, ID token, or the provider's own error). */
export class OidcVerificationError extends Error {}

/** The person a verified logout token names (OpenID Connect Back-Channel Logout 1.0, section 2.4). */
export interface OidcLogoutSubject {
  issuer: string;
  subject: string;
}

/** The `events` member of a logout token (OpenID Connect Back-Channel Logout 1.0, section 2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Oldest logout token accepted, by its `iat`, seconds: a captured token cannot be replayed later. */
const LOGOUT_TOKEN_MAX_AGE_SECONDS = 300;

/** The relying party: the redirect to the provider, and the check of its answer. */
export interface OidcRelyingParty {
  providerName: string;
  /** A new transaction and the provider's authorization URL for it (code flow, S256 PKCE, state, nonce). */
  start(returnTo: string): Promise<{ transaction: OidcTransaction; authorizationUrl: string }>;
  /**
   * Redeems the code of the callback whose query is `callbackQuery` (the text after `?`) for the transaction: checks
   * state, PKCE, the ID token (issuer, audience, signature, expiry, nonce) through openid-client.
   * @throws OidcVerificationError when any check fails or the provider answered an error
   */
  finish(callbackQuery: string, transaction: OidcTransaction): Promise<OidcIdentity>;
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
 * only on a loopback address (the development and test provider, tools/simulators/oidc-provider).
 */
export function createOidcRelyingParty(settings: OidcSettings): OidcRelyingParty {
  let configuration: Promise<OpenIdClient.Configuration> | undefined;
  const configured = async () => {
    // openid-client is an ES module: loaded when single sign-on is first used.
    const oidc = await import('openid-client');
    configuration ??= oidc
      .discovery(settings.issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
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
  return {
    providerName: settings.providerName,
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
      return { issuer: claims.iss!, subject: claims.sub };
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
      return { transaction, authorizationUrl: url.href };
    },
    async finish(callbackQuery, transaction) {
      const { oidc, config } = await configured();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackQuery;
      let claims: OpenIdClient.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new OidcVerificationError((error as Error).message);
      }
      if (!claims) throw new OidcVerificationError('the provider sent no ID token');
      const username = claims[settings.usernameClaim];
      if (typeof username !== 'string' || username.length === 0) throw new OidcVerificationError(`the ID token has no ${settings.usernameClaim} claim`);
      const providerGroups = namesOf(claims[settings.groupsClaim]);
      return {
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
