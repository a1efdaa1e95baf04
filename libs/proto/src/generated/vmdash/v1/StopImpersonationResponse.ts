// Original file: vmdash/v1/dashboard.proto

import type { StopImpersonationOutcome as _vmdash_v1_StopImpersonationOutcome, StopImpersonationOutcome__Output as _vmdash_v1_StopImpersonationOutcome__Output } from '../../vmdash/v1/StopImpersonationOutcome';
import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from '../../vmdash/v1/DashboardUser';

export interface StopImpersonationResponse {
  'outcome'?: (_vmdash_v1_StopImpersonationOutcome);
  /**
   * The Admin, acting as itself again (set when STOPPED).
   */
  'user'?: (_vmdash_v1_DashboardUser | null);
}

export interface StopImpersonationResponse__Output {
  'outcome': (_vmdash_v1_StopImpersonationOutcome__Output);
  /**
   * The Admin, acting as itself again (set when STOPPED).
   */
  'user': (_vmdash_v1_DashboardUser__Output | null);
}
