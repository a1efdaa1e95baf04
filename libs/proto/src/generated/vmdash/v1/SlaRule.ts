// Original file: vmdash/v1/data_cache.proto

import type { SlaTierDays as _vmdash_v1_SlaTierDays, SlaTierDays__Output as _vmdash_v1_SlaTierDays__Output } from '../../vmdash/v1/SlaTierDays';

/**
 * The SLA rule of a policy version (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy").
 */
export interface SlaRule {
  /**
   * "severity" or "risk_rating": what a finding's level is read from.
   */
  'basis'?: (string);
  /**
   * Criticality 1 to 5, in order.
   */
  'tiers'?: (_vmdash_v1_SlaTierDays)[];
  /**
   * A KEV finding's due date is at most CISA's due date.
   */
  'kev_cap'?: (boolean);
  /**
   * The policy version the rule is of (echoed in the answer).
   */
  'version'?: (number);
}

/**
 * The SLA rule of a policy version (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy").
 */
export interface SlaRule__Output {
  /**
   * "severity" or "risk_rating": what a finding's level is read from.
   */
  'basis': (string);
  /**
   * Criticality 1 to 5, in order.
   */
  'tiers': (_vmdash_v1_SlaTierDays__Output)[];
  /**
   * A KEV finding's due date is at most CISA's due date.
   */
  'kev_cap': (boolean);
  /**
   * The policy version the rule is of (echoed in the answer).
   */
  'version': (number);
}
