// Original file: vmdash/v1/dashboard_library.proto

import type { RiskTemplateOutcome as _vmdash_v1_RiskTemplateOutcome, RiskTemplateOutcome__Output as _vmdash_v1_RiskTemplateOutcome__Output } from '../../vmdash/v1/RiskTemplateOutcome';
import type { RiskTemplate as _vmdash_v1_RiskTemplate, RiskTemplate__Output as _vmdash_v1_RiskTemplate__Output } from '../../vmdash/v1/RiskTemplate';

/**
 * The answer of every single-template RPC.
 */
export interface RiskTemplateResult {
  'outcome'?: (_vmdash_v1_RiskTemplateOutcome);
  /**
   * Set when outcome is OK.
   */
  'template'?: (_vmdash_v1_RiskTemplate | null);
}

/**
 * The answer of every single-template RPC.
 */
export interface RiskTemplateResult__Output {
  'outcome': (_vmdash_v1_RiskTemplateOutcome__Output);
  /**
   * Set when outcome is OK.
   */
  'template': (_vmdash_v1_RiskTemplate__Output | null);
}
