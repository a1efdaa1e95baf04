// Original file: vmdash/v1/action_plan.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Active plans of every host, or one page of hosts (the dashboard's action-plan cache sync, docs/decisions/0013 and
 * docs/decisions/0028-jobs.md, "Plan sync as a job"): the plans of hosts after `after_host_id` (every host when unset),
 * of at most `host_limit` hosts (every host when 0), so a sync resumes after the last host it stored.
 */
export interface StreamActivePlansRequest {
  'after_host_id'?: (number | string | Long);
  'host_limit'?: (number);
  '_after_host_id'?: "after_host_id";
}

/**
 * Active plans of every host, or one page of hosts (the dashboard's action-plan cache sync, docs/decisions/0013 and
 * docs/decisions/0028-jobs.md, "Plan sync as a job"): the plans of hosts after `after_host_id` (every host when unset),
 * of at most `host_limit` hosts (every host when 0), so a sync resumes after the last host it stored.
 */
export interface StreamActivePlansRequest__Output {
  'after_host_id'?: (number);
  'host_limit': (number);
}
