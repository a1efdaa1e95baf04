// Original file: vmdash/v1/data_cache.proto

import type { SkippedCount as _vmdash_v1_SkippedCount, SkippedCount__Output as _vmdash_v1_SkippedCount__Output } from '../../vmdash/v1/SkippedCount';
import type { RiskInputsReport as _vmdash_v1_RiskInputsReport, RiskInputsReport__Output as _vmdash_v1_RiskInputsReport__Output } from '../../vmdash/v1/RiskInputsReport';
import type { Long } from '@grpc/proto-loader';

/**
 * Outcome of a cache refresh (POST /cache/refresh-alpha|beta).
 */
export interface RefreshReport {
  'source'?: (string);
  'snapshot_id'?: (string);
  'assets'?: (number);
  'findings'?: (number);
  'skipped'?: (_vmdash_v1_SkippedCount)[];
  'skipped_total'?: (number);
  'duration_ms'?: (number | string | Long);
  'started_at'?: (string);
  'finished_at'?: (string);
  'synthetic'?: (boolean);
  /**
   * True when this call joined a refresh that was already running (single-flight).
   */
  'joined_in_flight'?: (boolean);
  /**
   * What the risk scores read and matched (CVSS, KEV, EPSS, the inventory's criticality and exposure).
   */
  'risk_inputs'?: (_vmdash_v1_RiskInputsReport | null);
}

/**
 * Outcome of a cache refresh (POST /cache/refresh-alpha|beta).
 */
export interface RefreshReport__Output {
  'source': (string);
  'snapshot_id': (string);
  'assets': (number);
  'findings': (number);
  'skipped': (_vmdash_v1_SkippedCount__Output)[];
  'skipped_total': (number);
  'duration_ms': (number);
  'started_at': (string);
  'finished_at': (string);
  'synthetic': (boolean);
  /**
   * True when this call joined a refresh that was already running (single-flight).
   */
  'joined_in_flight': (boolean);
  /**
   * What the risk scores read and matched (CVSS, KEV, EPSS, the inventory's criticality and exposure).
   */
  'risk_inputs': (_vmdash_v1_RiskInputsReport__Output | null);
}
