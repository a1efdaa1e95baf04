// Original file: vmdash/v1/dashboard_compliance.proto


export interface ListExceptionsRequest {
  'state'?: (string);
  'expiring_within_days'?: (number);
  'team'?: (string);
  'page'?: (number);
  'page_size'?: (number);
  '_state'?: "state";
  '_expiring_within_days'?: "expiring_within_days";
  '_team'?: "team";
}

export interface ListExceptionsRequest__Output {
  'state'?: (string);
  'expiring_within_days'?: (number);
  'team'?: (string);
  'page': (number);
  'page_size': (number);
}
