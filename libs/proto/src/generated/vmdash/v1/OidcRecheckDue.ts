// Original file: vmdash/v1/dashboard.proto


/**
 * A re-check of a single sign-on session the gateway is to run (docs/decisions/0029-oidc-sign-in.md, Re-check).
 */
export interface OidcRecheckDue {
  /**
   * The credential the gateway sealed at sign-in (OidcSignInRequest.sealed_credential) or at the last re-check.
   */
  'sealed_credential'?: (string);
}

/**
 * A re-check of a single sign-on session the gateway is to run (docs/decisions/0029-oidc-sign-in.md, Re-check).
 */
export interface OidcRecheckDue__Output {
  /**
   * The credential the gateway sealed at sign-in (OidcSignInRequest.sealed_credential) or at the last re-check.
   */
  'sealed_credential': (string);
}
