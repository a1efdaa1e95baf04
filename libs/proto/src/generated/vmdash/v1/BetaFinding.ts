// Original file: vmdash/v1/data_cache.proto

import type { RiskFactors as _vmdash_v1_RiskFactors, RiskFactors__Output as _vmdash_v1_RiskFactors__Output } from '../../vmdash/v1/RiskFactors';
import type { Long } from '@grpc/proto-loader';

/**
 * One plugin result on one beta host and port.
 */
export interface BetaFinding {
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'title'?: (string);
  'severity'?: (string);
  'cvss'?: (number | string);
  'cve_ids'?: (string)[];
  'kev'?: (boolean);
  'kev_date_added'?: (string);
  'first_seen'?: (string);
  'last_seen'?: (string);
  'port'?: (number);
  'protocol'?: (string);
  'service'?: (string);
  'plugin_family'?: (string);
  'description'?: (string);
  'solution'?: (string);
  /**
   * The risk score (0-1000), its rating and its factors (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'risk_score'?: (number);
  'risk_rating'?: (string);
  'risk_factors'?: (_vmdash_v1_RiskFactors | null);
  '_cvss'?: "cvss";
  '_kev_date_added'?: "kev_date_added";
  '_first_seen'?: "first_seen";
  '_last_seen'?: "last_seen";
  '_service'?: "service";
  '_plugin_family'?: "plugin_family";
  '_description'?: "description";
  '_solution'?: "solution";
}

/**
 * One plugin result on one beta host and port.
 */
export interface BetaFinding__Output {
  'host_id': (number);
  'scanner_id': (string);
  'active_host_findings_id': (number);
  'title': (string);
  'severity': (string);
  'cvss'?: (number);
  'cve_ids': (string)[];
  'kev': (boolean);
  'kev_date_added'?: (string);
  'first_seen'?: (string);
  'last_seen'?: (string);
  'port': (number);
  'protocol': (string);
  'service'?: (string);
  'plugin_family'?: (string);
  'description'?: (string);
  'solution'?: (string);
  /**
   * The risk score (0-1000), its rating and its factors (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'risk_score': (number);
  'risk_rating': (string);
  'risk_factors': (_vmdash_v1_RiskFactors__Output | null);
}
