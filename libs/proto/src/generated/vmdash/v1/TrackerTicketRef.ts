// Original file: vmdash/v1/dashboard_workflows.proto


export interface TrackerTicketRef {
  'id'?: (string);
}

export interface TrackerTicketRef__Output {
  'id': (string);
}
