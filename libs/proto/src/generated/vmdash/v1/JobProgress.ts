// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * How far a job is: `done` of `total` (unknown: unset) in `unit`, and what it does now.
 */
export interface JobProgress {
  'done'?: (number | string | Long);
  'total'?: (number | string | Long);
  'unit'?: (string);
  'phase'?: (string);
  '_total'?: "total";
}

/**
 * How far a job is: `done` of `total` (unknown: unset) in `unit`, and what it does now.
 */
export interface JobProgress__Output {
  'done': (number);
  'total'?: (number);
  'unit': (string);
  'phase': (string);
}
