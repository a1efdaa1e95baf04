// Original file: vmdash/v1/dashboard.proto


/**
 * One audit entry (interface spec, "Dashboard records": userId, username, action, entityType, entityId, details,
 * ipAddress, plus a timestamp).
 */
export interface AuditEntry {
  'id'?: (string);
  'user_id'?: (string);
  'username'?: (string);
  'action'?: (string);
  'entity_type'?: (string);
  'entity_id'?: (string);
  /**
   * JSON object text.
   */
  'details_json'?: (string);
  'ip_address'?: (string);
  'timestamp'?: (string);
  '_user_id'?: "user_id";
  '_entity_id'?: "entity_id";
  '_ip_address'?: "ip_address";
}

/**
 * One audit entry (interface spec, "Dashboard records": userId, username, action, entityType, entityId, details,
 * ipAddress, plus a timestamp).
 */
export interface AuditEntry__Output {
  'id': (string);
  'user_id'?: (string);
  'username': (string);
  'action': (string);
  'entity_type': (string);
  'entity_id'?: (string);
  /**
   * JSON object text.
   */
  'details_json': (string);
  'ip_address'?: (string);
  'timestamp': (string);
}
