// Original file: vmdash/v1/dashboard_workflows.proto

import type { ScopedBetaFinding as _vmdash_v1_ScopedBetaFinding, ScopedBetaFinding__Output as _vmdash_v1_ScopedBetaFinding__Output } from '../../vmdash/v1/ScopedBetaFinding';

export interface FindingPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_ScopedBetaFinding)[];
}

export interface FindingPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_ScopedBetaFinding__Output)[];
}
