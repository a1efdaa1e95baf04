// Original file: vmdash/v1/dashboard_workflows.proto


export interface ListFpSubmissionsRequest {
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListFpSubmissionsRequest__Output {
  'page': (number);
  'page_size': (number);
}
