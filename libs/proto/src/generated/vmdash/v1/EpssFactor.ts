// Original file: vmdash/v1/data_cache.proto


/**
 * FIRST EPSS probability and percentile (0-1) of the finding's highest-scoring CVE; unset without an EPSS score.
 */
export interface EpssFactor {
  'value'?: (number | string);
  'percentile'?: (number | string);
  'cve_id'?: (string);
  'contribution'?: (number | string);
  '_value'?: "value";
  '_percentile'?: "percentile";
  '_cve_id'?: "cve_id";
}

/**
 * FIRST EPSS probability and percentile (0-1) of the finding's highest-scoring CVE; unset without an EPSS score.
 */
export interface EpssFactor__Output {
  'value'?: (number);
  'percentile'?: (number);
  'cve_id'?: (string);
  'contribution': (number);
}
