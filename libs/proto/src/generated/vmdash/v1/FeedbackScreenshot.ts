// Original file: vmdash/v1/dashboard_library.proto


/**
 * A stored screenshot as lists show it.
 */
export interface FeedbackScreenshot {
  /**
   * 1-based position, as GET /api/feedback/{id}/screenshots/{n} names it.
   */
  'index'?: (number);
  'file_name'?: (string);
  /**
   * image/png, image/jpeg, image/gif or image/webp: detected from the bytes.
   */
  'content_type'?: (string);
  'size_bytes'?: (number);
}

/**
 * A stored screenshot as lists show it.
 */
export interface FeedbackScreenshot__Output {
  /**
   * 1-based position, as GET /api/feedback/{id}/screenshots/{n} names it.
   */
  'index': (number);
  'file_name': (string);
  /**
   * image/png, image/jpeg, image/gif or image/webp: detected from the bytes.
   */
  'content_type': (string);
  'size_bytes': (number);
}
