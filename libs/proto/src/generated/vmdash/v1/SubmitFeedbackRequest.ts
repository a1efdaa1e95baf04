// Original file: vmdash/v1/dashboard_library.proto

import type { FeedbackScreenshotUpload as _vmdash_v1_FeedbackScreenshotUpload, FeedbackScreenshotUpload__Output as _vmdash_v1_FeedbackScreenshotUpload__Output } from '../../vmdash/v1/FeedbackScreenshotUpload';

export interface SubmitFeedbackRequest {
  'message'?: (string);
  'category'?: (string);
  'screenshots'?: (_vmdash_v1_FeedbackScreenshotUpload)[];
  'client_address'?: (string);
}

export interface SubmitFeedbackRequest__Output {
  'message': (string);
  'category': (string);
  'screenshots': (_vmdash_v1_FeedbackScreenshotUpload__Output)[];
  'client_address': (string);
}
