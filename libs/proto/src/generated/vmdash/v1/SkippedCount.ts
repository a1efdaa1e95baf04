// Original file: vmdash/v1/data_cache.proto


export interface SkippedCount {
  'reason'?: (string);
  'count'?: (number);
}

export interface SkippedCount__Output {
  'reason': (string);
  'count': (number);
}
