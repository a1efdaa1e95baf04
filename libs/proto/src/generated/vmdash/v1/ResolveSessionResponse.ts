// Original file: vmdash/v1/dashboard.proto

import type { SessionState as _vmdash_v1_SessionState, SessionState__Output as _vmdash_v1_SessionState__Output } from '../../vmdash/v1/SessionState';
import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from '../../vmdash/v1/UserRecord';
import type { TeamScope as _vmdash_v1_TeamScope, TeamScope__Output as _vmdash_v1_TeamScope__Output } from '../../vmdash/v1/TeamScope';
import type { OidcRecheckDue as _vmdash_v1_OidcRecheckDue, OidcRecheckDue__Output as _vmdash_v1_OidcRecheckDue__Output } from '../../vmdash/v1/OidcRecheckDue';

export interface ResolveSessionResponse {
  'state'?: (_vmdash_v1_SessionState);
  /**
   * The identity requests act with: the impersonated user while impersonating, else the session's user.
   */
  'user'?: (_vmdash_v1_UserRecord | null);
  /**
   * The Admin who owns the session, set only while impersonating.
   */
  'real_user'?: (_vmdash_v1_UserRecord | null);
  /**
   * Team scope of the session (ALL only for an Admin acting as itself).
   */
  'team_scope'?: (_vmdash_v1_TeamScope);
  'expires_at'?: (string);
  /**
   * Set when the session is a single sign-on whose re-check against the provider is due (OIDC_RECHECK_SECONDS since
   * the last one) and this caller won the right to run it (a lease of a few seconds, so replicas do not run it
   * twice): the gateway checks the credential at the provider and reports with OidcRecheckSession.
   */
  'oidc_recheck'?: (_vmdash_v1_OidcRecheckDue | null);
  '_real_user'?: "real_user";
  '_oidc_recheck'?: "oidc_recheck";
}

export interface ResolveSessionResponse__Output {
  'state': (_vmdash_v1_SessionState__Output);
  /**
   * The identity requests act with: the impersonated user while impersonating, else the session's user.
   */
  'user': (_vmdash_v1_UserRecord__Output | null);
  /**
   * The Admin who owns the session, set only while impersonating.
   */
  'real_user'?: (_vmdash_v1_UserRecord__Output | null);
  /**
   * Team scope of the session (ALL only for an Admin acting as itself).
   */
  'team_scope': (_vmdash_v1_TeamScope__Output);
  'expires_at': (string);
  /**
   * Set when the session is a single sign-on whose re-check against the provider is due (OIDC_RECHECK_SECONDS since
   * the last one) and this caller won the right to run it (a lease of a few seconds, so replicas do not run it
   * twice): the gateway checks the credential at the provider and reports with OidcRecheckSession.
   */
  'oidc_recheck'?: (_vmdash_v1_OidcRecheckDue__Output | null);
}
