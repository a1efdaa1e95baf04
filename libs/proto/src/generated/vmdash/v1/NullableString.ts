// Original file: vmdash/v1/action_plan.proto


/**
 * A string field that an update may set or clear: present with value unset means null.
 */
export interface NullableString {
  'value'?: (string);
  '_value'?: "value";
}

/**
 * A string field that an update may set or clear: present with value unset means null.
 */
export interface NullableString__Output {
  'value'?: (string);
}
