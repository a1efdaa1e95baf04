// Original file: vmdash/v1/dashboard.proto


/**
 * A user as the login and me answers show it (interface spec: id, username, email, group).
 */
export interface DashboardUser {
  'id'?: (string);
  'username'?: (string);
  'email'?: (string);
  /**
   * Admin, Standard_User, Leadership or Read_Only
   */
  'group'?: (string);
}

/**
 * A user as the login and me answers show it (interface spec: id, username, email, group).
 */
export interface DashboardUser__Output {
  'id': (string);
  'username': (string);
  'email': (string);
  /**
   * Admin, Standard_User, Leadership or Read_Only
   */
  'group': (string);
}
