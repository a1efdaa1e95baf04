// Original file: vmdash/v1/dashboard_workflows.proto

import type { PlannedFinding as _vmdash_v1_PlannedFinding, PlannedFinding__Output as _vmdash_v1_PlannedFinding__Output } from '../../vmdash/v1/PlannedFinding';

export interface FindingPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_PlannedFinding)[];
}

export interface FindingPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_PlannedFinding__Output)[];
}
