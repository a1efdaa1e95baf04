// Original file: vmdash/v1/dashboard_library.proto

import type { Feedback as _vmdash_v1_Feedback, Feedback__Output as _vmdash_v1_Feedback__Output } from '../../vmdash/v1/Feedback';

export interface FeedbackPage {
  'feedback'?: (_vmdash_v1_Feedback)[];
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
}

export interface FeedbackPage__Output {
  'feedback': (_vmdash_v1_Feedback__Output)[];
  'page': (number);
  'page_size': (number);
  'total': (number);
}
