// Original file: vmdash/v1/data_cache.proto


/**
 * Beta findings encoded once by data-cache as the Data API's JSON records (UTF-8), with the fields of BetaFinding in
 * their order and unset fields as null: the gateway writes them to the client without decoding them
 * (docs/decisions/0012-findings-as-json.md).
 */
export interface BetaFindingsJson {
  /**
   * The records separated by commas, without the array's brackets; empty for none.
   */
  'records'?: (Buffer | Uint8Array | string);
  /**
   * How many records `records` holds.
   */
  'count'?: (number);
}

/**
 * Beta findings encoded once by data-cache as the Data API's JSON records (UTF-8), with the fields of BetaFinding in
 * their order and unset fields as null: the gateway writes them to the client without decoding them
 * (docs/decisions/0012-findings-as-json.md).
 */
export interface BetaFindingsJson__Output {
  /**
   * The records separated by commas, without the array's brackets; empty for none.
   */
  'records': (Buffer);
  /**
   * How many records `records` holds.
   */
  'count': (number);
}
