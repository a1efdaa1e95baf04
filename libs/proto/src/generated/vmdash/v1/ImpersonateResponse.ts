// Original file: vmdash/v1/dashboard.proto

import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from '../../vmdash/v1/DashboardUser';

export interface ImpersonateResponse {
  /**
   * The impersonated user.
   */
  'user'?: (_vmdash_v1_DashboardUser | null);
  /**
   * The Admin.
   */
  'real_user'?: (_vmdash_v1_DashboardUser | null);
}

export interface ImpersonateResponse__Output {
  /**
   * The impersonated user.
   */
  'user': (_vmdash_v1_DashboardUser__Output | null);
  /**
   * The Admin.
   */
  'real_user': (_vmdash_v1_DashboardUser__Output | null);
}
