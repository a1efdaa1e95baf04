// Original file: vmdash/v1/data_cache.proto


/**
 * Which transitions to read: of the source ("alpha" or "beta"), recorded strictly after `since` (ISO 8601).
 */
export interface FindingChangesRequest {
  'source'?: (string);
  'since'?: (string);
}

/**
 * Which transitions to read: of the source ("alpha" or "beta"), recorded strictly after `since` (ISO 8601).
 */
export interface FindingChangesRequest__Output {
  'source': (string);
  'since': (string);
}
