// Original file: vmdash/v1/dashboard.proto


/**
 * A stored user without its password hash (profile and user management). Timestamps ISO 8601 UTC.
 */
export interface UserRecord {
  'id'?: (string);
  'username'?: (string);
  'email'?: (string);
  'group'?: (string);
  'is_active'?: (boolean);
  'created_at'?: (string);
  'last_login'?: (string);
  'bu_teams'?: (string)[];
  'beta_first_name'?: (string);
  'beta_last_name'?: (string);
  /**
   * The OpenID provider's issuer of a user created by single sign-on (docs/decisions/0029-oidc-sign-in.md); unset for
   * a user who signs in with a password. Its group and bu_teams come from the provider's groups at every sign-in.
   */
  'oidc_issuer'?: (string);
  '_last_login'?: "last_login";
  '_beta_first_name'?: "beta_first_name";
  '_beta_last_name'?: "beta_last_name";
  '_oidc_issuer'?: "oidc_issuer";
}

/**
 * A stored user without its password hash (profile and user management). Timestamps ISO 8601 UTC.
 */
export interface UserRecord__Output {
  'id': (string);
  'username': (string);
  'email': (string);
  'group': (string);
  'is_active': (boolean);
  'created_at': (string);
  'last_login'?: (string);
  'bu_teams': (string)[];
  'beta_first_name'?: (string);
  'beta_last_name'?: (string);
  /**
   * The OpenID provider's issuer of a user created by single sign-on (docs/decisions/0029-oidc-sign-in.md); unset for
   * a user who signs in with a password. Its group and bu_teams come from the provider's groups at every sign-in.
   */
  'oidc_issuer'?: (string);
}
