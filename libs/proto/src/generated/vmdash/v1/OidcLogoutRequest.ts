// Original file: vmdash/v1/dashboard.proto


/**
 * A logout token the gateway verified (OpenID Connect Back-Channel Logout 1.0; docs/decisions/0029-oidc-sign-in.md):
 * every session of the user with this provider identity ends. A token whose `jti` was seen before is refused
 * INVALID_ARGUMENT (a replay; section 2.6 lets the relying party refuse it).
 */
export interface OidcLogoutRequest {
  /**
   * `iss` and `sub` of the logout token.
   */
  'issuer'?: (string);
  'subject'?: (string);
  'client_address'?: (string);
  /**
   * The token's `jti`, remembered until `jti_kept_until` (ISO 8601 UTC): the end of the window in which the gateway
   * accepts the token at all, so a replay is caught for as long as it could pass.
   */
  'jti'?: (string);
  'jti_kept_until'?: (string);
}

/**
 * A logout token the gateway verified (OpenID Connect Back-Channel Logout 1.0; docs/decisions/0029-oidc-sign-in.md):
 * every session of the user with this provider identity ends. A token whose `jti` was seen before is refused
 * INVALID_ARGUMENT (a replay; section 2.6 lets the relying party refuse it).
 */
export interface OidcLogoutRequest__Output {
  /**
   * `iss` and `sub` of the logout token.
   */
  'issuer': (string);
  'subject': (string);
  'client_address': (string);
  /**
   * The token's `jti`, remembered until `jti_kept_until` (ISO 8601 UTC): the end of the window in which the gateway
   * accepts the token at all, so a replay is caught for as long as it could pass.
   */
  'jti': (string);
  'jti_kept_until': (string);
}
