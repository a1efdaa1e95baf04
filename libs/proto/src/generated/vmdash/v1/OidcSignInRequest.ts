// Original file: vmdash/v1/dashboard.proto


/**
 * A single sign-on the gateway has checked (OpenID Connect code flow with PKCE, state, nonce and the ID token) and
 * whose provider groups it has mapped (docs/decisions/0029-oidc-sign-in.md). The dashboard creates the user at its
 * first sign-on, sets its group and bu_teams at every one, and starts the same session as Login. Refusals are
 * CREDENTIALS_REFUSED: no mapped group, a disabled user, a local user with the username.
 */
export interface OidcSignInRequest {
  /**
   * `iss` and `sub` of the ID token.
   */
  'issuer'?: (string);
  'subject'?: (string);
  /**
   * From the configured username claim.
   */
  'username'?: (string);
  /**
   * The email claim, '' when absent.
   */
  'email'?: (string);
  /**
   * The vmdash group the provider's groups map to; '' when none does.
   */
  'group'?: (string);
  'bu_teams'?: (string)[];
  /**
   * The groups the provider sent, as received (audit details of a refusal).
   */
  'provider_groups'?: (string)[];
  'client_address'?: (string);
  /**
   * The provider's refresh token (or, without one, its access token), sealed by the gateway (compact JWE, a key only
   * the gateway holds): kept with the session for the re-check against the provider, opaque to the dashboard. ''
   * when the provider gave none.
   */
  'sealed_credential'?: (string);
}

/**
 * A single sign-on the gateway has checked (OpenID Connect code flow with PKCE, state, nonce and the ID token) and
 * whose provider groups it has mapped (docs/decisions/0029-oidc-sign-in.md). The dashboard creates the user at its
 * first sign-on, sets its group and bu_teams at every one, and starts the same session as Login. Refusals are
 * CREDENTIALS_REFUSED: no mapped group, a disabled user, a local user with the username.
 */
export interface OidcSignInRequest__Output {
  /**
   * `iss` and `sub` of the ID token.
   */
  'issuer': (string);
  'subject': (string);
  /**
   * From the configured username claim.
   */
  'username': (string);
  /**
   * The email claim, '' when absent.
   */
  'email': (string);
  /**
   * The vmdash group the provider's groups map to; '' when none does.
   */
  'group': (string);
  'bu_teams': (string)[];
  /**
   * The groups the provider sent, as received (audit details of a refusal).
   */
  'provider_groups': (string)[];
  'client_address': (string);
  /**
   * The provider's refresh token (or, without one, its access token), sealed by the gateway (compact JWE, a key only
   * the gateway holds): kept with the session for the re-check against the provider, opaque to the dashboard. ''
   * when the provider gave none.
   */
  'sealed_credential': (string);
}
