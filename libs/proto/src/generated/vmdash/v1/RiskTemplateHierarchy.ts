// Original file: vmdash/v1/dashboard_library.proto

import type { RiskTemplateHierarchyNode as _vmdash_v1_RiskTemplateHierarchyNode, RiskTemplateHierarchyNode__Output as _vmdash_v1_RiskTemplateHierarchyNode__Output } from '../../vmdash/v1/RiskTemplateHierarchyNode';

export interface RiskTemplateHierarchy {
  /**
   * Vendors (no filter), platforms (vendor) or models (vendor and platform), by name.
   */
  'nodes'?: (_vmdash_v1_RiskTemplateHierarchyNode)[];
}

export interface RiskTemplateHierarchy__Output {
  /**
   * Vendors (no filter), platforms (vendor) or models (vendor and platform), by name.
   */
  'nodes': (_vmdash_v1_RiskTemplateHierarchyNode__Output)[];
}
