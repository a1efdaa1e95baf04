// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * An evidence file of a submission as the client sent it (docs/decisions/0016: at most 3 of 5 MB; the dashboard reads
 * its type from the bytes).
 */
export interface EvidenceFileUpload {
  /**
   * The file name the client gave (only shown; never used to decide the type).
   */
  'file_name'?: (string);
  'content'?: (Buffer | Uint8Array | string);
}

/**
 * An evidence file of a submission as the client sent it (docs/decisions/0016: at most 3 of 5 MB; the dashboard reads
 * its type from the bytes).
 */
export interface EvidenceFileUpload__Output {
  /**
   * The file name the client gave (only shown; never used to decide the type).
   */
  'file_name': (string);
  'content': (Buffer);
}
