// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One CVE on one alpha asset.
 */
export interface AlphaFinding {
  'asset_id'?: (number | string | Long);
  'cve_id'?: (string);
  'title'?: (string);
  'severity'?: (string);
  'cvss'?: (number | string);
  'first_seen'?: (string);
  'last_seen'?: (string);
  'kev'?: (boolean);
  'kev_date_added'?: (string);
  'description'?: (string);
  'solution'?: (string);
  'scanner_refs'?: (string)[];
  '_cvss'?: "cvss";
  '_first_seen'?: "first_seen";
  '_last_seen'?: "last_seen";
  '_kev_date_added'?: "kev_date_added";
  '_description'?: "description";
  '_solution'?: "solution";
}

/**
 * One CVE on one alpha asset.
 */
export interface AlphaFinding__Output {
  'asset_id': (number);
  'cve_id': (string);
  'title': (string);
  'severity': (string);
  'cvss'?: (number);
  'first_seen'?: (string);
  'last_seen'?: (string);
  'kev': (boolean);
  'kev_date_added'?: (string);
  'description'?: (string);
  'solution'?: (string);
  'scanner_refs': (string)[];
}
