// Original file: vmdash/v1/dashboard.proto

import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from '../../vmdash/v1/DashboardUser';
import type { Long } from '@grpc/proto-loader';

/**
 * A refused login is CREDENTIALS_REFUSED (unknown username or wrong password, one text: the caller cannot tell them
 * apart; or a disabled account) or RESOURCE_EXHAUSTED (the account's failed-attempt cap, ASVS 4.0.3 2.2.1: the
 * password was not checked).
 */
export interface LoginResponse {
  'user'?: (_vmdash_v1_DashboardUser | null);
  /**
   * 64 hex characters (32 random bytes).
   */
  'session_id'?: (string);
  'expires_at'?: (string);
  /**
   * A new trusted-device token for the browser (set on success when the request had no valid one).
   */
  'device_token'?: (string);
  /**
   * Lifetime of device_token, seconds.
   */
  'device_token_max_age_seconds'?: (number | string | Long);
  '_device_token'?: "device_token";
}

/**
 * A refused login is CREDENTIALS_REFUSED (unknown username or wrong password, one text: the caller cannot tell them
 * apart; or a disabled account) or RESOURCE_EXHAUSTED (the account's failed-attempt cap, ASVS 4.0.3 2.2.1: the
 * password was not checked).
 */
export interface LoginResponse__Output {
  'user': (_vmdash_v1_DashboardUser__Output | null);
  /**
   * 64 hex characters (32 random bytes).
   */
  'session_id': (string);
  'expires_at': (string);
  /**
   * A new trusted-device token for the browser (set on success when the request had no valid one).
   */
  'device_token'?: (string);
  /**
   * Lifetime of device_token, seconds.
   */
  'device_token_max_age_seconds': (number);
}
