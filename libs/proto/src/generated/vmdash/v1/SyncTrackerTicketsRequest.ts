// Original file: vmdash/v1/dashboard_workflows.proto


export interface SyncTrackerTicketsRequest {
  'client_address'?: (string);
}

export interface SyncTrackerTicketsRequest__Output {
  'client_address': (string);
}
