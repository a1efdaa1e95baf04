// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * GET /api/hosts/{host_id}/action-plans (docs/decisions/0020): a host's plans from the action-plan service, for a host in the
 * caller's teams (NOT_FOUND otherwise, and for a host data-cache does not know).
 */
export interface HostPlansRequest {
  'host_id'?: (number | string | Long);
}

/**
 * GET /api/hosts/{host_id}/action-plans (docs/decisions/0020): a host's plans from the action-plan service, for a host in the
 * caller's teams (NOT_FOUND otherwise, and for a host data-cache does not know).
 */
export interface HostPlansRequest__Output {
  'host_id': (number);
}
