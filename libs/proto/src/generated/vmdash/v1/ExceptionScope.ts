// Original file: vmdash/v1/dashboard_compliance.proto

import type { Long } from '@grpc/proto-loader';

/**
 * What an exception covers: type finding (host_id, scanner_id), host (host_id), cve (cve_id) or plugin (plugin_id).
 */
export interface ExceptionScope {
  'type'?: (string);
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'cve_id'?: (string);
  'plugin_id'?: (string);
  '_host_id'?: "host_id";
  '_scanner_id'?: "scanner_id";
  '_cve_id'?: "cve_id";
  '_plugin_id'?: "plugin_id";
}

/**
 * What an exception covers: type finding (host_id, scanner_id), host (host_id), cve (cve_id) or plugin (plugin_id).
 */
export interface ExceptionScope__Output {
  'type': (string);
  'host_id'?: (number);
  'scanner_id'?: (string);
  'cve_id'?: (string);
  'plugin_id'?: (string);
}
