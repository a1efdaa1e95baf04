// Original file: vmdash/v1/dashboard_workflows.proto

import type { JobProgress as _vmdash_v1_JobProgress, JobProgress__Output as _vmdash_v1_JobProgress__Output } from '../../vmdash/v1/JobProgress';
import type { JobResultFile as _vmdash_v1_JobResultFile, JobResultFile__Output as _vmdash_v1_JobResultFile__Output } from '../../vmdash/v1/JobResultFile';
import type { Long } from '@grpc/proto-loader';

/**
 * A job as its owner (or an Admin) sees it; never its grant.
 */
export interface Job {
  'id'?: (string);
  'kind'?: (string);
  'owner_id'?: (string);
  'owner_username'?: (string);
  'impersonated_by'?: (string);
  /**
   * The parameters as JSON (the start's format and filters).
   */
  'params_json'?: (string);
  /**
   * queued, running, succeeded, failed or cancelled.
   */
  'state'?: (string);
  'progress'?: (_vmdash_v1_JobProgress | null);
  'attempts'?: (number);
  'failure_reason'?: (string);
  'result_file'?: (_vmdash_v1_JobResultFile | null);
  'result_counts'?: ({[key: string]: number | string | Long});
  /**
   * ISO 8601 times.
   */
  'created_at'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'expires_at'?: (string);
  /**
   * The result was deleted when it expired.
   */
  'result_expired'?: (boolean);
  '_impersonated_by'?: "impersonated_by";
  '_failure_reason'?: "failure_reason";
  '_result_file'?: "result_file";
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_expires_at'?: "expires_at";
}

/**
 * A job as its owner (or an Admin) sees it; never its grant.
 */
export interface Job__Output {
  'id': (string);
  'kind': (string);
  'owner_id': (string);
  'owner_username': (string);
  'impersonated_by'?: (string);
  /**
   * The parameters as JSON (the start's format and filters).
   */
  'params_json': (string);
  /**
   * queued, running, succeeded, failed or cancelled.
   */
  'state': (string);
  'progress': (_vmdash_v1_JobProgress__Output | null);
  'attempts': (number);
  'failure_reason'?: (string);
  'result_file'?: (_vmdash_v1_JobResultFile__Output | null);
  'result_counts': ({[key: string]: number});
  /**
   * ISO 8601 times.
   */
  'created_at': (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'expires_at'?: (string);
  /**
   * The result was deleted when it expired.
   */
  'result_expired': (boolean);
}
