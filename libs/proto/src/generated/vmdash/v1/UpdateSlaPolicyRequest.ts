// Original file: vmdash/v1/dashboard_compliance.proto

import type { SlaPolicyTier as _vmdash_v1_SlaPolicyTier, SlaPolicyTier__Output as _vmdash_v1_SlaPolicyTier__Output } from '../../vmdash/v1/SlaPolicyTier';

/**
 * PUT /api/sla-policy: the whole policy; INVALID_ARGUMENT for a tier list that is not one tier per criticality 1-5 or
 * days outside 1-3650; FAILED_PRECONDITION when another Admin saved a version since replaces_version.
 */
export interface UpdateSlaPolicyRequest {
  'basis'?: (string);
  'tiers'?: (_vmdash_v1_SlaPolicyTier)[];
  'kev_cap'?: (boolean);
  'reason'?: (string);
  'client_address'?: (string);
  /**
   * The version in force when the Admin read the policy; FAILED_PRECONDITION when another is in force now.
   */
  'replaces_version'?: (number);
  '_reason'?: "reason";
}

/**
 * PUT /api/sla-policy: the whole policy; INVALID_ARGUMENT for a tier list that is not one tier per criticality 1-5 or
 * days outside 1-3650; FAILED_PRECONDITION when another Admin saved a version since replaces_version.
 */
export interface UpdateSlaPolicyRequest__Output {
  'basis': (string);
  'tiers': (_vmdash_v1_SlaPolicyTier__Output)[];
  'kev_cap': (boolean);
  'reason'?: (string);
  'client_address': (string);
  /**
   * The version in force when the Admin read the policy; FAILED_PRECONDITION when another is in force now.
   */
  'replaces_version': (number);
}
