// Original file: vmdash/v1/dashboard_workflows.proto

import type { FindingSort as _vmdash_v1_FindingSort, FindingSort__Output as _vmdash_v1_FindingSort__Output } from '../../vmdash/v1/FindingSort';
import type { Long } from '@grpc/proto-loader';

/**
 * GET /api/findings: the caller's teams' active beta findings (data-cache QueryBetaFindings).
 */
export interface ListFindingsRequest {
  'host_id'?: (number | string | Long);
  'hostname'?: (string);
  'severity'?: (string);
  'kev'?: (boolean);
  'owner'?: (string);
  'bu_team'?: (string);
  'q'?: (string);
  'sort'?: (_vmdash_v1_FindingSort);
  'page'?: (number);
  'page_size'?: (number);
  'min_risk_score'?: (number);
  'risk_rating'?: (string);
  /**
   * Findings of one source ("alpha" or "beta"); both when unset (docs/decisions/0026-finding-lifecycle.md, "One list").
   */
  'source'?: (string);
  /**
   * Which source host_id belongs to ("alpha": an asset_id; "beta" or unset: a host_id); the answer holds every
   * source's findings of that machine.
   */
  'host_source'?: (string);
  /**
   * Lifecycle statuses listed (open, reopened, fixed); empty: open and reopened.
   */
  'statuses'?: (string)[];
  /**
   * What changed: the transitions of [changed_since, changed_until) of the kinds in changes (data_cache.proto
   * BetaFindingQuery).
   */
  'changed_since'?: (string);
  'changed_until'?: (string);
  'changes'?: (string)[];
  /**
   * Answer the rows as JSON (FindingPage.json_items; data_cache.proto BetaFindingQuery.rows_as_json).
   */
  'rows_as_json'?: (boolean);
  '_host_id'?: "host_id";
  '_hostname'?: "hostname";
  '_severity'?: "severity";
  '_kev'?: "kev";
  '_owner'?: "owner";
  '_bu_team'?: "bu_team";
  '_q'?: "q";
  '_min_risk_score'?: "min_risk_score";
  '_risk_rating'?: "risk_rating";
  '_source'?: "source";
  '_host_source'?: "host_source";
  '_changed_since'?: "changed_since";
  '_changed_until'?: "changed_until";
}

/**
 * GET /api/findings: the caller's teams' active beta findings (data-cache QueryBetaFindings).
 */
export interface ListFindingsRequest__Output {
  'host_id'?: (number);
  'hostname'?: (string);
  'severity'?: (string);
  'kev'?: (boolean);
  'owner'?: (string);
  'bu_team'?: (string);
  'q'?: (string);
  'sort': (_vmdash_v1_FindingSort__Output);
  'page': (number);
  'page_size': (number);
  'min_risk_score'?: (number);
  'risk_rating'?: (string);
  /**
   * Findings of one source ("alpha" or "beta"); both when unset (docs/decisions/0026-finding-lifecycle.md, "One list").
   */
  'source'?: (string);
  /**
   * Which source host_id belongs to ("alpha": an asset_id; "beta" or unset: a host_id); the answer holds every
   * source's findings of that machine.
   */
  'host_source'?: (string);
  /**
   * Lifecycle statuses listed (open, reopened, fixed); empty: open and reopened.
   */
  'statuses': (string)[];
  /**
   * What changed: the transitions of [changed_since, changed_until) of the kinds in changes (data_cache.proto
   * BetaFindingQuery).
   */
  'changed_since'?: (string);
  'changed_until'?: (string);
  'changes': (string)[];
  /**
   * Answer the rows as JSON (FindingPage.json_items; data_cache.proto BetaFindingQuery.rows_as_json).
   */
  'rows_as_json': (boolean);
}
