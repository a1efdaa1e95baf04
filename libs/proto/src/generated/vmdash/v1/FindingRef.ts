// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A finding as the dashboard names it: host and plugin.
 */
export interface FindingRef {
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
}

/**
 * A finding as the dashboard names it: host and plugin.
 */
export interface FindingRef__Output {
  'host_id': (number);
  'scanner_id': (string);
}
