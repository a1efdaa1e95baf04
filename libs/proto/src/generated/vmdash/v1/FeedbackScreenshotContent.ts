// Original file: vmdash/v1/dashboard_library.proto


export interface FeedbackScreenshotContent {
  'file_name'?: (string);
  'content_type'?: (string);
  'content'?: (Buffer | Uint8Array | string);
}

export interface FeedbackScreenshotContent__Output {
  'file_name': (string);
  'content_type': (string);
  'content': (Buffer);
}
