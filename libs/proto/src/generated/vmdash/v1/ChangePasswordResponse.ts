// Original file: vmdash/v1/dashboard.proto

import type { ChangePasswordOutcome as _vmdash_v1_ChangePasswordOutcome, ChangePasswordOutcome__Output as _vmdash_v1_ChangePasswordOutcome__Output } from '../../vmdash/v1/ChangePasswordOutcome';

export interface ChangePasswordResponse {
  'outcome'?: (_vmdash_v1_ChangePasswordOutcome);
  /**
   * Other sessions of the user that were ended.
   */
  'sessions_ended'?: (number);
}

export interface ChangePasswordResponse__Output {
  'outcome': (_vmdash_v1_ChangePasswordOutcome__Output);
  /**
   * Other sessions of the user that were ended.
   */
  'sessions_ended': (number);
}
