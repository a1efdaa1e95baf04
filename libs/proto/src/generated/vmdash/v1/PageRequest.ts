// Original file: vmdash/v1/data_cache.proto


/**
 * 1-based page of a listing; page_size is bounded by the service.
 */
export interface PageRequest {
  'page'?: (number);
  'page_size'?: (number);
}

/**
 * 1-based page of a listing; page_size is bounded by the service.
 */
export interface PageRequest__Output {
  'page': (number);
  'page_size': (number);
}
