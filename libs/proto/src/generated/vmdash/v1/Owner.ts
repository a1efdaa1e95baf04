// Original file: vmdash/v1/data_cache.proto


/**
 * An owner of the source's assets with its business-unit teams and asset count.
 */
export interface Owner {
  'owner'?: (string);
  'bu_teams'?: (string)[];
  'asset_count'?: (number);
}

/**
 * An owner of the source's assets with its business-unit teams and asset count.
 */
export interface Owner__Output {
  'owner': (string);
  'bu_teams': (string)[];
  'asset_count': (number);
}
