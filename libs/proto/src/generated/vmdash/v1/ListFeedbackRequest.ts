// Original file: vmdash/v1/dashboard_library.proto


export interface ListFeedbackRequest {
  /**
   * 1-based.
   */
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListFeedbackRequest__Output {
  /**
   * 1-based.
   */
  'page': (number);
  'page_size': (number);
}
