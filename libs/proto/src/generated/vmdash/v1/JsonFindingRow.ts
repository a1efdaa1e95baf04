// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One finding of ScopedBetaFindingPage.json_items: its JSON object as GET /api/findings answers it without the
 * dashboard's fields, which go at byte `split` (before `,"risk_score"`), and the fields the dashboard judges.
 */
export interface JsonFindingRow {
  'json'?: (Buffer | Uint8Array | string);
  'split'?: (number);
  'source'?: (string);
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'cve_ids'?: (string)[];
  'team'?: (string);
}

/**
 * One finding of ScopedBetaFindingPage.json_items: its JSON object as GET /api/findings answers it without the
 * dashboard's fields, which go at byte `split` (before `,"risk_score"`), and the fields the dashboard judges.
 */
export interface JsonFindingRow__Output {
  'json': (Buffer);
  'split': (number);
  'source': (string);
  'host_id': (number);
  'scanner_id': (string);
  'active_host_findings_id': (number);
  'cve_ids': (string)[];
  'team': (string);
}
