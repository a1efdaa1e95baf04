// Original file: vmdash/v1/data_cache.proto

import type { RiskFactors as _vmdash_v1_RiskFactors, RiskFactors__Output as _vmdash_v1_RiskFactors__Output } from '../../vmdash/v1/RiskFactors';
import type { Long } from '@grpc/proto-loader';

/**
 * One finding of either source with its host's identity and team. beta: one row per port (active_host_findings_id);
 * alpha: one CVE on one asset (host_id is the asset_id, scanner_id the CVE id, active_host_findings_id 0).
 */
export interface ScopedBetaFinding {
  'host_id'?: (number | string | Long);
  'hostname'?: (string);
  'owner'?: (string);
  'bu_team'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'title'?: (string);
  'severity'?: (string);
  'cve_ids'?: (string)[];
  'kev'?: (boolean);
  'first_seen'?: (string);
  'last_seen'?: (string);
  /**
   * The value of the query's team field on the host (bu_team or owner), empty when the host has none.
   */
  'team'?: (string);
  /**
   * The finding's risk score (0-1000), rating and factors (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'risk_score'?: (number);
  'risk_rating'?: (string);
  'risk_factors'?: (_vmdash_v1_RiskFactors | null);
  /**
   * The host's risk: the highest risk score of its findings, and their sum.
   */
  'host_risk_score'?: (number);
  'host_risk_total'?: (number);
  /**
   * Its lifecycle status: "open", "reopened" when it was fixed once and is reported again, or "fixed"
   * (docs/decisions/0026-finding-lifecycle.md).
   */
  'status'?: (string);
  /**
   * "alpha" or "beta".
   */
  'source'?: (string);
  /**
   * When the scan that no longer reported it ran (ISO 8601); unset unless status is fixed.
   */
  'fixed_at'?: (string);
  /**
   * In a what-changed answer (changed_since set): the transition, new, fixed or reopened, and its scan time (ISO 8601).
   */
  'change'?: (string);
  'changed_at'?: (string);
  '_hostname'?: "hostname";
  '_bu_team'?: "bu_team";
  '_first_seen'?: "first_seen";
  '_last_seen'?: "last_seen";
  '_fixed_at'?: "fixed_at";
  '_change'?: "change";
  '_changed_at'?: "changed_at";
}

/**
 * One finding of either source with its host's identity and team. beta: one row per port (active_host_findings_id);
 * alpha: one CVE on one asset (host_id is the asset_id, scanner_id the CVE id, active_host_findings_id 0).
 */
export interface ScopedBetaFinding__Output {
  'host_id': (number);
  'hostname'?: (string);
  'owner': (string);
  'bu_team'?: (string);
  'scanner_id': (string);
  'active_host_findings_id': (number);
  'title': (string);
  'severity': (string);
  'cve_ids': (string)[];
  'kev': (boolean);
  'first_seen'?: (string);
  'last_seen'?: (string);
  /**
   * The value of the query's team field on the host (bu_team or owner), empty when the host has none.
   */
  'team': (string);
  /**
   * The finding's risk score (0-1000), rating and factors (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'risk_score': (number);
  'risk_rating': (string);
  'risk_factors': (_vmdash_v1_RiskFactors__Output | null);
  /**
   * The host's risk: the highest risk score of its findings, and their sum.
   */
  'host_risk_score': (number);
  'host_risk_total': (number);
  /**
   * Its lifecycle status: "open", "reopened" when it was fixed once and is reported again, or "fixed"
   * (docs/decisions/0026-finding-lifecycle.md).
   */
  'status': (string);
  /**
   * "alpha" or "beta".
   */
  'source': (string);
  /**
   * When the scan that no longer reported it ran (ISO 8601); unset unless status is fixed.
   */
  'fixed_at'?: (string);
  /**
   * In a what-changed answer (changed_since set): the transition, new, fixed or reopened, and its scan time (ISO 8601).
   */
  'change'?: (string);
  'changed_at'?: (string);
}
