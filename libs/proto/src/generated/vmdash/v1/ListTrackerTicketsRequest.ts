// Original file: vmdash/v1/dashboard_workflows.proto


export interface ListTrackerTicketsRequest {
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListTrackerTicketsRequest__Output {
  'page': (number);
  'page_size': (number);
}
