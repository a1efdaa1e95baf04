// Original file: vmdash/v1/action_plan.proto

import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from '../../vmdash/v1/ActionPlan';

export interface ActionPlanList {
  'items'?: (_vmdash_v1_ActionPlan)[];
}

export interface ActionPlanList__Output {
  'items': (_vmdash_v1_ActionPlan__Output)[];
}
