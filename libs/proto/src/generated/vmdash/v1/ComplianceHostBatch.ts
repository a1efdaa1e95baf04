// Original file: vmdash/v1/data_cache.proto

import type { ComplianceHost as _vmdash_v1_ComplianceHost, ComplianceHost__Output as _vmdash_v1_ComplianceHost__Output } from '../../vmdash/v1/ComplianceHost';

/**
 * Hosts in batches (one message carries many hosts, never one message per finding).
 */
export interface ComplianceHostBatch {
  'hosts'?: (_vmdash_v1_ComplianceHost)[];
}

/**
 * Hosts in batches (one message carries many hosts, never one message per finding).
 */
export interface ComplianceHostBatch__Output {
  'hosts': (_vmdash_v1_ComplianceHost__Output)[];
}
