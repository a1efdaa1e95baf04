// Original file: vmdash/v1/dashboard_library.proto


/**
 * An unknown feedback id or position is NOT_FOUND.
 */
export interface GetFeedbackScreenshotRequest {
  'feedback_id'?: (string);
  /**
   * 1-based.
   */
  'index'?: (number);
}

/**
 * An unknown feedback id or position is NOT_FOUND.
 */
export interface GetFeedbackScreenshotRequest__Output {
  'feedback_id': (string);
  /**
   * 1-based.
   */
  'index': (number);
}
