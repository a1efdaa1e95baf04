// Original file: vmdash/v1/data_cache.proto


/**
 * How many findings of one source and severity are open (or reopened) now.
 */
export interface OpenFindingCount {
  'severity'?: (string);
  'open'?: (number);
  /**
   * alpha or beta.
   */
  'source'?: (string);
}

/**
 * How many findings of one source and severity are open (or reopened) now.
 */
export interface OpenFindingCount__Output {
  'severity': (string);
  'open': (number);
  /**
   * alpha or beta.
   */
  'source': (string);
}
