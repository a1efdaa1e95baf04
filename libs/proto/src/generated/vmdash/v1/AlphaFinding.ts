// Original file: vmdash/v1/data_cache.proto

import type { RiskFactors as _vmdash_v1_RiskFactors, RiskFactors__Output as _vmdash_v1_RiskFactors__Output } from '../../vmdash/v1/RiskFactors';
import type { Long } from '@grpc/proto-loader';

/**
 * One CVE on one alpha asset.
 */
export interface AlphaFinding {
  'asset_id'?: (number | string | Long);
  'cve_id'?: (string);
  'title'?: (string);
  'severity'?: (string);
  'cvss'?: (number | string);
  'first_seen'?: (string);
  'last_seen'?: (string);
  'kev'?: (boolean);
  'kev_date_added'?: (string);
  'description'?: (string);
  'solution'?: (string);
  'scanner_refs'?: (string)[];
  /**
   * The risk score (0-1000), its rating and its factors (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'risk_score'?: (number);
  'risk_rating'?: (string);
  'risk_factors'?: (_vmdash_v1_RiskFactors | null);
  '_cvss'?: "cvss";
  '_first_seen'?: "first_seen";
  '_last_seen'?: "last_seen";
  '_kev_date_added'?: "kev_date_added";
  '_description'?: "description";
  '_solution'?: "solution";
}

/**
 * One CVE on one alpha asset.
 */
export interface AlphaFinding__Output {
  'asset_id': (number);
  'cve_id': (string);
  'title': (string);
  'severity': (string);
  'cvss'?: (number);
  'first_seen'?: (string);
  'last_seen'?: (string);
  'kev': (boolean);
  'kev_date_added'?: (string);
  'description'?: (string);
  'solution'?: (string);
  'scanner_refs': (string)[];
  /**
   * The risk score (0-1000), its rating and its factors (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'risk_score': (number);
  'risk_rating': (string);
  'risk_factors': (_vmdash_v1_RiskFactors__Output | null);
}
