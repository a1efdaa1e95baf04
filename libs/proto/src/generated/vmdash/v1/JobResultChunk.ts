// Original file: vmdash/v1/dashboard_workflows.proto

import type { JobResultFile as _vmdash_v1_JobResultFile, JobResultFile__Output as _vmdash_v1_JobResultFile__Output } from '../../vmdash/v1/JobResultFile';
import type { Long } from '@grpc/proto-loader';

/**
 * One piece of a job's result: the first carries the file's description and, for a range, the bytes it answers
 * (first and last, inclusive) or that no byte of the file is in it; every one a chunk of the bytes in order.
 */
export interface JobResultChunk {
  'file'?: (_vmdash_v1_JobResultFile | null);
  'data'?: (Buffer | Uint8Array | string);
  'range_first'?: (number | string | Long);
  'range_last'?: (number | string | Long);
  'range_unsatisfiable'?: (boolean);
  '_file'?: "file";
  '_range_first'?: "range_first";
  '_range_last'?: "range_last";
}

/**
 * One piece of a job's result: the first carries the file's description and, for a range, the bytes it answers
 * (first and last, inclusive) or that no byte of the file is in it; every one a chunk of the bytes in order.
 */
export interface JobResultChunk__Output {
  'file'?: (_vmdash_v1_JobResultFile__Output | null);
  'data': (Buffer);
  'range_first'?: (number);
  'range_last'?: (number);
  'range_unsatisfiable': (boolean);
}
