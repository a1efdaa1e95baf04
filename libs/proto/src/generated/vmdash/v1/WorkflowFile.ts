// Original file: vmdash/v1/integration.proto


/**
 * A file sent at workflow creation (the platform takes files only then).
 */
export interface WorkflowFile {
  'filename'?: (string);
  'content_type'?: (string);
  'content'?: (Buffer | Uint8Array | string);
}

/**
 * A file sent at workflow creation (the platform takes files only then).
 */
export interface WorkflowFile__Output {
  'filename': (string);
  'content_type': (string);
  'content': (Buffer);
}
