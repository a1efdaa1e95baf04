// Original file: vmdash/v1/data_cache.proto

import type { FindingTeamField as _vmdash_v1_FindingTeamField, FindingTeamField__Output as _vmdash_v1_FindingTeamField__Output } from '../../vmdash/v1/FindingTeamField';
import type { FindingSort as _vmdash_v1_FindingSort, FindingSort__Output as _vmdash_v1_FindingSort__Output } from '../../vmdash/v1/FindingSort';
import type { Long } from '@grpc/proto-loader';

/**
 * A filtered, team-scoped page of the findings of both sources (alpha and beta). Every filter given must hold (AND).
 */
export interface BetaFindingQuery {
  'team_field'?: (_vmdash_v1_FindingTeamField);
  /**
   * True: no team restriction (an Admin who chose every team). False: only hosts whose team field is one of teams
   * (none matches when teams is empty).
   */
  'all_teams'?: (boolean);
  'teams'?: (string)[];
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  /**
   * Case-insensitive substring of the hostname.
   */
  'hostname'?: (string);
  /**
   * Exact severity name (Critical, High, Medium, Low, Info).
   */
  'severity'?: (string);
  'kev'?: (boolean);
  /**
   * Exact owner and bu_team.
   */
  'owner'?: (string);
  'bu_team'?: (string);
  /**
   * Case-insensitive substring of the title, a CVE id or the plugin id.
   */
  'text'?: (string);
  'sort'?: (_vmdash_v1_FindingSort);
  /**
   * 1-based; page_size 1..1000.
   */
  'page'?: (number);
  'page_size'?: (number);
  /**
   * Findings whose risk score is at least this (0-1000).
   */
  'min_risk_score'?: (number);
  /**
   * Exact risk rating (low, medium, high, critical).
   */
  'risk_rating'?: (string);
  /**
   * Answer from these snapshots (a page's snapshot_id: the alpha and the beta snapshot, "<alpha>/<beta>") or refuse
   * with FAILED_PRECONDITION (reason CONFLICT) when another is served now: an export job's pages all come from the
   * snapshots its list showed when it started (docs/decisions/0028-jobs.md).
   */
  'snapshot_id'?: (string);
  /**
   * Findings of this source only ("alpha" or "beta"); both when unset.
   */
  'source'?: (string);
  /**
   * Which source host_id belongs to: "alpha" (an asset_id) or "beta" (a host_id; also when unset). The answer holds
   * every source's findings of that machine: the other source's hosts that share its address, else its FQDN or
   * hostname (case-insensitive), as the importers merge hosts.
   */
  'host_source'?: (string);
  /**
   * Lifecycle statuses listed (open, reopened, fixed); empty: open and reopened (the active findings). A fixed finding
   * comes from the lifecycle store (docs/decisions/0026-finding-lifecycle.md).
   */
  'statuses'?: (string)[];
  /**
   * What changed (docs/decisions/0026-finding-lifecycle.md, "What changed"): when changed_since is set, the answer lists
   * the lifecycle transitions whose scan time lies in [changed_since, changed_until) (ISO 8601; until now when unset),
   * one row per transition with the finding as it is now; statuses is then ignored. changes: the kinds listed (new,
   * fixed, reopened); empty: all three.
   */
  'changed_since'?: (string);
  'changed_until'?: (string);
  'changes'?: (string)[];
  /**
   * Answer the page's rows as JSON (json_items) instead of messages (items): the dashboard's list passes them to the
   * gateway, which writes them as they are (docs/decisions/0031, "The rows of a page").
   */
  'rows_as_json'?: (boolean);
  '_host_id'?: "host_id";
  '_scanner_id'?: "scanner_id";
  '_hostname'?: "hostname";
  '_severity'?: "severity";
  '_kev'?: "kev";
  '_owner'?: "owner";
  '_bu_team'?: "bu_team";
  '_text'?: "text";
  '_min_risk_score'?: "min_risk_score";
  '_risk_rating'?: "risk_rating";
  '_snapshot_id'?: "snapshot_id";
  '_source'?: "source";
  '_host_source'?: "host_source";
  '_changed_since'?: "changed_since";
  '_changed_until'?: "changed_until";
}

/**
 * A filtered, team-scoped page of the findings of both sources (alpha and beta). Every filter given must hold (AND).
 */
export interface BetaFindingQuery__Output {
  'team_field': (_vmdash_v1_FindingTeamField__Output);
  /**
   * True: no team restriction (an Admin who chose every team). False: only hosts whose team field is one of teams
   * (none matches when teams is empty).
   */
  'all_teams': (boolean);
  'teams': (string)[];
  'host_id'?: (number);
  'scanner_id'?: (string);
  /**
   * Case-insensitive substring of the hostname.
   */
  'hostname'?: (string);
  /**
   * Exact severity name (Critical, High, Medium, Low, Info).
   */
  'severity'?: (string);
  'kev'?: (boolean);
  /**
   * Exact owner and bu_team.
   */
  'owner'?: (string);
  'bu_team'?: (string);
  /**
   * Case-insensitive substring of the title, a CVE id or the plugin id.
   */
  'text'?: (string);
  'sort': (_vmdash_v1_FindingSort__Output);
  /**
   * 1-based; page_size 1..1000.
   */
  'page': (number);
  'page_size': (number);
  /**
   * Findings whose risk score is at least this (0-1000).
   */
  'min_risk_score'?: (number);
  /**
   * Exact risk rating (low, medium, high, critical).
   */
  'risk_rating'?: (string);
  /**
   * Answer from these snapshots (a page's snapshot_id: the alpha and the beta snapshot, "<alpha>/<beta>") or refuse
   * with FAILED_PRECONDITION (reason CONFLICT) when another is served now: an export job's pages all come from the
   * snapshots its list showed when it started (docs/decisions/0028-jobs.md).
   */
  'snapshot_id'?: (string);
  /**
   * Findings of this source only ("alpha" or "beta"); both when unset.
   */
  'source'?: (string);
  /**
   * Which source host_id belongs to: "alpha" (an asset_id) or "beta" (a host_id; also when unset). The answer holds
   * every source's findings of that machine: the other source's hosts that share its address, else its FQDN or
   * hostname (case-insensitive), as the importers merge hosts.
   */
  'host_source'?: (string);
  /**
   * Lifecycle statuses listed (open, reopened, fixed); empty: open and reopened (the active findings). A fixed finding
   * comes from the lifecycle store (docs/decisions/0026-finding-lifecycle.md).
   */
  'statuses': (string)[];
  /**
   * What changed (docs/decisions/0026-finding-lifecycle.md, "What changed"): when changed_since is set, the answer lists
   * the lifecycle transitions whose scan time lies in [changed_since, changed_until) (ISO 8601; until now when unset),
   * one row per transition with the finding as it is now; statuses is then ignored. changes: the kinds listed (new,
   * fixed, reopened); empty: all three.
   */
  'changed_since'?: (string);
  'changed_until'?: (string);
  'changes': (string)[];
  /**
   * Answer the page's rows as JSON (json_items) instead of messages (items): the dashboard's list passes them to the
   * gateway, which writes them as they are (docs/decisions/0031, "The rows of a page").
   */
  'rows_as_json': (boolean);
}
