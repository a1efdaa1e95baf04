// Original file: vmdash/v1/dashboard.proto


/**
 * The outcome of a re-check against the provider. Authorised: the session is re-checked now, keeps the new sealed
 * credential (when the provider rotated it) and, when the provider sent the groups again, the user's group and
 * bu_teams are set from them as at sign-in. Refused (the provider refused the refresh token or access token, or the
 * groups no longer map to a vmdash group): every session of the session's user ends, audited logout with details
 * {method: "oidc_recheck", reason, sessionsEnded}.
 */
export interface OidcRecheckSessionRequest {
  'session_id'?: (string);
  'authorised'?: (boolean);
  /**
   * Why the provider refused (e.g. invalid_grant, access_token_refused, no_mapped_group); '' when authorised.
   */
  'refusal_reason'?: (string);
  /**
   * A new sealed credential; '' keeps the stored one.
   */
  'sealed_credential'?: (string);
  /**
   * True when the provider's fresh claims carried the groups: then group and bu_teams below are applied.
   */
  'claims_applied'?: (boolean);
  'group'?: (string);
  'bu_teams'?: (string)[];
  'client_address'?: (string);
}

/**
 * The outcome of a re-check against the provider. Authorised: the session is re-checked now, keeps the new sealed
 * credential (when the provider rotated it) and, when the provider sent the groups again, the user's group and
 * bu_teams are set from them as at sign-in. Refused (the provider refused the refresh token or access token, or the
 * groups no longer map to a vmdash group): every session of the session's user ends, audited logout with details
 * {method: "oidc_recheck", reason, sessionsEnded}.
 */
export interface OidcRecheckSessionRequest__Output {
  'session_id': (string);
  'authorised': (boolean);
  /**
   * Why the provider refused (e.g. invalid_grant, access_token_refused, no_mapped_group); '' when authorised.
   */
  'refusal_reason': (string);
  /**
   * A new sealed credential; '' keeps the stored one.
   */
  'sealed_credential': (string);
  /**
   * True when the provider's fresh claims carried the groups: then group and bu_teams below are applied.
   */
  'claims_applied': (boolean);
  'group': (string);
  'bu_teams': (string)[];
  'client_address': (string);
}
