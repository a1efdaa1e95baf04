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
  /**
   * How many hosts the upstream lists in all, when its page names a `total` (the interface does not promise one).
   */
  'upstream_total'?: (number | string | Long);
  '_upstream_total'?: "upstream_total";
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
  /**
   * How many hosts the upstream lists in all, when its page names a `total` (the interface does not promise one).
   */
  'upstream_total'?: (number);
}
