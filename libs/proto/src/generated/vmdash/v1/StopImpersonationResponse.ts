// Original file: vmdash/v1/dashboard.proto

import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from '../../vmdash/v1/DashboardUser';

export interface StopImpersonationResponse {
  /**
   * The Admin, acting as itself again.
   */
  'user'?: (_vmdash_v1_DashboardUser | null);
}

export interface StopImpersonationResponse__Output {
  /**
   * The Admin, acting as itself again.
   */
  'user': (_vmdash_v1_DashboardUser__Output | null);
}
