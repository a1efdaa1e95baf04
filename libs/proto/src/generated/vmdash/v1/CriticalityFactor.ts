// Original file: vmdash/v1/data_cache.proto


/**
 * The asset's criticality (1-5) and where it came from (inventory or default), with its multiplier.
 */
export interface CriticalityFactor {
  'value'?: (number);
  'source'?: (string);
  'multiplier'?: (number | string);
  'contribution'?: (number | string);
}

/**
 * The asset's criticality (1-5) and where it came from (inventory or default), with its multiplier.
 */
export interface CriticalityFactor__Output {
  'value': (number);
  'source': (string);
  'multiplier': (number);
  'contribution': (number);
}
