// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One finding that a compliance metric can judge: in CISA's KEV catalog, or of severity or risk rating Critical, High or
 * Medium.
 */
export interface ComplianceFinding {
  /**
   * beta: the plugin id (scanner_id); alpha: the CVE id.
   */
  'finding_key'?: (string);
  /**
   * beta: the finding row's id; alpha: 0.
   */
  'active_host_findings_id'?: (number | string | Long);
  'severity'?: (string);
  /**
   * ISO 8601; empty when the source has no date.
   */
  'first_seen'?: (string);
  /**
   * The earliest KEV dueDate (YYYY-MM-DD) among the finding's CVEs; empty when none is in the catalog.
   */
  'kev_due_date'?: (string);
  /**
   * The finding's risk rating (low, medium, high, critical): the level of an SLA policy read by risk rating.
   */
  'risk_rating'?: (string);
  /**
   * Its CVE ids (alpha: the one CVE): what a risk exception of a CVE covers (docs/decisions/0032-risk-exceptions.md).
   */
  'cve_ids'?: (string)[];
}

/**
 * One finding that a compliance metric can judge: in CISA's KEV catalog, or of severity or risk rating Critical, High or
 * Medium.
 */
export interface ComplianceFinding__Output {
  /**
   * beta: the plugin id (scanner_id); alpha: the CVE id.
   */
  'finding_key': (string);
  /**
   * beta: the finding row's id; alpha: 0.
   */
  'active_host_findings_id': (number);
  'severity': (string);
  /**
   * ISO 8601; empty when the source has no date.
   */
  'first_seen': (string);
  /**
   * The earliest KEV dueDate (YYYY-MM-DD) among the finding's CVEs; empty when none is in the catalog.
   */
  'kev_due_date': (string);
  /**
   * The finding's risk rating (low, medium, high, critical): the level of an SLA policy read by risk rating.
   */
  'risk_rating': (string);
  /**
   * Its CVE ids (alpha: the one CVE): what a risk exception of a CVE covers (docs/decisions/0032-risk-exceptions.md).
   */
  'cve_ids': (string)[];
}
