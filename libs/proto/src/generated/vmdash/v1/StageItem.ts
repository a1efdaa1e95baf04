// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

export interface StageItem {
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'workflow_type'?: (string);
  'vendor'?: (string);
  '_vendor'?: "vendor";
}

export interface StageItem__Output {
  'host_id': (number);
  'scanner_id': (string);
  'workflow_type': (string);
  'vendor'?: (string);
}
