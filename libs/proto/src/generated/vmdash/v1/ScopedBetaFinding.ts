// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One active beta finding with its host's identity and team (one row per port: active_host_findings_id).
 */
export interface ScopedBetaFinding {
  'host_id'?: (number | string | Long);
  'hostname'?: (string);
  'owner'?: (string);
  'bu_team'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'title'?: (string);
  'severity'?: (string);
  'cve_ids'?: (string)[];
  'kev'?: (boolean);
  'first_seen'?: (string);
  'last_seen'?: (string);
  /**
   * The value of the query's team field on the host (bu_team or owner), empty when the host has none.
   */
  'team'?: (string);
  '_hostname'?: "hostname";
  '_bu_team'?: "bu_team";
  '_first_seen'?: "first_seen";
  '_last_seen'?: "last_seen";
}

/**
 * One active beta finding with its host's identity and team (one row per port: active_host_findings_id).
 */
export interface ScopedBetaFinding__Output {
  'host_id': (number);
  'hostname'?: (string);
  'owner': (string);
  'bu_team'?: (string);
  'scanner_id': (string);
  'active_host_findings_id': (number);
  'title': (string);
  'severity': (string);
  'cve_ids': (string)[];
  'kev': (boolean);
  'first_seen'?: (string);
  'last_seen'?: (string);
  /**
   * The value of the query's team field on the host (bu_team or owner), empty when the host has none.
   */
  'team': (string);
}
