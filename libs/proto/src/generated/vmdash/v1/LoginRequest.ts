// Original file: vmdash/v1/dashboard.proto


export interface LoginRequest {
  'username'?: (string);
  'password'?: (string);
  /**
   * Client address as the gateway determined it (audit ipAddress).
   */
  'client_address'?: (string);
  /**
   * The browser's trusted-device token, when it sent one: a device that signed in to this account before is not
   * subject to the account's failed-attempt cap (OWASP "device cookies"), so an attacker cannot lock its owner out.
   */
  'device_token'?: (string);
  '_device_token'?: "device_token";
}

export interface LoginRequest__Output {
  'username': (string);
  'password': (string);
  /**
   * Client address as the gateway determined it (audit ipAddress).
   */
  'client_address': (string);
  /**
   * The browser's trusted-device token, when it sent one: a device that signed in to this account before is not
   * subject to the account's failed-attempt cap (OWASP "device cookies"), so an attacker cannot lock its owner out.
   */
  'device_token'?: (string);
}
