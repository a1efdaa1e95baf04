// Original file: vmdash/v1/dashboard.proto

import type { ChangePasswordOutcome as _vmdash_v1_ChangePasswordOutcome, ChangePasswordOutcome__Output as _vmdash_v1_ChangePasswordOutcome__Output } from '../../vmdash/v1/ChangePasswordOutcome';

export interface ChangePasswordResponse {
  'outcome'?: (_vmdash_v1_ChangePasswordOutcome);
  /**
   * Other sessions of the user that were ended.
   */
  'sessions_ended'?: (number);
  /**
   * CHANGED: the caller's session continues under this new id (the old one no longer works); the gateway sets it as
   * the session_id cookie.
   */
  'session_id'?: (string);
}

export interface ChangePasswordResponse__Output {
  'outcome': (_vmdash_v1_ChangePasswordOutcome__Output);
  /**
   * Other sessions of the user that were ended.
   */
  'sessions_ended': (number);
  /**
   * CHANGED: the caller's session continues under this new id (the old one no longer works); the gateway sets it as
   * the session_id cookie.
   */
  'session_id': (string);
}
