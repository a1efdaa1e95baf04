// Original file: vmdash/v1/data_cache.proto


/**
 * Whether the asset is reachable from the internet, where that came from (inventory or default), and its multiplier.
 */
export interface InternetFacingFactor {
  'value'?: (boolean);
  'source'?: (string);
  'multiplier'?: (number | string);
  'contribution'?: (number | string);
}

/**
 * Whether the asset is reachable from the internet, where that came from (inventory or default), and its multiplier.
 */
export interface InternetFacingFactor__Output {
  'value': (boolean);
  'source': (string);
  'multiplier': (number);
  'contribution': (number);
}
