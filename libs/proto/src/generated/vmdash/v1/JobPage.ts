// Original file: vmdash/v1/dashboard_workflows.proto

import type { Job as _vmdash_v1_Job, Job__Output as _vmdash_v1_Job__Output } from '../../vmdash/v1/Job';

export interface JobPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_Job)[];
}

export interface JobPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_Job__Output)[];
}
