// Original file: vmdash/v1/integration.proto

import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from '../../vmdash/v1/ActionPlan';
import type { Long } from '@grpc/proto-loader';

/**
 * One host of the action plans upstream service, as its Data API answers it: the host is one GET /beta-assets/{page}
 * lists, and its plans the active ones of GET /hosts/{host_id}/action-plans.
 */
export interface UpstreamHostPlans {
  'host_id'?: (number | string | Long);
  /**
   * false when the upstream answered 404 for the host's plans: the upstream does not know the host (atlas_known).
   */
  'known'?: (boolean);
  /**
   * The host's active plans (status "active"), as the upstream sent them; empty for an unknown host.
   */
  'active_plans'?: (_vmdash_v1_ActionPlan)[];
}

/**
 * One host of the action plans upstream service, as its Data API answers it: the host is one GET /beta-assets/{page}
 * lists, and its plans the active ones of GET /hosts/{host_id}/action-plans.
 */
export interface UpstreamHostPlans__Output {
  'host_id': (number);
  /**
   * false when the upstream answered 404 for the host's plans: the upstream does not know the host (atlas_known).
   */
  'known': (boolean);
  /**
   * The host's active plans (status "active"), as the upstream sent them; empty for an unknown host.
   */
  'active_plans': (_vmdash_v1_ActionPlan__Output)[];
}
