// Original file: vmdash/v1/dashboard_library.proto

import type { FeedbackOutcome as _vmdash_v1_FeedbackOutcome, FeedbackOutcome__Output as _vmdash_v1_FeedbackOutcome__Output } from '../../vmdash/v1/FeedbackOutcome';
import type { Feedback as _vmdash_v1_Feedback, Feedback__Output as _vmdash_v1_Feedback__Output } from '../../vmdash/v1/Feedback';

export interface SubmitFeedbackResponse {
  'outcome'?: (_vmdash_v1_FeedbackOutcome);
  /**
   * Set when SUBMITTED.
   */
  'feedback'?: (_vmdash_v1_Feedback | null);
  /**
   * The refused screenshot's file name and 1-based position (set when not SUBMITTED).
   */
  'refused_file_name'?: (string);
  'refused_index'?: (number);
}

export interface SubmitFeedbackResponse__Output {
  'outcome': (_vmdash_v1_FeedbackOutcome__Output);
  /**
   * Set when SUBMITTED.
   */
  'feedback': (_vmdash_v1_Feedback__Output | null);
  /**
   * The refused screenshot's file name and 1-based position (set when not SUBMITTED).
   */
  'refused_file_name': (string);
  'refused_index': (number);
}
