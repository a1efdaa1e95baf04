// Original file: vmdash/v1/dashboard_library.proto

import type { RiskTemplateHierarchyNode as _vmdash_v1_RiskTemplateHierarchyNode, RiskTemplateHierarchyNode__Output as _vmdash_v1_RiskTemplateHierarchyNode__Output } from '../../vmdash/v1/RiskTemplateHierarchyNode';

/**
 * One vendor, platform or model with the number of templates under it and, one level down, its children (empty at
 * the level asked for last).
 */
export interface RiskTemplateHierarchyNode {
  'name'?: (string);
  'count'?: (number);
  'children'?: (_vmdash_v1_RiskTemplateHierarchyNode)[];
}

/**
 * One vendor, platform or model with the number of templates under it and, one level down, its children (empty at
 * the level asked for last).
 */
export interface RiskTemplateHierarchyNode__Output {
  'name': (string);
  'count': (number);
  'children': (_vmdash_v1_RiskTemplateHierarchyNode__Output)[];
}
