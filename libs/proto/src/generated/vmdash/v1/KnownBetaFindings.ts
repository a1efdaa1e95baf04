// Original file: vmdash/v1/data_cache.proto


/**
 * known[i] is true when refs[i] names an active finding of the active beta snapshot.
 */
export interface KnownBetaFindings {
  'known'?: (boolean)[];
}

/**
 * known[i] is true when refs[i] names an active finding of the active beta snapshot.
 */
export interface KnownBetaFindings__Output {
  'known': (boolean)[];
}
