// Original file: vmdash/v1/dashboard_compliance.proto

import type { SlaPolicyTier as _vmdash_v1_SlaPolicyTier, SlaPolicyTier__Output as _vmdash_v1_SlaPolicyTier__Output } from '../../vmdash/v1/SlaPolicyTier';

/**
 * A version of the SLA policy: what its levels are read from (severity or risk_rating), the days per level and tier
 * (one tier per criticality 1 to 5, in order), whether a KEV finding's due date is capped at CISA's due date, and who
 * set it when (version 1 is the default from COMPLIANCE_SLA_*_DAYS: no author, no time).
 */
export interface SlaPolicy {
  'version'?: (number);
  'basis'?: (string);
  'tiers'?: (_vmdash_v1_SlaPolicyTier)[];
  'kev_cap'?: (boolean);
  'reason'?: (string);
  'updated_by'?: (string);
  'updated_at'?: (string);
  /**
   * The Admin who set it while impersonating updated_by (RFC 8693 act).
   */
  'impersonated_by'?: (string);
  '_reason'?: "reason";
  '_updated_by'?: "updated_by";
  '_updated_at'?: "updated_at";
  '_impersonated_by'?: "impersonated_by";
}

/**
 * A version of the SLA policy: what its levels are read from (severity or risk_rating), the days per level and tier
 * (one tier per criticality 1 to 5, in order), whether a KEV finding's due date is capped at CISA's due date, and who
 * set it when (version 1 is the default from COMPLIANCE_SLA_*_DAYS: no author, no time).
 */
export interface SlaPolicy__Output {
  'version': (number);
  'basis': (string);
  'tiers': (_vmdash_v1_SlaPolicyTier__Output)[];
  'kev_cap': (boolean);
  'reason'?: (string);
  'updated_by'?: (string);
  'updated_at'?: (string);
  /**
   * The Admin who set it while impersonating updated_by (RFC 8693 act).
   */
  'impersonated_by'?: (string);
}
