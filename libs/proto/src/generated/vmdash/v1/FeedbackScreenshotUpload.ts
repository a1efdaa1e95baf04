// Original file: vmdash/v1/dashboard_library.proto


/**
 * One screenshot of a feedback as uploaded.
 */
export interface FeedbackScreenshotUpload {
  /**
   * The file name the client sent (only shown; never used to decide the type).
   */
  'file_name'?: (string);
  'content'?: (Buffer | Uint8Array | string);
}

/**
 * One screenshot of a feedback as uploaded.
 */
export interface FeedbackScreenshotUpload__Output {
  /**
   * The file name the client sent (only shown; never used to decide the type).
   */
  'file_name': (string);
  'content': (Buffer);
}
