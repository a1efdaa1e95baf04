// Original file: vmdash/v1/integration.proto


export interface ListTrackerTransitionsRequest {
  'key'?: (string);
}

export interface ListTrackerTransitionsRequest__Output {
  'key': (string);
}
