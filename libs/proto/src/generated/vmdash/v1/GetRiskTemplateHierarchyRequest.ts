// Original file: vmdash/v1/dashboard_library.proto


/**
 * Without vendor: every vendor with its platforms and their models. With vendor: that vendor's platforms. With vendor
 * and platform: that platform's models. Unknown names answer an empty list.
 */
export interface GetRiskTemplateHierarchyRequest {
  'vendor'?: (string);
  'platform'?: (string);
  '_vendor'?: "vendor";
  '_platform'?: "platform";
}

/**
 * Without vendor: every vendor with its platforms and their models. With vendor: that vendor's platforms. With vendor
 * and platform: that platform's models. Unknown names answer an empty list.
 */
export interface GetRiskTemplateHierarchyRequest__Output {
  'vendor'?: (string);
  'platform'?: (string);
}
