// Original file: vmdash/v1/dashboard_workflows.proto

import type { PlannedFinding as _vmdash_v1_PlannedFinding, PlannedFinding__Output as _vmdash_v1_PlannedFinding__Output } from '../../vmdash/v1/PlannedFinding';
import type { JsonPlannedFinding as _vmdash_v1_JsonPlannedFinding, JsonPlannedFinding__Output as _vmdash_v1_JsonPlannedFinding__Output } from '../../vmdash/v1/JsonPlannedFinding';

export interface FindingPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_PlannedFinding)[];
  /**
   * The rows as JSON, when ListFindingsRequest.rows_as_json (items is empty then).
   */
  'json_items'?: (_vmdash_v1_JsonPlannedFinding)[];
}

export interface FindingPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_PlannedFinding__Output)[];
  /**
   * The rows as JSON, when ListFindingsRequest.rows_as_json (items is empty then).
   */
  'json_items': (_vmdash_v1_JsonPlannedFinding__Output)[];
}
