// Original file: vmdash/v1/data_cache.proto


/**
 * Restricts a listing to the assets of these owners; empty means every asset.
 */
export interface OwnerFilter {
  'owners'?: (string)[];
}

/**
 * Restricts a listing to the assets of these owners; empty means every asset.
 */
export interface OwnerFilter__Output {
  'owners': (string)[];
}
