// Original file: vmdash/v1/dashboard_workflows.proto

import type { FpSubmission as _vmdash_v1_FpSubmission, FpSubmission__Output as _vmdash_v1_FpSubmission__Output } from '../../vmdash/v1/FpSubmission';

export interface FpSubmissionPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_FpSubmission)[];
}

export interface FpSubmissionPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_FpSubmission__Output)[];
}
