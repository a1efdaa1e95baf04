// Original file: vmdash/v1/dashboard_workflows.proto


export interface ListJobsRequest {
  /**
   * An Admin's every job; refused for other groups.
   */
  'all'?: (boolean);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListJobsRequest__Output {
  /**
   * An Admin's every job; refused for other groups.
   */
  'all': (boolean);
  'page': (number);
  'page_size': (number);
}
