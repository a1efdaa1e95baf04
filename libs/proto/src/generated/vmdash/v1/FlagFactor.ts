// Original file: vmdash/v1/data_cache.proto


/**
 * A yes-or-no factor: ransomware use known to CISA, or an exploit reported by the scanner or the vector.
 */
export interface FlagFactor {
  'value'?: (boolean);
  'contribution'?: (number | string);
}

/**
 * A yes-or-no factor: ransomware use known to CISA, or an exploit reported by the scanner or the vector.
 */
export interface FlagFactor__Output {
  'value': (boolean);
  'contribution': (number);
}
