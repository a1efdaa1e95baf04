// Original file: vmdash/v1/dashboard_compliance.proto

import type { ExceptionScope as _vmdash_v1_ExceptionScope, ExceptionScope__Output as _vmdash_v1_ExceptionScope__Output } from '../../vmdash/v1/ExceptionScope';

/**
 * The findings a scope covers now, before it is requested (at most EXCEPTION_MAX_FINDINGS).
 */
export interface PreviewExceptionRequest {
  'scope'?: (_vmdash_v1_ExceptionScope | null);
}

/**
 * The findings a scope covers now, before it is requested (at most EXCEPTION_MAX_FINDINGS).
 */
export interface PreviewExceptionRequest__Output {
  'scope': (_vmdash_v1_ExceptionScope__Output | null);
}
