// Original file: vmdash/v1/dashboard_compliance.proto

import type { RiskException as _vmdash_v1_RiskException, RiskException__Output as _vmdash_v1_RiskException__Output } from '../../vmdash/v1/RiskException';

/**
 * One batch of an exceptions export, in the list's order (newest request first; at most 200 exceptions).
 */
export interface RiskExceptionBatch {
  'items'?: (_vmdash_v1_RiskException)[];
}

/**
 * One batch of an exceptions export, in the list's order (newest request first; at most 200 exceptions).
 */
export interface RiskExceptionBatch__Output {
  'items': (_vmdash_v1_RiskException__Output)[];
}
