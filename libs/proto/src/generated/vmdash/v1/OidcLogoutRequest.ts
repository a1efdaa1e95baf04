// Original file: vmdash/v1/dashboard.proto


/**
 * A logout token the gateway verified (OpenID Connect Back-Channel Logout 1.0; docs/decisions/0029-oidc-sign-in.md):
 * every session of the user with this provider identity ends.
 */
export interface OidcLogoutRequest {
  /**
   * `iss` and `sub` of the logout token.
   */
  'issuer'?: (string);
  'subject'?: (string);
  'client_address'?: (string);
}

/**
 * A logout token the gateway verified (OpenID Connect Back-Channel Logout 1.0; docs/decisions/0029-oidc-sign-in.md):
 * every session of the user with this provider identity ends.
 */
export interface OidcLogoutRequest__Output {
  /**
   * `iss` and `sub` of the logout token.
   */
  'issuer': (string);
  'subject': (string);
  'client_address': (string);
}
