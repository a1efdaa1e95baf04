// Original file: vmdash/v1/dashboard_library.proto

import type { FeedbackScreenshot as _vmdash_v1_FeedbackScreenshot, FeedbackScreenshot__Output as _vmdash_v1_FeedbackScreenshot__Output } from '../../vmdash/v1/FeedbackScreenshot';

export interface Feedback {
  'id'?: (string);
  'message'?: (string);
  'category'?: (string);
  'screenshots'?: (_vmdash_v1_FeedbackScreenshot)[];
  'submitted_by'?: (string);
  'submitted_at'?: (string);
  /**
   * The Admin who sent it while impersonating the sender (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  '_impersonated_by'?: "impersonated_by";
}

export interface Feedback__Output {
  'id': (string);
  'message': (string);
  'category': (string);
  'screenshots': (_vmdash_v1_FeedbackScreenshot__Output)[];
  'submitted_by': (string);
  'submitted_at': (string);
  /**
   * The Admin who sent it while impersonating the sender (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
}
