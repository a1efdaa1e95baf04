// Original file: vmdash/v1/dashboard.proto

import type { LoginOutcome as _vmdash_v1_LoginOutcome, LoginOutcome__Output as _vmdash_v1_LoginOutcome__Output } from '../../vmdash/v1/LoginOutcome';
import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from '../../vmdash/v1/DashboardUser';
import type { Long } from '@grpc/proto-loader';

export interface LoginResponse {
  'outcome'?: (_vmdash_v1_LoginOutcome);
  /**
   * Set when outcome is SUCCEEDED.
   */
  'user'?: (_vmdash_v1_DashboardUser | null);
  /**
   * 64 hex characters (32 random bytes); set when outcome is SUCCEEDED.
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

export interface LoginResponse__Output {
  'outcome': (_vmdash_v1_LoginOutcome__Output);
  /**
   * Set when outcome is SUCCEEDED.
   */
  'user': (_vmdash_v1_DashboardUser__Output | null);
  /**
   * 64 hex characters (32 random bytes); set when outcome is SUCCEEDED.
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
