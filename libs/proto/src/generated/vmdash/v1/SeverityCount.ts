// Original file: vmdash/v1/data_cache.proto


export interface SeverityCount {
  'severity'?: (string);
  'count'?: (number);
}

export interface SeverityCount__Output {
  'severity': (string);
  'count': (number);
}
