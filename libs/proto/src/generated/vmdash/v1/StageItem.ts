// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

export interface StageItem {
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'workflow_type'?: (string);
  'vendor'?: (string);
  /**
   * The finding's source: "beta" (also when unset) or "alpha", which the workflows refuse (FAILED_PRECONDITION with
   * reason CONFLICT: docs/decisions/0026-finding-lifecycle.md, "One list").
   */
  'source'?: (string);
  '_vendor'?: "vendor";
  '_source'?: "source";
}

export interface StageItem__Output {
  'host_id': (number);
  'scanner_id': (string);
  'workflow_type': (string);
  'vendor'?: (string);
  /**
   * The finding's source: "beta" (also when unset) or "alpha", which the workflows refuse (FAILED_PRECONDITION with
   * reason CONFLICT: docs/decisions/0026-finding-lifecycle.md, "One list").
   */
  'source'?: (string);
}
