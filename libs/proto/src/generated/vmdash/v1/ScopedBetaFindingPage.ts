// Original file: vmdash/v1/data_cache.proto

import type { ScopedBetaFinding as _vmdash_v1_ScopedBetaFinding, ScopedBetaFinding__Output as _vmdash_v1_ScopedBetaFinding__Output } from '../../vmdash/v1/ScopedBetaFinding';
import type { JsonFindingRow as _vmdash_v1_JsonFindingRow, JsonFindingRow__Output as _vmdash_v1_JsonFindingRow__Output } from '../../vmdash/v1/JsonFindingRow';

export interface ScopedBetaFindingPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_ScopedBetaFinding)[];
  /**
   * The snapshots the page was read from ("<alpha>/<beta>"; BetaFindingQuery.snapshot_id).
   */
  'snapshot_id'?: (string);
  /**
   * The rows as JSON, when BetaFindingQuery.rows_as_json (items is empty then).
   */
  'json_items'?: (_vmdash_v1_JsonFindingRow)[];
}

export interface ScopedBetaFindingPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_ScopedBetaFinding__Output)[];
  /**
   * The snapshots the page was read from ("<alpha>/<beta>"; BetaFindingQuery.snapshot_id).
   */
  'snapshot_id': (string);
  /**
   * The rows as JSON, when BetaFindingQuery.rows_as_json (items is empty then).
   */
  'json_items': (_vmdash_v1_JsonFindingRow__Output)[];
}
