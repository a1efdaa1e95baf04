// Original file: vmdash/v1/integration.proto


/**
 * Requests left to the tracker's service account, shared by every replica (interface spec "Limits": 60 per minute,
 * 1440 per day).
 */
export interface TrackerQuota {
  'minute_remaining'?: (number);
  'minute_limit'?: (number);
  'day_remaining'?: (number);
  'day_limit'?: (number);
  /**
   * ISO 8601 UTC instant before which no call leaves (after a 429 with Retry-After), when one is set.
   */
  'blocked_until'?: (string);
  '_blocked_until'?: "blocked_until";
}

/**
 * Requests left to the tracker's service account, shared by every replica (interface spec "Limits": 60 per minute,
 * 1440 per day).
 */
export interface TrackerQuota__Output {
  'minute_remaining': (number);
  'minute_limit': (number);
  'day_remaining': (number);
  'day_limit': (number);
  /**
   * ISO 8601 UTC instant before which no call leaves (after a 429 with Retry-After), when one is set.
   */
  'blocked_until'?: (string);
}
