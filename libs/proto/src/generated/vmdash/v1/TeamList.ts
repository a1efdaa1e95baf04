// Original file: vmdash/v1/dashboard.proto


/**
 * A list that an update may replace: present (even empty) means "set to these".
 */
export interface TeamList {
  'teams'?: (string)[];
}

/**
 * A list that an update may replace: present (even empty) means "set to these".
 */
export interface TeamList__Output {
  'teams': (string)[];
}
