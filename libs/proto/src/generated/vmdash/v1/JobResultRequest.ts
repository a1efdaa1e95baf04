// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * GET /api/jobs/{id}/result: the job, and the client's Range and If-Range headers as sent (RFC 9110, 14.2 and 13.1.5).
 */
export interface JobResultRequest {
  'id'?: (string);
  'client_address'?: (string);
  'range'?: (string);
  'if_range'?: (string);
  '_range'?: "range";
  '_if_range'?: "if_range";
}

/**
 * GET /api/jobs/{id}/result: the job, and the client's Range and If-Range headers as sent (RFC 9110, 14.2 and 13.1.5).
 */
export interface JobResultRequest__Output {
  'id': (string);
  'client_address': (string);
  'range'?: (string);
  'if_range'?: (string);
}
