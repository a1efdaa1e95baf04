// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One lifecycle transition of a finding, with the ids it is known by (fields the source lacks are unset).
 */
export interface FindingChange {
  /**
   * "<source>:<finding_id>:<n>", unique to the transition.
   */
  'change_id'?: (string);
  /**
   * opened, fixed or reopened.
   */
  'kind'?: (string);
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'cve_id'?: (string);
  'port'?: (number);
  'protocol'?: (string);
  'severity'?: (string);
  'bu_team'?: (string);
  /**
   * When the scan showed the change (ISO 8601).
   */
  'occurred_at'?: (string);
  /**
   * When the refresh recorded it (ISO 8601): what `since` compares with.
   */
  'recorded_at'?: (string);
  '_scanner_id'?: "scanner_id";
  '_active_host_findings_id'?: "active_host_findings_id";
  '_cve_id'?: "cve_id";
  '_port'?: "port";
  '_protocol'?: "protocol";
  '_bu_team'?: "bu_team";
}

/**
 * One lifecycle transition of a finding, with the ids it is known by (fields the source lacks are unset).
 */
export interface FindingChange__Output {
  /**
   * "<source>:<finding_id>:<n>", unique to the transition.
   */
  'change_id': (string);
  /**
   * opened, fixed or reopened.
   */
  'kind': (string);
  'host_id': (number);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number);
  'cve_id'?: (string);
  'port'?: (number);
  'protocol'?: (string);
  'severity': (string);
  'bu_team'?: (string);
  /**
   * When the scan showed the change (ISO 8601).
   */
  'occurred_at': (string);
  /**
   * When the refresh recorded it (ISO 8601): what `since` compares with.
   */
  'recorded_at': (string);
}
