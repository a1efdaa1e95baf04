// Original file: vmdash/v1/data_cache.proto


/**
 * In CISA's KEV catalog, with the earliest dueDate (YYYY-MM-DD) among the finding's CVEs.
 */
export interface KevFactor {
  'value'?: (boolean);
  'due_date'?: (string);
  'contribution'?: (number | string);
  '_due_date'?: "due_date";
}

/**
 * In CISA's KEV catalog, with the earliest dueDate (YYYY-MM-DD) among the finding's CVEs.
 */
export interface KevFactor__Output {
  'value': (boolean);
  'due_date'?: (string);
  'contribution': (number);
}
