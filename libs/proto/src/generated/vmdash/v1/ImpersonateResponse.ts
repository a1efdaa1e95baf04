// Original file: vmdash/v1/dashboard.proto

import type { ImpersonateOutcome as _vmdash_v1_ImpersonateOutcome, ImpersonateOutcome__Output as _vmdash_v1_ImpersonateOutcome__Output } from '../../vmdash/v1/ImpersonateOutcome';
import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from '../../vmdash/v1/DashboardUser';

export interface ImpersonateResponse {
  'outcome'?: (_vmdash_v1_ImpersonateOutcome);
  /**
   * The impersonated user (set when STARTED).
   */
  'user'?: (_vmdash_v1_DashboardUser | null);
  /**
   * The Admin (set when STARTED).
   */
  'real_user'?: (_vmdash_v1_DashboardUser | null);
}

export interface ImpersonateResponse__Output {
  'outcome': (_vmdash_v1_ImpersonateOutcome__Output);
  /**
   * The impersonated user (set when STARTED).
   */
  'user': (_vmdash_v1_DashboardUser__Output | null);
  /**
   * The Admin (set when STARTED).
   */
  'real_user': (_vmdash_v1_DashboardUser__Output | null);
}
