// Original file: vmdash/v1/dashboard_compliance.proto

import type { ExceptionScope as _vmdash_v1_ExceptionScope, ExceptionScope__Output as _vmdash_v1_ExceptionScope__Output } from '../../vmdash/v1/ExceptionScope';

/**
 * POST /api/exceptions. INVALID_ARGUMENT for a scope without the ids its type needs, an expiry in the past or beyond the
 * policy's maximum for the template's rating; NOT_FOUND for an unknown template, a host outside the caller's teams or a
 * renewed exception the caller cannot see.
 */
export interface RequestExceptionRequest {
  'scope'?: (_vmdash_v1_ExceptionScope | null);
  'template_id'?: (string);
  'justification'?: (string);
  'compensating_controls'?: (string);
  'expires_on'?: (string);
  'renews'?: (string);
  'client_address'?: (string);
  '_renews'?: "renews";
}

/**
 * POST /api/exceptions. INVALID_ARGUMENT for a scope without the ids its type needs, an expiry in the past or beyond the
 * policy's maximum for the template's rating; NOT_FOUND for an unknown template, a host outside the caller's teams or a
 * renewed exception the caller cannot see.
 */
export interface RequestExceptionRequest__Output {
  'scope': (_vmdash_v1_ExceptionScope__Output | null);
  'template_id': (string);
  'justification': (string);
  'compensating_controls': (string);
  'expires_on': (string);
  'renews'?: (string);
  'client_address': (string);
}
