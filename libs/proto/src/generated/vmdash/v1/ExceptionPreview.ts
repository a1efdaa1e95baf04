// Original file: vmdash/v1/dashboard_compliance.proto

import type { ExceptionPreviewFinding as _vmdash_v1_ExceptionPreviewFinding, ExceptionPreviewFinding__Output as _vmdash_v1_ExceptionPreviewFinding__Output } from '../../vmdash/v1/ExceptionPreviewFinding';

export interface ExceptionPreview {
  /**
   * Distinct hosts among the findings.
   */
  'hosts'?: (number);
  'findings'?: (_vmdash_v1_ExceptionPreviewFinding)[];
}

export interface ExceptionPreview__Output {
  /**
   * Distinct hosts among the findings.
   */
  'hosts': (number);
  'findings': (_vmdash_v1_ExceptionPreviewFinding__Output)[];
}
