// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A job's result file: name, media type, size in bytes and SHA-256 (hex).
 */
export interface JobResultFile {
  'name'?: (string);
  'type'?: (string);
  'size'?: (number | string | Long);
  'sha256'?: (string);
}

/**
 * A job's result file: name, media type, size in bytes and SHA-256 (hex).
 */
export interface JobResultFile__Output {
  'name': (string);
  'type': (string);
  'size': (number);
  'sha256': (string);
}
