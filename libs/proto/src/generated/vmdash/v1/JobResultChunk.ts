// Original file: vmdash/v1/dashboard_workflows.proto

import type { JobResultFile as _vmdash_v1_JobResultFile, JobResultFile__Output as _vmdash_v1_JobResultFile__Output } from '../../vmdash/v1/JobResultFile';

/**
 * One piece of a job's result: the first carries the file's description, every one a chunk of its bytes in order.
 */
export interface JobResultChunk {
  'file'?: (_vmdash_v1_JobResultFile | null);
  'data'?: (Buffer | Uint8Array | string);
  '_file'?: "file";
}

/**
 * One piece of a job's result: the first carries the file's description, every one a chunk of its bytes in order.
 */
export interface JobResultChunk__Output {
  'file'?: (_vmdash_v1_JobResultFile__Output | null);
  'data': (Buffer);
}
