// Original file: vmdash/v1/dashboard_compliance.proto

import type { ExceptionScope as _vmdash_v1_ExceptionScope, ExceptionScope__Output as _vmdash_v1_ExceptionScope__Output } from '../../vmdash/v1/ExceptionScope';
import type { ExceptionTemplate as _vmdash_v1_ExceptionTemplate, ExceptionTemplate__Output as _vmdash_v1_ExceptionTemplate__Output } from '../../vmdash/v1/ExceptionTemplate';

/**
 * A risk exception. Dates YYYY-MM-DD, timestamps ISO 8601 UTC. state: requested, rejected, active, expiring,
 * expired or revoked. teams: the teams whose hosts it covers (the host's team, or the requester's teams for a CVE or
 * plugin; empty for an Admin of every team).
 */
export interface RiskException {
  'id'?: (string);
  'scope'?: (_vmdash_v1_ExceptionScope | null);
  'teams'?: (string)[];
  'template'?: (_vmdash_v1_ExceptionTemplate | null);
  'justification'?: (string);
  'compensating_controls'?: (string);
  'expires_on'?: (string);
  'state'?: (string);
  'requested_by'?: (string);
  /**
   * The Admin who requested it while impersonating requested_by (docs/decisions/0030-impersonated-authors.md).
   */
  'impersonated_by'?: (string);
  'requested_at'?: (string);
  /**
   * Who approved or rejected it, when, and their comment.
   */
  'decided_by'?: (string);
  'decided_at'?: (string);
  'decision_comment'?: (string);
  'revoked_by'?: (string);
  'revoked_at'?: (string);
  /**
   * The exception this one renews.
   */
  'renews'?: (string);
  'updated_at'?: (string);
  'all_teams'?: (boolean);
  '_impersonated_by'?: "impersonated_by";
  '_decided_by'?: "decided_by";
  '_decided_at'?: "decided_at";
  '_decision_comment'?: "decision_comment";
  '_revoked_by'?: "revoked_by";
  '_revoked_at'?: "revoked_at";
  '_renews'?: "renews";
}

/**
 * A risk exception. Dates YYYY-MM-DD, timestamps ISO 8601 UTC. state: requested, rejected, active, expiring,
 * expired or revoked. teams: the teams whose hosts it covers (the host's team, or the requester's teams for a CVE or
 * plugin; empty for an Admin of every team).
 */
export interface RiskException__Output {
  'id': (string);
  'scope': (_vmdash_v1_ExceptionScope__Output | null);
  'teams': (string)[];
  'template': (_vmdash_v1_ExceptionTemplate__Output | null);
  'justification': (string);
  'compensating_controls': (string);
  'expires_on': (string);
  'state': (string);
  'requested_by': (string);
  /**
   * The Admin who requested it while impersonating requested_by (docs/decisions/0030-impersonated-authors.md).
   */
  'impersonated_by'?: (string);
  'requested_at': (string);
  /**
   * Who approved or rejected it, when, and their comment.
   */
  'decided_by'?: (string);
  'decided_at'?: (string);
  'decision_comment'?: (string);
  'revoked_by'?: (string);
  'revoked_at'?: (string);
  /**
   * The exception this one renews.
   */
  'renews'?: (string);
  'updated_at': (string);
  'all_teams': (boolean);
}
